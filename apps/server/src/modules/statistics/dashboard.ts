import {
  addDays,
  BASE_METRICS,
  type BaseMetric,
  type Dashboard,
  dateIn,
  dayNumber,
  deriveMetrics,
  hourLabel,
  type Kpi,
  localHourOf,
  offsetSegments,
  type StatisticsRole,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { comparisonOf } from './comparison.ts';
import { labelsFor } from './labels.ts';
import type { HourRange } from './range.ts';
import { sumsByTime, sumsTotal } from './report.ts';

const ROLE: StatisticsRole = 'advertiser';
export const KPI_METRICS = ['spend', 'impressions', 'clicks', 'ctr', 'conversions', 'ecpm'] as const;
const SERIES_METRICS = ['spend', 'impressions', 'clicks'];
const TOP_METRICS = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'];
const TOP_CAMPAIGNS = 5;
/** Ranges of up to this many days are drawn by the hour. */
const HOURLY_UP_TO_DAYS = 2;

const ZERO = Object.fromEntries(BASE_METRICS.map((m) => [m, 0])) as Record<BaseMetric, number>;

/**
 * Every day (or hour) of the range up to now, so quiet periods are drawn at zero rather than
 * skipped by the line; what has not happened yet is left out.
 */
function timeKeys(range: HourRange, granularity: 'date' | 'hour', now: number): string[] {
  if (granularity === 'date') {
    const today = dateIn(range.tz, now);
    const last = range.to < today ? range.to : today;
    const days = dayNumber(last) - dayNumber(range.from) + 1;
    return Array.from({ length: days }, (_, i) => addDays(range.from, i));
  }
  const keys = new Set<string>();
  const last = Math.min(range.toHour, Math.floor(now / HOUR_MS) + 1);
  // A set: when clocks go back, two UTC hours share a local hour, as they do in the sums.
  for (let h = range.fromHour; h < last; h++) keys.add(hourLabel(localHourOf(h, range.segments)));
  return [...keys];
}

const change = (value: number | null, previous: number | null) =>
  value === null || previous === null || previous === 0 ? null : (value - previous) / previous;

/**
 * The advertiser's home page in one call: KPI tiles against a like period (comparison.ts), spend and impressions over time, the top campaigns by spend, and the request
 * rate (QPS) of the last 24 hours, which is about now whatever range is chosen.
 */
export async function dashboard(
  db: Db,
  advertiserId: number,
  range: HourRange,
  now = Date.now(),
): Promise<Dashboard> {
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  const comparison = comparisonOf(range, now);
  const previousRange = comparison.range;
  const spec = { role: ROLE, scopeId: advertiserId, filters: {} };
  const granularity = days <= HOURLY_UP_TO_DAYS ? 'hour' : 'date';

  const total = async (r: HourRange) =>
    deriveMetrics(ROLE, [...KPI_METRICS], await sumsTotal(db, { ...spec, range: r }));
  const current = await total(range);
  const previous = await total(previousRange);
  const kpis: Kpi[] = KPI_METRICS.map((id) => ({
    id,
    value: current[id] ?? null,
    previous: previous[id] ?? null,
    change: change(current[id] ?? null, previous[id] ?? null),
  }));

  const sums = new Map(
    (await sumsByTime(db, { ...spec, range }, granularity)).map((row) => [String(row.key), row.base]),
  );
  const series = timeKeys(range, granularity, now).map((key) => ({
    key,
    metrics: deriveMetrics(ROLE, SERIES_METRICS, sums.get(key) ?? ZERO),
  }));

  const top = await sumsByTime(db, { ...spec, range }, 'campaign', { sort: 'spend', count: TOP_CAMPAIGNS });
  const ids = new Set(top.map((t) => t.key));
  const label = await labelsFor(db, advertiserId, ['campaign'], new Map([['campaign', ids]]));
  const top_campaigns = top.map((row) => ({
    id: Number(row.key),
    name: label('campaign', row.key) ?? `#${row.key}`,
    metrics: deriveMetrics(ROLE, TOP_METRICS, row.base),
  }));

  return {
    from: range.from,
    to: range.to,
    tz: range.tz,
    previous: {
      from: previousRange.from,
      to: previousRange.to,
      basis: comparison.basis,
      until: comparison.untilHour === null ? null : new Date(comparison.untilHour * HOUR_MS).toISOString(),
    },
    kpis,
    granularity,
    series,
    top_campaigns,
    qps: await lastDayQps(db, advertiserId, range, now),
  };
}

const HOUR_MS = 3_600_000;
const QPS_HOURS = 24;

async function lastDayQps(
  db: Db,
  advertiserId: number,
  range: HourRange,
  now: number,
): Promise<Dashboard['qps']> {
  const toHour = Math.floor(now / HOUR_MS);
  const fromHour = toHour - QPS_HOURS;
  const segments = offsetSegments(range.tz, fromHour, toHour) ?? range.segments;
  const window: HourRange = { ...range, fromHour, toHour, segments };
  const rows = await sumsByTime(
    db,
    { role: ROLE, scopeId: advertiserId, range: window, filters: {} },
    'hour',
  );
  const requests = new Map(rows.map((r) => [r.key, r.base.requests]));
  const series: { key: string; qps: number }[] = [];
  for (let h = fromHour; h < toHour; h++) {
    const key = hourLabel(localHourOf(h, segments));
    series.push({ key, qps: round2((requests.get(key) ?? 0) / 3600) });
  }
  return {
    current: series[series.length - 1]?.qps ?? 0,
    peak: series.reduce((m, s) => Math.max(m, s.qps), 0),
    series,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
