import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guestSspTokens } from '../../db/supply-schema.ts';

/**
 * Names of a guest SSP's tokens in its report rows, revoked ones included (their traffic stays
 * in the statistics). Scoped to the guest, so a token id never shows another guest's name.
 */
export async function guestTokenNames(
  db: Db,
  guestId: number,
  ids: readonly number[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: guestSspTokens.id, name: guestSspTokens.name })
    .from(guestSspTokens)
    .where(and(eq(guestSspTokens.guestId, guestId), inArray(guestSspTokens.id, [...ids])));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
