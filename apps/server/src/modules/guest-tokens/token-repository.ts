import {
  GUEST_TOKEN_SECRET_PREFIX,
  GUEST_TOKENS_MAX,
  GUEST_TOKENS_PER_DAY,
  type GuestTokenUpdate,
} from '@panel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { guestSspTokens, partnerCodes } from '../../db/supply-schema.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import { liveOf } from './token-view.ts';

/** The advertiser account behind a partner code (already normalised by the contract), if any. */
export async function advertiserByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(partnerCodes)
    .innerJoin(users, eq(users.id, partnerCodes.advertiserId))
    .where(and(eq(partnerCodes.code, code), eq(users.role, 'advertiser')));
  return row?.id;
}

/** Characters of the random part kept in the prefix: enough to tell tokens apart, too few to guess. */
const PREFIX_CHARS = 6;

export type CreateOutcome =
  | { kind: 'created'; id: number; secret: string }
  | { kind: 'full' }
  | { kind: 'daily' };

/**
 * Makes a token and answers its secret, which is not kept: only its SHA-256 digest is. The
 * guest's account row is locked first, so parallel requests count one after the other and the
 * caps hold exactly.
 */
export async function createGuestToken(
  db: Db,
  guestId: number,
  advertiserId: number,
  name: string,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, guestId)).for('no key update');
    const [usage] = await tx
      .select({
        live: sql<number>`count(*) filter (where ${guestSspTokens.status} <> 'revoked')`.mapWith(Number),
        recent:
          sql<number>`count(*) filter (where ${guestSspTokens.createdAt} > now() - interval '24 hours')`.mapWith(
            Number,
          ),
      })
      .from(guestSspTokens)
      .where(eq(guestSspTokens.guestId, guestId));
    if ((usage?.live ?? 0) >= GUEST_TOKENS_MAX) return { kind: 'full' };
    if ((usage?.recent ?? 0) >= GUEST_TOKENS_PER_DAY) return { kind: 'daily' };
    const random = newToken();
    const secret = `${GUEST_TOKEN_SECRET_PREFIX}${random}`;
    const [row] = await tx
      .insert(guestSspTokens)
      .values({
        guestId,
        advertiserId,
        name,
        tokenHash: hashToken(secret),
        tokenPrefix: `${GUEST_TOKEN_SECRET_PREFIX}${random.slice(0, PREFIX_CHARS)}`,
        status: 'active',
      })
      .returning({ id: guestSspTokens.id });
    if (!row) throw new Error('insert returned no row');
    return { kind: 'created', id: row.id, secret };
  });
}

/**
 * Rename, pause or resume in one conditional UPDATE: a token revoked meanwhile is not brought
 * back, and parallel changes each apply whole. False when the guest has no such live token.
 */
export async function updateGuestToken(
  db: Db,
  guestId: number,
  id: number,
  change: GuestTokenUpdate,
): Promise<boolean> {
  const rows = await db
    .update(guestSspTokens)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.status === undefined ? {} : { status: change.status }),
      updatedAt: new Date(),
    })
    .where(liveOf(guestId, eq(guestSspTokens.id, id)))
    .returning({ id: guestSspTokens.id });
  return rows.length > 0;
}

/** Revokes: the digest goes (the secret stops working), the row stays so statistics name it. */
export async function revokeGuestToken(db: Db, guestId: number, id: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(guestSspTokens)
    .set({ status: 'revoked', tokenHash: null, revokedAt: now, updatedAt: now })
    .where(liveOf(guestId, eq(guestSspTokens.id, id)))
    .returning({ id: guestSspTokens.id });
  return rows.length > 0;
}
