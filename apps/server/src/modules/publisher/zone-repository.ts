import {
  type Paged,
  type Zone,
  type ZoneListQuery,
  type zoneCreateBodySchema,
  zoneTag,
} from '@panel/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publisherSites, publisherZones } from '../../db/supply-schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';

type ZoneRow = typeof publisherZones.$inferSelect;
type ZoneValues = z.output<typeof zoneCreateBodySchema>;

export function toZone(row: ZoneRow, siteName: string, publicUrl: string): Zone {
  const tag = zoneTag(
    { id: row.id, ad_format: row.adFormat, width: row.width, height: row.height },
    publicUrl,
  );
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: siteName,
    name: row.name,
    ad_format: row.adFormat,
    width: row.width,
    height: row.height,
    status: row.status,
    tag: tag.tag,
    service_worker: tag.serviceWorker,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const withSite = (db: Db) =>
  db
    .select({ zone: publisherZones, siteName: publisherSites.name })
    .from(publisherZones)
    .innerJoin(publisherSites, eq(publisherSites.id, publisherZones.siteId));

export async function findZone(db: Db, publisherId: number, id: number, publicUrl: string) {
  const rows = await withSite(db).where(
    and(eq(publisherZones.publisherId, publisherId), eq(publisherZones.id, id)),
  );
  return rows[0] && toZone(rows[0].zone, rows[0].siteName, publicUrl);
}

/**
 * Undefined when `site_id` is not one of the publisher's sites that is not archived. The site is
 * read FOR SHARE: an archive of it running meanwhile either finishes first (and the site is no
 * longer offered) or waits for this zone and then archives it with the site's other zones.
 */
export async function insertZone(db: Db, publisherId: number, body: ZoneValues, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ name: publisherSites.name })
      .from(publisherSites)
      .where(
        and(
          eq(publisherSites.publisherId, publisherId),
          eq(publisherSites.id, body.site_id),
          ne(publisherSites.status, 'archived'),
        ),
      )
      .for('share');
    if (!site) return undefined;
    const [row] = await tx
      .insert(publisherZones)
      .values({
        publisherId,
        siteId: body.site_id,
        name: body.name,
        adFormat: body.ad_format,
        width: body.width,
        height: body.height,
        status: 'active',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toZone(row, site.name, publicUrl);
  });
}

const SORT_COLUMNS = {
  name: sql`lower(${publisherZones.name})`,
  created_at: publisherZones.createdAt,
  updated_at: publisherZones.updatedAt,
  status: publisherZones.status,
  ad_format: publisherZones.adFormat,
  id: publisherZones.id,
};

export async function listZones(
  db: Db,
  publisherId: number,
  q: ZoneListQuery,
  publicUrl: string,
): Promise<Paged<Zone>> {
  const id = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(publisherZones.publisherId, publisherId),
    q.status ? inArray(publisherZones.status, q.status) : ne(publisherZones.status, 'archived'),
    q.site_id === undefined ? undefined : eq(publisherZones.siteId, q.site_id),
    q.ad_format ? inArray(publisherZones.adFormat, q.ad_format) : undefined,
    q.search
      ? or(
          ilike(publisherZones.name, likePattern(q.search)),
          id === undefined ? undefined : eq(publisherZones.id, id),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [rows, totals] = await Promise.all([
    withSite(db)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), desc(publisherZones.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(publisherZones).where(where),
  ]);
  return {
    items: rows.map((r) => toZone(r.zone, r.siteName, publicUrl)),
    total: totals[0]?.total ?? 0,
  };
}

/** The ad formats of the publisher's zones that are not archived: what its traffic can sell. */
export async function liveZoneFormats(db: Db, publisherId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ format: publisherZones.adFormat })
    .from(publisherZones)
    .where(and(eq(publisherZones.publisherId, publisherId), ne(publisherZones.status, 'archived')));
  return new Set(rows.map((r) => r.format));
}
