import { findStatsCube, type RuleDimension } from '@panel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CUBE_DIMENSION_COLUMNS } from '../../db/stats-schema.ts';
import type { ItemSums } from './figures.ts';

export interface ItemRow extends ItemSums {
  campaignId: number;
  item: string;
  /** Only when asked for by the hour (the dry run). */
  hour: number;
}

export interface ItemQuery {
  advertiserId: number;
  /** Null: every campaign of the advertiser. */
  campaignIds: number[] | null;
  dimension: RuleDimension;
  fromHour: number;
  toHour: number;
  byHour: boolean;
  /** Campaigns judged from a later hour than fromHour (their traffic optimizer was reset). */
  startsAt?: Map<number, number>;
}

/**
 * An advertiser's figures per campaign and item over [fromHour, toHour), read from the smallest
 * cube that holds the campaign and the dimension (country: stats_adv_country; zone, site:
 * stats_adv_supply; OS, browser: stats_adv_audience) by its primary key's prefix (advertiser,
 * hour). Items the source did not name ('' or 0) are left out: there is nothing to exclude.
 */
export async function loadItemSums(db: Db, q: ItemQuery): Promise<ItemRow[]> {
  const cube = findStatsCube('advertiser', ['campaign', q.dimension]);
  if (!cube) throw new Error(`no cube holds campaign and ${q.dimension}`);
  const { column, type } = CUBE_DIMENSION_COLUMNS[q.dimension];
  const item = sql.identifier(column);
  const named = type === 'int' ? sql`${item} <> 0` : sql`${item} <> ''`;
  const campaigns =
    q.campaignIds === null
      ? sql``
      : sql` and campaign_id in (${sql.join(
          q.campaignIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  if (q.campaignIds !== null && q.campaignIds.length === 0) return [];
  const hour = q.byHour ? sql`hour` : sql`0`;
  const later = [...(q.startsAt ?? new Map<number, number>())];
  const start =
    later.length === 0
      ? sql`${q.fromHour}`
      : sql`case campaign_id ${sql.join(
          later.map(([id, h]) => sql`when ${id}::int then ${Math.max(h, q.fromHour)}::int`),
          sql` `,
        )} else ${q.fromHour}::int end`;
  const result = (await db.execute(sql`
    select campaign_id as "campaignId", ${item}::text as item, ${hour}::int as hour,
      sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks, sum(visits)::float8 as visits,
      sum(conversions)::float8 as conversions, sum(spend_micros)::float8 as "spendMicros",
      sum(payout_micros)::float8 as "payoutMicros", sum(bids)::float8 as bids, sum(wins)::float8 as wins
    from ${sql.identifier(cube.name)}
    where advertiser_id = ${q.advertiserId} and hour >= ${q.fromHour} and hour >= ${start} and hour < ${q.toHour}
      and ${named}${campaigns}
    group by 1, 2, 3`)) as unknown as { rows: ItemRow[] };
  return result.rows;
}

export const HOUR_MS = 3_600_000;
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);
