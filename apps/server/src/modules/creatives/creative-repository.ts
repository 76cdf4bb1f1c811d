import type {
  Creative,
  CreativeItem,
  CreativeItemsQuery,
  CreativeListQuery,
  CreativeStatus,
  Paged,
} from '@panel/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatives } from '../../db/schema.ts';
import { type CreativeRow, toCreative } from '../campaigns/campaign-mapper.ts';

/** Scoped to one advertiser: someone else's creative is not found. */
const owned = (advertiserId: number, id: number) =>
  and(eq(creatives.advertiserId, advertiserId), eq(creatives.id, id));

export async function findCreative(
  db: Db,
  advertiserId: number,
  id: number,
): Promise<CreativeRow | undefined> {
  const rows = await db.select().from(creatives).where(owned(advertiserId, id));
  return rows[0];
}

/** Moves a creative to `status` only if it is still in one of `from`; undefined when it was not. */
export async function setCreativeStatus(
  db: Db,
  advertiserId: number,
  id: number,
  change: { status: CreativeStatus; rejectReason: string | null; from: readonly CreativeStatus[] },
): Promise<CreativeRow | undefined> {
  const rows = await db
    .update(creatives)
    .set({ status: change.status, rejectReason: change.rejectReason, updatedAt: new Date() })
    .where(and(owned(advertiserId, id), inArray(creatives.status, [...change.from])))
    .returning();
  return rows[0];
}

const SORT_COLUMNS = {
  created_at: creatives.createdAt,
  updated_at: creatives.updatedAt,
  name: sql`lower(${creatives.name})`,
  status: creatives.status,
  id: creatives.id,
} as const;

export async function listCreatives(
  db: Db,
  advertiserId: number,
  q: CreativeListQuery,
): Promise<Paged<Creative>> {
  const where: SQL | undefined = and(
    eq(creatives.advertiserId, advertiserId),
    q.campaign_id === undefined ? undefined : eq(creatives.campaignId, q.campaign_id),
    q.status ? inArray(creatives.status, q.status) : undefined,
    q.type ? inArray(creatives.type, q.type) : undefined,
  );
  const column = SORT_COLUMNS[q.sort.key];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(creatives)
      .where(where)
      .orderBy(q.sort.descending ? desc(column) : asc(column), desc(creatives.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(creatives).where(where),
  ]);
  return { items: rows.map(toCreative), total: totals[0]?.total ?? 0 };
}

/** GET /resources/creatives: every creative of the advertiser, by campaign, then by name. */
export async function listCreativeItems(
  db: Db,
  advertiserId: number,
  q: CreativeItemsQuery,
): Promise<CreativeItem[]> {
  return db
    .select({
      id: creatives.id,
      name: creatives.name,
      campaign_id: creatives.campaignId,
      status: creatives.status,
    })
    .from(creatives)
    .where(
      and(
        eq(creatives.advertiserId, advertiserId),
        q.campaign_id === undefined ? undefined : eq(creatives.campaignId, q.campaign_id),
      ),
    )
    .orderBy(asc(creatives.campaignId), asc(sql`lower(${creatives.name})`), asc(creatives.id));
}
