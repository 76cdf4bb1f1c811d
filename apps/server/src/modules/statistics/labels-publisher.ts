import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publisherSites, publisherZones } from '../../db/supply-schema.ts';

/**
 * Names of a publisher's sites or zones in its report rows (the cube holds their ids as text),
 * archived ones included since their traffic stays. Scoped to the publisher, so an id never
 * shows another publisher's name.
 */
export async function publisherNames(
  db: Db,
  publisherId: number,
  dimension: 'site' | 'zone',
  ids: readonly number[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table = dimension === 'site' ? publisherSites : publisherZones;
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.publisherId, publisherId), inArray(table.id, [...ids])));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}
