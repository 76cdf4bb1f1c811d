import type { Campaign, CampaignListItem, CampaignListQuery, Paged } from '@panel/contract';
import { MAX_ID } from '@panel/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignGroups, campaignProtectedZones, campaigns, creatives } from '../../db/schema.ts';
import {
  type Figures,
  figureColumns,
  figureOrder,
  figuresSubquery,
  isStatsKey,
  statsOf,
} from './campaign-list-figures.ts';
import {
  type CampaignInsert,
  type CampaignRow,
  SUMMARY_COLUMNS,
  toCampaign,
  toListItem,
} from './campaign-mapper.ts';

/** Every query here is scoped to one advertiser: a campaign of someone else's is simply not found. */
const owned = (advertiserId: number, id: number) =>
  and(eq(campaigns.advertiserId, advertiserId), eq(campaigns.id, id));

/** `forUpdate` (inside a transaction) holds the row until it ends, so a check made on it stays true. */
export async function findCampaignRow(
  db: Db,
  advertiserId: number,
  id: number,
  forUpdate = false,
): Promise<CampaignRow | undefined> {
  const query = db.select().from(campaigns).where(owned(advertiserId, id));
  const rows = await (forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function loadCampaign(db: Db, advertiserId: number, id: number): Promise<Campaign | undefined> {
  const rows = await db
    .select({ campaign: campaigns, groupName: campaignGroups.name })
    .from(campaigns)
    .leftJoin(campaignGroups, eq(campaignGroups.id, campaigns.groupId))
    .where(owned(advertiserId, id));
  const found = rows[0];
  if (!found) return undefined;
  const [creativeRows, protectedZones] = await Promise.all([
    db.select().from(creatives).where(eq(creatives.campaignId, id)).orderBy(asc(creatives.id)),
    db
      .select()
      .from(campaignProtectedZones)
      .where(eq(campaignProtectedZones.campaignId, id))
      .orderBy(asc(campaignProtectedZones.sspId), asc(campaignProtectedZones.zoneId)),
  ]);
  return toCampaign(found.campaign, { groupName: found.groupName, creatives: creativeRows, protectedZones });
}

export async function insertCampaign(db: Db, values: CampaignInsert): Promise<CampaignRow> {
  const rows = await db.insert(campaigns).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no campaign');
  return row;
}

/** In the statement itself, so two writes that serialise on the row never produce the same version. */
const nextVersion = sql`${campaigns.version} + 1`;

/**
 * A change of what GET shows that is not a column of the campaign (a creative's status, the
 * group's name): only the version moves, so the ETag does. Call it before touching the creative
 * rows: every writer locks the campaign first, then its creatives, and so never deadlocks.
 */
export async function bumpVersion(db: Db, where: SQL): Promise<void> {
  await db.update(campaigns).set({ version: nextVersion }).where(where);
}

export async function updateCampaign(
  db: Db,
  advertiserId: number,
  id: number,
  set: Partial<CampaignInsert>,
): Promise<CampaignRow | undefined> {
  const rows = await db
    .update(campaigns)
    .set({ ...set, updatedAt: new Date(), version: nextVersion })
    .where(owned(advertiserId, id))
    .returning();
  return rows[0];
}

/** Bids sort within their pricing model: a $2 CPC and a $2 CPM are not comparable amounts. */
const SORT_COLUMNS = {
  created_at: [campaigns.createdAt],
  updated_at: [campaigns.updatedAt],
  name: [sql`lower(${campaigns.name})`],
  bid: [campaigns.pricingModel, campaigns.bidMicros],
  status: [campaigns.status],
  id: [campaigns.id],
} as const;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(advertiserId: number, q: CampaignListQuery): SQL | undefined {
  const search = q.search ? q.search : undefined;
  const searchId =
    search && /^\d{1,10}$/.test(search) && Number(search) <= MAX_ID ? Number(search) : undefined;
  return and(
    eq(campaigns.advertiserId, advertiserId),
    q.status ? inArray(campaigns.status, q.status) : ne(campaigns.status, 'archived'),
    q.group_id === undefined
      ? undefined
      : q.group_id === 0
        ? isNull(campaigns.groupId)
        : eq(campaigns.groupId, q.group_id),
    q.ad_format ? inArray(campaigns.adFormat, q.ad_format) : undefined,
    q.pricing_model ? inArray(campaigns.pricingModel, q.pricing_model) : undefined,
    search
      ? or(
          ilike(campaigns.name, likePattern(search)),
          searchId === undefined ? undefined : eq(campaigns.id, searchId),
        )
      : undefined,
  );
}

export async function listCampaigns(
  db: Db,
  advertiserId: number,
  q: CampaignListQuery,
): Promise<Paged<CampaignListItem>> {
  const where = listFilter(advertiserId, q);
  const withStats = q.with_stats === true || isStatsKey(q.sort.key);
  const figures = withStats ? figuresSubquery(db, advertiserId, q) : null;
  const order = isStatsKey(q.sort.key)
    ? figureOrder(figures as Figures, q.sort.key, q.sort.descending)
    : SORT_COLUMNS[q.sort.key].map((column) => (q.sort.descending ? desc(column) : asc(column)));
  const base = db
    .select({
      ...SUMMARY_COLUMNS,
      groupName: campaignGroups.name,
      creatives:
        sql<number>`(select count(*) from ${creatives} where ${creatives}.campaign_id = ${campaigns}.id)`.mapWith(
          Number,
        ),
      activeCreatives:
        sql<number>`(select count(*) from ${creatives} where ${creatives}.campaign_id = ${campaigns}.id and ${creatives}.status = 'active')`.mapWith(
          Number,
        ),
      // The total in the same statement as the page: one round trip per list.
      totalRows: sql<number>`count(*) over ()`.mapWith(Number),
      ...(figures ? figureColumns(figures) : {}),
    })
    .from(campaigns)
    .leftJoin(campaignGroups, eq(campaignGroups.id, campaigns.groupId))
    .$dynamic();
  const joined = figures ? base.leftJoin(figures, eq(figures.campaignId, campaigns.id)) : base;
  const rows = await joined
    .where(where)
    .orderBy(...order, desc(campaigns.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  // Past the last page there is no row to carry the total: count apart, only then.
  const total =
    rows[0]?.totalRows ??
    (q.page > 1 ? ((await db.select({ total: count() }).from(campaigns).where(where))[0]?.total ?? 0) : 0);
  return {
    items: rows.map((r) => {
      const item = toListItem(r, r);
      return figures ? { ...item, stats: statsOf(r as unknown as Parameters<typeof statsOf>[0]) } : item;
    }),
    total,
  };
}
