import { formatCount, formatCpm, formatPercent, formatUsd } from './format.ts';

/** How each KPI of GET /api/v1/dashboard is written: money in USD, rates as fractions. */
const KPI_FORMATS: Record<string, (value: number, locale: string) => string> = {
  spend: formatUsd,
  impressions: formatCount,
  clicks: formatCount,
  ctr: formatPercent,
  conversions: formatCount,
  ecpm: formatCpm,
};

export function formatKpi(id: string, value: number | null, locale: string): string {
  if (value === null) return '—';
  return (KPI_FORMATS[id] ?? formatCount)(value, locale);
}

/**
 * Which way is better, for the colour of a KPI's change. More impressions, clicks, conversions
 * and a higher CTR are good news for an advertiser whatever else moved. Spend and eCPM stay
 * neutral: spend follows the budgets and bids the advertiser chose (more of it is more delivery,
 * not a problem), and eCPM rises with better placements as well as with dearer ones, so a red or
 * green there would pass a judgement the number alone cannot support.
 */
const BETTER_WHEN_UP: ReadonlySet<string> = new Set(['impressions', 'clicks', 'ctr', 'conversions']);

/** Changes smaller than this show as "no change" (the tile rounds to a tenth of a percent). */
const FLAT = 0.0005;

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';
export type ChangeTone = 'good' | 'bad' | 'neutral';

export function changeDirection(change: number | null): ChangeDirection {
  if (change === null) return 'none';
  if (Math.abs(change) < FLAT) return 'flat';
  return change > 0 ? 'up' : 'down';
}

export function changeTone(id: string, change: number | null): ChangeTone {
  const direction = changeDirection(change);
  if (!BETTER_WHEN_UP.has(id) || direction === 'none' || direction === 'flat') return 'neutral';
  return direction === 'up' ? 'good' : 'bad';
}

const nothing = (v: number | null) => v === null || v === 0;

/**
 * Nothing in the period, in the one before it, or in the last 24 hours: most likely an account
 * that has not bought traffic yet, which is told what to do rather than shown a wall of zeros.
 * A quiet period after busy ones still shows its tiles, whose changes say what fell.
 */
export const hasNoTraffic = (d: {
  kpis: { value: number | null; previous: number | null }[];
  qps: { peak: number };
}) => d.kpis.every((k) => nothing(k.value) && nothing(k.previous)) && d.qps.peak === 0;
