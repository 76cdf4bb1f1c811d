import { GUEST_TOKEN_SECRET_PREFIX } from '@panel/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { guestSspTokens } from '../db/supply-schema.ts';
import { hashToken, newToken } from '../lib/secrets.ts';
import { createGuestToken } from '../modules/guest-tokens/token-repository.ts';
import { type PlanSkip, SIMULATOR_TOKEN_NAME } from './plan-types.ts';

export interface SimulatorToken {
  token_id: number;
  guest_id: number;
  advertiser_id: number;
  secret: string;
  renewed: boolean;
}

/** Simulator token secrets a process holds, by token id: read to reuse them, written as they are made. */
export type HeldSecrets = Map<number, string>;

/**
 * This process's secrets, in memory only. The `simulation-plan` command (over the admin socket)
 * and SIMULATE's in-process player run in the same server process and share them, so an operator's
 * `npm run simulate` and the demo's own traffic use one secret rather than renewing it under each
 * other. Another process (a simulator on PostgreSQL) starts empty and renews the secret once.
 */
export const processSecrets: HeldSecrets = new Map();

/** Same prefix length as tokens the guest makes, so the list shows it the same way. */
const PREFIX_CHARS = 6;

/**
 * Gives the "Simulator" token a new secret, when this process does not hold the current one. Only
 * its digest is kept, so the old secret cannot be read back: reusing the row (rather than making a
 * token per run) keeps the guest's list and its statistics to one "Simulator" line. The old secret
 * stops working, which another process still playing with it sees as 401s. Conditional on the
 * token still being active, so a pause or revoke by the guest meanwhile wins.
 */
async function rotate(db: Db, id: number): Promise<string | null> {
  const random = newToken();
  const secret = `${GUEST_TOKEN_SECRET_PREFIX}${random}`;
  const rows = await db
    .update(guestSspTokens)
    .set({
      tokenHash: hashToken(secret),
      tokenPrefix: `${GUEST_TOKEN_SECRET_PREFIX}${random.slice(0, PREFIX_CHARS)}`,
      updatedAt: new Date(),
    })
    .where(and(eq(guestSspTokens.id, id), eq(guestSspTokens.status, 'active')))
    .returning({ id: guestSspTokens.id });
  return rows.length > 0 ? secret : null;
}

/**
 * A "Simulator" token for every guest SSP and advertiser pair that already trades (the guest has
 * another live token for that advertiser): guests that never chose an advertiser get none. A token
 * the guest paused or revoked is left alone and the pair skipped: that is the guest's decision.
 */
export async function simulatorTokens(
  db: Db,
  held: HeldSecrets = processSecrets,
): Promise<{ tokens: SimulatorToken[]; skipped: PlanSkip[] }> {
  const trading = await db
    .selectDistinct({ guestId: guestSspTokens.guestId, advertiserId: guestSspTokens.advertiserId })
    .from(guestSspTokens)
    .where(
      and(
        eq(guestSspTokens.status, 'active'),
        isNotNull(guestSspTokens.tokenHash),
        ne(guestSspTokens.name, SIMULATOR_TOKEN_NAME),
      ),
    )
    .orderBy(guestSspTokens.guestId, guestSspTokens.advertiserId);
  const own = await db
    .select()
    .from(guestSspTokens)
    .where(and(eq(guestSspTokens.name, SIMULATOR_TOKEN_NAME), ne(guestSspTokens.status, 'revoked')));
  const ownOf = new Map(own.map((t) => [`${t.guestId}:${t.advertiserId}`, t]));
  const tokens: SimulatorToken[] = [];
  const skipped: PlanSkip[] = [];
  for (const { guestId, advertiserId } of trading) {
    const pair = { guest_id: guestId, advertiser_id: advertiserId };
    const existing = ownOf.get(`${guestId}:${advertiserId}`);
    if (existing && existing.status !== 'active') {
      skipped.push({ what: 'guest', id: existing.id, why: 'the guest paused its Simulator token' });
      continue;
    }
    if (existing) {
      const kept = held.get(existing.id);
      if (kept !== undefined && existing.tokenHash === hashToken(kept)) {
        tokens.push({ token_id: existing.id, ...pair, secret: kept, renewed: false });
        continue;
      }
      const secret = await rotate(db, existing.id);
      if (secret) {
        held.set(existing.id, secret);
        tokens.push({ token_id: existing.id, ...pair, secret, renewed: true });
      } else
        skipped.push({
          what: 'guest',
          id: existing.id,
          why: 'the Simulator token was paused or revoked meanwhile',
        });
      continue;
    }
    const made = await createGuestToken(db, guestId, advertiserId, SIMULATOR_TOKEN_NAME);
    if (made.kind === 'created') {
      held.set(made.id, made.secret);
      tokens.push({ token_id: made.id, ...pair, secret: made.secret, renewed: true });
    } else
      skipped.push({
        what: 'guest',
        id: guestId,
        why:
          made.kind === 'full'
            ? 'the guest has as many tokens as it may'
            : 'the guest made its tokens for today',
      });
  }
  return { tokens, skipped };
}
