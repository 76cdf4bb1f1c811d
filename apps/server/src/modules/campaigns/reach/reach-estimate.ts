import {
  familyOf,
  MIN_FLOOR_REQUESTS,
  REACH_DAYS,
  type ReachEstimate,
  type reachQuerySchema,
  roundUsd,
} from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { scheduleOf } from '../../bidder/campaign-entry.ts';
import { typicalEventRate } from '../../bidder/history-estimate.ts';
import { computeLocalTime } from '../../bidder/local-time.ts';
import { type FloorBucket, floorQuantile } from '../../statistics/floors.ts';
import { allOf, passesList, reachConditions } from './reach-conditions.ts';

/**
 * How many requests a day a campaign could buy, and what to bid for them (issue 18 point 9),
 * from the last REACH_DAYS days of the hourly rollups (docs/campaigns.md, "Reach estimate"):
 *
 * - Requests are what the campaign could buy: its advertiser's own SSP endpoints and guest tokens
 *   (the advertiser's cubes) and the platform's publisher zones, which every campaign may buy
 *   (the publishers' cubes, every active site's). Another advertiser's SSP traffic is never counted.
 * - The audience targeting is counted exactly, hour by hour, so the weekly schedule applies in the
 *   campaign's time zone. SSPs, endpoints, sites and zones live in a different cube than the
 *   audience: they are applied as the share of the format's requests (in the targeted countries)
 *   they keep, as if the two were independent.
 * - Targeting the rollups do not keep (cities, IPs, ...) is listed as not counted.
 */

type Query = z.output<typeof reachQuerySchema>;
const HOUR_MS = 3_600_000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface HourRow {
  hour: number;
  matching: number;
  total: number;
}
interface ShareRow {
  matching: number | null;
  total: number | null;
}

/** The share of `total` that `matching` keeps; 1 without a condition, 0 without traffic. */
async function share(db: Db, condition: SQL | null, from: SQL, where: SQL): Promise<number> {
  if (condition === null) return 1;
  const [row] = await rowsOf<ShareRow>(
    db,
    sql`select (sum(requests) filter (where ${condition}))::float8 as matching, sum(requests)::float8 as total
      from ${from} where ${where}`,
  );
  const total = Number(row?.total ?? 0);
  return total > 0 ? Number(row?.matching ?? 0) / total : 0;
}

async function floorBuckets(db: Db, where: SQL): Promise<FloorBucket[]> {
  return rowsOf<FloorBucket>(
    db,
    sql`select bucket, sum(requests)::float8 as requests, min(min_micros)::float8 as min_micros,
        max(max_micros)::float8 as max_micros
      from stats_floors where ${where} group by bucket order by bucket`,
  );
}

/** A suggestion needs no micro-dollars: three significant digits ($1.08, $0.0391). */
const suggested = (usd: number) => (usd > 0 ? roundUsd(Number(usd.toPrecision(3))) : 0);

/** The median and p90 floor of the advertiser's requests, else of the platform's. */
async function bidRange(db: Db, advertiserId: number, q: Query, window: SQL, ssp: SQL | null) {
  for (const basis of ['own', 'platform'] as const) {
    const owner = basis === 'own' ? sql`advertiser_id = ${advertiserId}` : null;
    const buckets = await floorBuckets(db, allOf([owner, window, ssp]));
    const requests = buckets.reduce((n, b) => n + Number(b.requests), 0);
    if (requests < MIN_FLOOR_REQUESTS) continue;
    // A floor is per thousand impressions; per click or conversion it is worth that much less.
    const rate = typicalEventRate(q.pricing_model, familyOf(q.ad_format) ?? '');
    const unit = (micros: number) => suggested((rate === null ? micros : micros / 1000 / rate) / 1_000_000);
    return {
      pricing_model: q.pricing_model,
      low: unit(floorQuantile(buckets, requests, 0.5)),
      high: unit(floorQuantile(buckets, requests, 0.9)),
      basis,
      requests,
    };
  }
  return null;
}

export async function estimateReach(
  db: Db,
  advertiserId: number,
  q: Query,
  now = Date.now(),
): Promise<ReachEstimate> {
  const toHour = Math.floor(now / HOUR_MS);
  const fromHour = toHour - REACH_DAYS * 24;
  const c = reachConditions(q.targeting, familyOf(q.ad_format));
  const window = sql`hour >= ${fromHour} and hour < ${toHour} and ad_format = ${q.ad_format}`;
  const own = sql`advertiser_id = ${advertiserId}`;
  const s = c.supply;

  const byHour = (table: string, owner: SQL | null, matching: SQL) =>
    rowsOf<HourRow>(
      db,
      sql`select hour, coalesce(sum(requests) filter (where ${matching}), 0)::float8 as matching,
          sum(requests)::float8 as total
        from ${sql.raw(table)} where ${allOf([owner, window])} group by hour`,
    );
  // The platform's zones have no SSP and no endpoint (0): a list of either may shut them out.
  const zonesBuyable = passesList(q.targeting.ssps, 0) && passesList(q.targeting.ssp_endpoints, 0);
  // Zones of active sites only: what the bidder offers. The publisher condition lets the planner
  // read each publisher's hours by the cube's key rather than every publisher's history.
  const liveSites = sql`publisher_id in (select publisher_id from publisher_sites where status = 'active')
    and site_id in (select id::text from publisher_sites where status = 'active')`;
  const [ownHours, zoneHours, ownShare, zoneShare, bid] = await Promise.all([
    byHour('stats_adv_audience', own, allOf(c.audience)),
    byHour('stats_pub_audience', liveSites, zonesBuyable ? allOf([...c.audience, s.site]) : sql`false`),
    share(
      db,
      s.ssp || s.endpoint || s.site || s.zone ? allOf([s.ssp, s.endpoint, s.site, s.zone]) : null,
      sql.raw('stats_adv_supply'),
      allOf([own, window, c.country]),
    ),
    share(db, s.zone, sql.raw('stats_pub_supply'), allOf([liveSites, window, c.country, s.site])),
    bidRange(db, advertiserId, q, window, s.ssp),
  ]);

  const flags = scheduleOf(q.schedule);
  let matching = 0;
  let total = 0;
  const add = (rows: readonly HourRow[], kept: number) => {
    for (const row of rows) {
      total += Number(row.total);
      if (flags) {
        const local = computeLocalTime(q.time_zone, Number(row.hour) * HOUR_MS);
        if (flags[local.weekday * 24 + local.hour] !== 1) continue;
      }
      matching += Number(row.matching) * kept;
    }
  };
  add(ownHours, ownShare);
  add(zoneHours, zoneShare);
  return {
    days: REACH_DAYS,
    format_requests_per_day: Math.round(total / REACH_DAYS),
    requests_per_day: Math.round(matching / REACH_DAYS),
    not_counted: c.notCounted,
    bid,
  };
}
