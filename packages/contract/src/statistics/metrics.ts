import type { StatisticsRole } from '../resources/statistics-entities.ts';

/**
 * What the rollups count. Every other metric is a ratio of two of these, computed after
 * summing, so a total row is exact (the CTR of a total is its clicks over its impressions,
 * never an average of CTRs).
 */
export const BASE_METRICS = [
  'requests',
  'bids',
  'wins',
  'impressions',
  'clicks',
  'conversions',
  'spend',
  'revenue',
] as const;
export type BaseMetric = (typeof BASE_METRICS)[number];

/** Money metrics: kept as integer micros, sent as decimal USD (like every amount in the API). */
export const MONEY_METRICS: ReadonlySet<string> = new Set(['spend', 'revenue', 'ecpm', 'ecpc', 'ecpa']);

export interface RatioMetric {
  numerator: BaseMetric;
  denominator: BaseMetric;
  /** eCPM is per thousand impressions. */
  scale: number;
}

/** Ratio metrics by role: eCPM is what the advertiser paid, or what publishers and SSPs earned. */
export function ratioMetrics(role: StatisticsRole): Record<string, RatioMetric> {
  const money: BaseMetric = role === 'advertiser' ? 'spend' : 'revenue';
  return {
    win_rate: { numerator: 'wins', denominator: 'bids', scale: 1 },
    fill_rate: { numerator: 'impressions', denominator: 'requests', scale: 1 },
    ctr: { numerator: 'clicks', denominator: 'impressions', scale: 1 },
    cr: { numerator: 'conversions', denominator: 'clicks', scale: 1 },
    ecpm: { numerator: money, denominator: 'impressions', scale: 1000 },
    ecpc: { numerator: money, denominator: 'clicks', scale: 1 },
    ecpa: { numerator: money, denominator: 'conversions', scale: 1 },
  };
}

export type MetricValues = Record<string, number | null>;

/**
 * Turns summed base metrics (money in micros) into the metrics a role sees: money in USD,
 * ratios as fractions (0.0123 is 1.23 %), null where the denominator is zero.
 */
export function deriveMetrics(
  role: StatisticsRole,
  ids: readonly string[],
  base: Record<BaseMetric, number>,
): MetricValues {
  const ratios = ratioMetrics(role);
  const out: MetricValues = {};
  for (const id of ids) {
    const ratio = ratios[id];
    let value: number | null;
    if (ratio) {
      const d = base[ratio.denominator];
      value = d === 0 ? null : (base[ratio.numerator] * ratio.scale) / d;
    } else value = base[id as BaseMetric] ?? 0;
    out[id] = value !== null && MONEY_METRICS.has(id) ? roundUsd(value / 1_000_000) : value;
  }
  return out;
}

/** USD to six decimals, the precision money is kept in. */
export const roundUsd = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;
