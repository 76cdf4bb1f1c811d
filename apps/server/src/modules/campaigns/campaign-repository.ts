import type { Campaign, CampaignListItem, CampaignListQuery, Paged } from '@panel/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignGroups, campaignProtectedZones, campaigns, creatives } from '../../db/schema.ts';
import { statsOf } from './campaign-list-figures.ts';
import { listFilter, listStatement, valuesOf, withStatsOf } from './campaign-list-statement.ts';
import { type CampaignInsert, type CampaignRow, toCampaign, toListItem } from './campaign-mapper.ts';

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

export async function listCampaigns(
  db: Db,
  advertiserId: number,
  q: CampaignListQuery,
): Promise<Paged<CampaignListItem>> {
  const values = valuesOf(advertiserId, q);
  const rows = await listStatement(db, q).execute(values);
  // Past the last page there is no row to carry the total: count apart, only then.
  const total =
    rows[0]?.totalRows ??
    (q.page > 1
      ? ((await db.select({ total: count() }).from(campaigns).where(listFilter(q)).execute(values))[0]
          ?.total ?? 0)
      : 0);
  const withStats = withStatsOf(q);
  return {
    items: rows.map((r) => {
      const item = toListItem(r, r);
      if (withStats) item.stats = statsOf(r);
      return item;
    }),
    total,
  };
}
