import { findPartnerSsp, guestAccountOf, guestSspIdOf, type SspKind } from '@panel/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { guestSspTokens } from '../../db/supply-schema.ts';
import { publicName } from '../../lib/public-name.ts';

/**
 * Which SSPs an advertiser has: every partner of the platform's list, and every guest SSP that
 * holds a live (not revoked) token for it. Shared by the SSP calls and the endpoint calls,
 * which accept an `ssp_id` only from this set.
 */
export interface SspRef {
  id: number;
  name: string;
  kind: SspKind;
}

export async function guestSspsOf(db: Db, advertiserId: number, guestIds?: number[]): Promise<SspRef[]> {
  if (guestIds?.length === 0) return [];
  const rows = await db
    .selectDistinct({ guestId: users.id, name: publicName })
    .from(guestSspTokens)
    .innerJoin(users, eq(users.id, guestSspTokens.guestId))
    .where(
      and(
        eq(guestSspTokens.advertiserId, advertiserId),
        ne(guestSspTokens.status, 'revoked'),
        guestIds ? inArray(guestSspTokens.guestId, guestIds) : undefined,
      ),
    );
  return rows
    .map((r) => ({ id: guestSspIdOf(r.guestId), name: r.name, kind: 'guest' as const }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** The SSP as this advertiser knows it, or undefined when it is not one of its SSPs. */
export async function resolveSsp(db: Db, advertiserId: number, sspId: number): Promise<SspRef | undefined> {
  const partner = findPartnerSsp(sspId);
  if (partner) return { id: sspId, name: partner.name, kind: 'partner' };
  const guestId = guestAccountOf(sspId);
  if (guestId === null) return undefined;
  return (await guestSspsOf(db, advertiserId, [guestId]))[0];
}

/** Names for SSP ids of stored rows, whatever their guests' token status is now. */
export async function sspNames(db: Db, sspIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const guestIds: number[] = [];
  for (const id of new Set(sspIds)) {
    const partner = findPartnerSsp(id);
    if (partner) names.set(id, partner.name);
    const guestId = guestAccountOf(id);
    if (guestId !== null) guestIds.push(guestId);
  }
  if (guestIds.length > 0) {
    const rows = await db
      .select({ id: users.id, name: publicName })
      .from(users)
      .where(inArray(users.id, guestIds));
    for (const r of rows) names.set(guestSspIdOf(r.id), r.name);
  }
  return names;
}
