import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { SessionCache } from './session-cache.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: number,
  /** `notAfter`: the session ends by then whatever its lifetime (a handoff ends with its source). */
  options: { acting: boolean; lifetimeMs: number; notAfter?: Date | null },
): Promise<NewSession> {
  const token = newToken();
  const end = Date.now() + options.lifetimeMs;
  const expiresAt = new Date(options.notAfter ? Math.min(end, options.notAfter.getTime()) : end);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, acting: options.acting, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  id: number;
  acting: boolean;
  expiresAt: Date;
  user: UserRow;
}

/** Only to skip a write per request: last use is recorded at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The session for a token if it is neither revoked, past its absolute expiry, nor idle
 * for longer than `idleMs`. Records the use so the idle clock restarts.
 */
export async function findActiveSession(
  db: Db,
  token: string,
  idleMs: number,
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  const now = new Date();
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
  }
  const session = {
    id: row.session.id,
    acting: row.session.acting,
    expiresAt: row.session.expiresAt,
    user: row.user,
  };
  cache?.set(tokenHash, session, now.getTime());
  return session;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
