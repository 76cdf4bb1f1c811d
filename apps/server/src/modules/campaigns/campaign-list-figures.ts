import {
  addDays,
  CAMPAIGN_STATS_KEYS,
  type CampaignListItem,
  type CampaignListQuery,
  type CampaignStatsKey,
  dateIn,
  dayStartHour,
  fromMicros,
} from '@panel/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { statsAdvCampaign } from '../../db/stats-schema.ts';
import { resolveRange } from '../statistics/range.ts';

const cube = statsAdvCampaign as unknown as Record<string, AnyPgColumn>;

export const isStatsKey = (key: string): key is CampaignStatsKey =>
  (CAMPAIGN_STATS_KEYS as readonly string[]).includes(key);

/** The hours a list's figures cover, as the values of figuresSubquery's placeholders. */
export function figureHours(q: CampaignListQuery, now = Date.now()) {
  const range = resolveRange({ from: q.from, to: q.to, tz: q.tz }, now);
  const today = dateIn(q.tz, now);
  const todayFrom = dayStartHour(today, q.tz);
  const todayTo = dayStartHour(addDays(today, 1), q.tz);
  return {
    stFrom: range.fromHour,
    stTo: range.toHour,
    stTodayFrom: todayFrom,
    stTodayTo: todayTo,
    stLow: Math.min(range.fromHour, todayFrom),
    stHigh: Math.max(range.toHour, todayTo),
  };
}

const hourParam = (name: keyof ReturnType<typeof figureHours>) => sql.placeholder(name);

/**
 * The list's figures per campaign, from the campaign cube by its (advertiser, hour) key: spend,
 * impressions, clicks and conversions over the query's range (default the last 7 days) in its
 * time zone, and today's spend there, in one pass over the hours both cover. Joined to the list
 * (left: a campaign without traffic has zeros), so the page can be sorted by any of them. The
 * advertiser and the hours are placeholders (`advertiserId`, figureHours): the statement is
 * prepared once and run with each list's values.
 */
export function figuresSubquery(db: Db) {
  const hour = cube.hour as AnyPgColumn;
  const inRange = sql`${hour} >= ${hourParam('stFrom')} and ${hour} < ${hourParam('stTo')}`;
  const sum = (column: string, when: SQL) =>
    sql<number>`coalesce(sum(${cube[column]}) filter (where ${when}), 0)::float8`;
  return db
    .select({
      campaignId: sql<number>`${cube.campaign_id}`.as('st_campaign'),
      spendMicros: sum('spend_micros', inRange).as('st_spend'),
      impressions: sum('impressions', inRange).as('st_impressions'),
      clicks: sum('clicks', inRange).as('st_clicks'),
      conversions: sum('conversions', inRange).as('st_conversions'),
      todayMicros: sum(
        'spend_micros',
        sql`${hour} >= ${hourParam('stTodayFrom')} and ${hour} < ${hourParam('stTodayTo')}`,
      ).as('st_today'),
    })
    .from(statsAdvCampaign)
    .where(
      and(
        eq(cube.advertiser_id as AnyPgColumn, sql.placeholder('advertiserId')),
        gte(hour, hourParam('stLow')),
        lt(hour, hourParam('stHigh')),
      ),
    )
    .groupBy(cube.campaign_id as AnyPgColumn)
    .as('st');
}

export type Figures = ReturnType<typeof figuresSubquery>;

/** The figures a list row selects from the joined subquery. */
export const figureColumns = (f: Figures) => ({
  stSpend: f.spendMicros,
  stImpressions: f.impressions,
  stClicks: f.clicks,
  stConversions: f.conversions,
  stToday: f.todayMicros,
});

/**
 * Ordering by a figure: campaigns without traffic count as zero, and a rate without a base (CTR
 * without impressions, CPA without conversions) comes last either way.
 */
export function figureOrder(f: Figures, key: CampaignStatsKey, descending: boolean): SQL[] {
  const zero = (column: unknown) => sql`coalesce(${column}, 0)`;
  const value =
    key === 'ctr'
      ? sql`${f.clicks} / nullif(${f.impressions}, 0)`
      : key === 'cpa'
        ? sql`${f.spendMicros} / nullif(${f.conversions}, 0)`
        : key === 'today_spend'
          ? zero(f.todayMicros)
          : zero(
              key === 'spend'
                ? f.spendMicros
                : key === 'impressions'
                  ? f.impressions
                  : key === 'clicks'
                    ? f.clicks
                    : f.conversions,
            );
  return [sql`${value} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`];
}

type FigureRow = {
  stSpend?: number | null;
  stImpressions?: number | null;
  stClicks?: number | null;
  stConversions?: number | null;
  stToday?: number | null;
};

export function statsOf(r: FigureRow): NonNullable<CampaignListItem['stats']> {
  const spendMicros = r.stSpend ?? 0;
  const impressions = r.stImpressions ?? 0;
  const clicks = r.stClicks ?? 0;
  const conversions = r.stConversions ?? 0;
  return {
    spend: fromMicros(spendMicros),
    impressions,
    clicks,
    ctr: impressions > 0 ? clicks / impressions : null,
    conversions,
    cpa: conversions > 0 ? fromMicros(Math.round(spendMicros / conversions)) : null,
    today_spend: fromMicros(r.stToday ?? 0),
  };
}
