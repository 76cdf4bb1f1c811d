import type { Paged, PubStatusAction, Site, SiteListQuery } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publisherSites, publisherZones } from '../../db/supply-schema.ts';
import { likePattern, searchedId } from '../../lib/list-search.ts';
import { applyPubAction } from './pub-transition.ts';

type SiteRow = typeof publisherSites.$inferSelect;
type SiteValues = { name: string; url: string; category_id?: number | null | undefined };

// Qualified by hand: inside a subquery Drizzle writes bare column names, which would read the outer table.
const liveZones = sql<number>`(select count(*) from ${publisherZones}
  where ${publisherZones}.site_id = ${publisherSites}.id and ${publisherZones}.status <> 'archived')`.mapWith(
  Number,
);

const toSite = (row: SiteRow, zones: number): Site => ({
  id: row.id,
  name: row.name,
  url: row.url,
  category_id: row.categoryId,
  status: row.status,
  zones_count: zones,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const owned = (publisherId: number, id: number) =>
  and(eq(publisherSites.publisherId, publisherId), eq(publisherSites.id, id));

export async function findSite(db: Db, publisherId: number, id: number): Promise<Site | undefined> {
  const rows = await db
    .select({ site: publisherSites, zones: liveZones })
    .from(publisherSites)
    .where(owned(publisherId, id));
  return rows[0] && toSite(rows[0].site, rows[0].zones);
}

export async function insertSite(db: Db, publisherId: number, body: SiteValues): Promise<Site> {
  const [row] = await db
    .insert(publisherSites)
    .values({
      publisherId,
      name: body.name,
      url: body.url,
      categoryId: body.category_id ?? null,
      status: 'active',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toSite(row, 0);
}

/** The whole site is replaced; an archived one is a 409 (archive is final). */
export async function updateSite(db: Db, publisherId: number, id: number, body: SiteValues): Promise<void> {
  await applyPubAction(db, 'site', publisherId, id, 'edit', {
    name: body.name,
    url: body.url,
    categoryId: body.category_id ?? null,
  });
}

/** Archiving a site archives its zones in the same transaction: their tags stop with the site. */
export async function changeSiteStatus(db: Db, publisherId: number, id: number, action: PubStatusAction) {
  await db.transaction(async (tx) => {
    await applyPubAction(tx, 'site', publisherId, id, action);
    if (action === 'archive')
      await tx
        .update(publisherZones)
        .set({ status: 'archived', updatedAt: sql`now()` })
        .where(and(eq(publisherZones.siteId, id), ne(publisherZones.status, 'archived')));
  });
}

const SORT_COLUMNS = {
  name: sql`lower(${publisherSites.name})`,
  created_at: publisherSites.createdAt,
  updated_at: publisherSites.updatedAt,
  status: publisherSites.status,
  id: publisherSites.id,
};

export async function listSites(db: Db, publisherId: number, q: SiteListQuery): Promise<Paged<Site>> {
  const id = searchedId(q.search);
  const where: SQL | undefined = and(
    eq(publisherSites.publisherId, publisherId),
    q.status ? inArray(publisherSites.status, q.status) : ne(publisherSites.status, 'archived'),
    q.search
      ? or(
          ilike(publisherSites.name, likePattern(q.search)),
          ilike(publisherSites.url, likePattern(q.search)),
          id === undefined ? undefined : eq(publisherSites.id, id),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [rows, totals] = await Promise.all([
    db
      .select({ site: publisherSites, zones: liveZones })
      .from(publisherSites)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), desc(publisherSites.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(publisherSites).where(where),
  ]);
  return { items: rows.map((r) => toSite(r.site, r.zones)), total: totals[0]?.total ?? 0 };
}
