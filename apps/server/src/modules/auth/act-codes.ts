import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { actCodes } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { audit } from './audit.ts';

/** Issues a one-time code that opens a session acting as `userId`; only its hash is kept. */
export async function issueActCode(
  db: Db,
  userId: number,
  issuedBy: string,
  ttlMs: number,
  sessionExpiresAt: Date | null = null,
): Promise<string> {
  const code = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(actCodes)
    .values({ codeHash: hashToken(code), userId, issuedBy, expiresAt, sessionExpiresAt });
  await audit(db, { action: 'act_code.issued', userId, actor: issuedBy, detail: { expires_at: expiresAt } });
  return code;
}

/**
 * Who issued a handoff code (POST /auth/handoff): the user itself, carrying its own session to
 * the publisher area's host. An acting session hands off an acting one, so a handoff never turns
 * an operator's hour-long `at` session into a normal one.
 */
export const HANDOFF_ISSUERS = { own: 'handoff', acting: 'handoff-acting' } as const;

/**
 * Marks the code used and returns its user and issuer, in one statement so two concurrent
 * exchanges cannot both win. Null for an unknown, expired or already used code.
 */
export async function redeemActCode(
  db: Db,
  code: string,
  ip: string,
): Promise<{ userId: number; issuedBy: string; sessionExpiresAt: Date | null } | null> {
  const rows = await db
    .update(actCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(actCodes.codeHash, hashToken(code)),
        isNull(actCodes.usedAt),
        gt(actCodes.expiresAt, new Date()),
      ),
    )
    .returning({
      userId: actCodes.userId,
      issuedBy: actCodes.issuedBy,
      sessionExpiresAt: actCodes.sessionExpiresAt,
    });
  const row = rows[0];
  await audit(db, {
    action: row ? 'act_code.exchanged' : 'act_code.refused',
    userId: row?.userId ?? null,
    actor: row?.issuedBy ?? 'unknown',
    detail: { ip },
  });
  return row ?? null;
}
