import {
  BASE_METRICS,
  type BaseMetric,
  deriveMetrics,
  type FilterValue,
  opensWithoutClick,
  roleMetrics,
  type StatisticsReport,
} from '@panel/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUBES } from '../src/db/stats-schema.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { resolveRange } from '../src/modules/statistics/range.ts';
import { pickCube, runReport } from '../src/modules/statistics/report.ts';
import { DRIVERS, useApp } from './helpers.ts';

/**
 * Rollups against a naive sum of the raw events: for random events, groupings, filters and
 * time zones, every report row and the totals must equal what summing the events one by one
 * gives. Each scene is a change of clocks in 2026 (spring: 23-hour days; autumn: 25-hour days;
 * Santiago skips or repeats the hour around midnight; Sydney and Santiago change in April and
 * September/October), with events and report days crowded around it. The reference side finds
 * local days with Intl, independently of the hour arithmetic the server uses.
 */
const SCENES = [
  { tz: 'America/New_York', change: '2026-03-08T07:00:00Z' },
  { tz: 'America/Los_Angeles', change: '2026-03-08T10:00:00Z' },
  { tz: 'Europe/Berlin', change: '2026-03-29T01:00:00Z' },
  { tz: 'Europe/London', change: '2026-10-25T01:00:00Z' },
  { tz: 'America/New_York', change: '2026-11-01T06:00:00Z' },
  { tz: 'Australia/Sydney', change: '2026-04-04T16:00:00Z' },
  { tz: 'Australia/Sydney', change: '2026-10-03T16:00:00Z' },
  { tz: 'America/Santiago', change: '2026-04-05T03:00:00Z' },
  { tz: 'America/Santiago', change: '2026-09-06T04:00:00Z' },
  { tz: 'Asia/Tokyo', change: '2026-03-08T00:00:00Z' },
];
const ZONES = ['UTC', ...new Set(SCENES.map((s) => s.tz))];
const HOUR = 3_600_000;
/** Events fall within four days of the change, half of them within six hours. */
const SPREAD_MS = 4 * 24 * HOUR;

const DIMS = {
  campaign: { field: 'campaignId', values: [1, 2, 3] },
  creative: { field: 'creativeId', values: [11, 12, 21, 31] },
  country: { field: 'country', values: ['US', 'DE', 'BR', ''] },
  os: { field: 'os', values: [1, 2, 3] },
  browser: { field: 'browser', values: [1, 4] },
  device_type: { field: 'deviceType', values: [1, 2, 4] },
  ad_format: { field: 'adFormat', values: ['300x250', 'popunder'] },
  ssp: { field: 'sspId', values: [1, 2] },
  zone: { field: 'zoneId', values: ['z1', 'z2', 'z3'] },
  site: { field: 'siteId', values: ['s1', 's2'] },
} as const;
type Dim = keyof typeof DIMS;
const DIM_NAMES = Object.keys(DIMS) as Dim[];

const eventArb = fc.record({
  kind: fc.constantFrom('request', 'bid', 'win', 'impression', 'click', 'conversion', 'spend' as const),
  at: fc.oneof(
    fc.integer({ min: -SPREAD_MS, max: SPREAD_MS }),
    fc.integer({ min: -6 * HOUR, max: 6 * HOUR }),
  ),
  picks: fc.array(fc.nat(10), { minLength: DIM_NAMES.length, maxLength: DIM_NAMES.length }),
  micros: fc.integer({ min: 1, max: 5_000_000 }),
});

type RawEvent = { kind: TrafficEvent['kind']; at: number; picks: number[]; micros: number };

function toEvent(advertiserId: number, raw: RawEvent): TrafficEvent {
  const e: Record<string, unknown> = { kind: raw.kind, at: raw.at, advertiserId };
  DIM_NAMES.forEach((d, i) => {
    const { field, values } = DIMS[d];
    e[field] = values[(raw.picks[i] ?? 0) % values.length];
  });
  if (raw.kind === 'spend') {
    e.spendMicros = raw.micros;
    e.revenueMicros = Math.floor(raw.micros * 0.7);
  }
  if (raw.kind === 'conversion') e.payoutMicros = raw.micros;
  if (raw.kind === 'request') e.floorMicros = raw.micros;
  return e as unknown as TrafficEvent;
}

const localParts = new Map<string, Intl.DateTimeFormat>();
function localDateHour(tz: string, ms: number): { date: string; hour: string } {
  let f = localParts.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    localParts.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, hour: `${date}T${p.hour}:00` };
}

const METRIC_OF_KIND: Record<string, BaseMetric | undefined> = {
  request: 'requests',
  bid: 'bids',
  win: 'wins',
  impression: 'impressions',
  click: 'clicks',
  conversion: 'conversions',
};

function expected(
  events: TrafficEvent[],
  tz: string,
  from: string,
  to: string,
  groupBy: string[],
  filters: Record<string, FilterValue[]>,
) {
  const groups = new Map<string, { keys: Record<string, unknown>; base: Record<BaseMetric, number> }>();
  const totals = Object.fromEntries(BASE_METRICS.map((m) => [m, 0])) as Record<BaseMetric, number>;
  for (const e of events) {
    const local = localDateHour(tz, e.at);
    if (local.date < from || local.date > to) continue;
    const value = (d: string): unknown =>
      d === 'date'
        ? local.date
        : d === 'hour'
          ? local.hour
          : (e as unknown as Record<string, unknown>)[DIMS[d as Dim].field];
    if (!Object.entries(filters).every(([d, vs]) => vs.includes(value(d) as FilterValue))) continue;
    const keys = Object.fromEntries(groupBy.map((d) => [d, value(d)]));
    const k = JSON.stringify(keys);
    let g = groups.get(k);
    if (!g) {
      g = { keys, base: Object.fromEntries(BASE_METRICS.map((m) => [m, 0])) as Record<BaseMetric, number> };
      groups.set(k, g);
    }
    for (const base of [g.base, totals]) {
      const metric = METRIC_OF_KIND[e.kind];
      if (metric) base[metric] += 1;
      if (e.kind === 'spend') {
        base.spend += e.spendMicros ?? 0;
        base.revenue += e.revenueMicros ?? 0;
      }
      if (e.kind === 'conversion') base.payout += e.payoutMicros ?? 0;
      // A visit: a click, or the impression of a format that opens the page itself.
      const withoutClick = opensWithoutClick(e.adFormat ?? '');
      if ((e.kind === 'impression' && withoutClick) || (e.kind === 'click' && !withoutClick))
        base.visits += 1;
    }
  }
  return { groups, totals };
}

const queryArb = fc.record({
  // Mostly the scene's own zone; sometimes another, whose days cut the events elsewhere.
  otherTz: fc.option(fc.constantFrom(...ZONES), { freq: 4 }),
  // Report days start or end on, before or after the day of the change.
  fromDay: fc.integer({ min: -2, max: 2 }),
  days: fc.integer({ min: 1, max: 4 }),
  groupBy: fc.uniqueArray(fc.constantFrom('date', 'hour', ...DIM_NAMES), { minLength: 1, maxLength: 2 }),
  filterDims: fc.uniqueArray(fc.constantFrom(...DIM_NAMES), { maxLength: 2 }),
  filterPick: fc.nat(100),
});

const dateNear = (change: number, days: number) =>
  new Date(change + days * 24 * HOUR).toISOString().slice(0, 10);
const METRICS = roleMetrics('advertiser');

/**
 * Always tried first: an event every hour from a day and a half before the change to a day and
 * a half after it (and one a millisecond before it), read by date one day at a time over the
 * days around the change, and by hour over two of them, in the scene's zone: a day taken as 24
 * hours or an hour given the offset of the wrong side of the change shows in one of them.
 */
type Query = typeof queryArb extends fc.Arbitrary<infer Q> ? Q : never;
const edgeEvent = (at: number): RawEvent => ({
  kind: 'request',
  at,
  picks: DIM_NAMES.map(() => 0),
  micros: 1,
});
const edgeQuery = (fromDay: number, days: number, groupBy: Query['groupBy']): Query => ({
  otherTz: null,
  fromDay,
  days,
  groupBy,
  filterDims: [],
  filterPick: 0,
});
const EDGE_EXAMPLE: [RawEvent[], number, Query[]] = [
  [edgeEvent(-1), ...Array.from({ length: 73 }, (_, i) => edgeEvent((i - 36) * HOUR))],
  37,
  [
    edgeQuery(-1, 1, ['date']),
    edgeQuery(0, 1, ['date']),
    edgeQuery(1, 1, ['date']),
    edgeQuery(0, 2, ['hour']),
  ],
];

let advertiserSeq = 9_000_000 + (process.pid % 1000) * 1000;

describe.each(DRIVERS)('statistics rollups equal raw sums (%s)', (driver) => {
  const ctx = useApp(driver);

  it.each(SCENES)(
    'for every grouping, filter and time zone around $change in $tz',
    async (scene) => {
      const change = Date.parse(scene.change);
      await fc.assert(
        fc.asyncProperty(
          fc.array(eventArb, { minLength: 1, maxLength: 100 }),
          fc.nat(100),
          fc.array(queryArb, { minLength: 1, maxLength: 4 }),
          async (raws, split, queries) => {
            advertiserSeq += 1;
            const advertiserId = advertiserSeq;
            // The PostgreSQL test database outlives a run: start this advertiser from nothing.
            for (const cube of CUBES.filter((c) => c.scope === 'advertiser'))
              await ctx.database.db.execute(
                sql`delete from ${sql.identifier(cube.name)} where advertiser_id = ${advertiserId}`,
              );
            const events = raws.map((r) => toEvent(advertiserId, { ...r, at: change + r.at }));
            // Two batches: upserts must add to what is there.
            await ingestEvents(ctx.database.db, events.slice(0, split));
            await ingestEvents(ctx.database.db, events.slice(split));
            for (const q of queries) {
              const timeDims = q.groupBy.filter((d) => d === 'date' || d === 'hour');
              if (timeDims.length > 1) continue;
              const tz = q.otherTz ?? scene.tz;
              const from = dateNear(change, q.fromDay);
              const to = dateNear(change, q.fromDay + q.days - 1);
              const filters: Record<string, FilterValue[]> = {};
              for (const d of q.filterDims) {
                const values = DIMS[d].values as readonly FilterValue[];
                filters[d] = [values[q.filterPick % values.length] as FilterValue];
              }
              const spec = {
                role: 'advertiser' as const,
                scopeId: advertiserId,
                range: resolveRange({ from, to, tz }),
                groupBy: q.groupBy,
                filters,
                metrics: METRICS,
                page: 1,
                perPage: 1000,
              };
              if (!pickCube('advertiser', [...q.groupBy, ...q.filterDims])) {
                await expect(runReport(ctx.database.db, spec)).rejects.toMatchObject({ status: 400 });
                continue;
              }
              const report: StatisticsReport = await runReport(ctx.database.db, spec);
              const want = expected(events, tz, from, to, q.groupBy, filters);
              expect(report.total).toBe(want.groups.size);
              const got = new Map(report.rows.map((r) => [JSON.stringify(r.keys), r.metrics]));
              for (const [k, g] of want.groups) {
                expect(got.get(k), `row ${k}`).toEqual(deriveMetrics('advertiser', METRICS, g.base));
              }
              expect(report.totals).toEqual(deriveMetrics('advertiser', METRICS, want.totals));
            }
          },
        ),
        { numRuns: driver === 'pglite' ? 15 : 8, examples: [EDGE_EXAMPLE] },
      );
    },
    120_000,
  );
});
