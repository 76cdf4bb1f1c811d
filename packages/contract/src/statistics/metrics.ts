import type { StatisticsRole } from '../resources/statistics-entities.ts';

/**
 * What the rollups count. Every other metric is computed from these after summing, so a total
 * row is exact (the CTR of a total is its clicks over its impressions, never an average of
 * CTRs; the ROI of a total is its profit over its spend).
 */
export const BASE_METRICS = [
  'requests',
  'bids',
  'wins',
  'impressions',
  'clicks',
  /**
   * Visits to the landing page: a click, or for formats without one (popunders, direct links,
   * which open the page themselves) an impression. What a conversion rate is counted against.
   */
  'visits',
  'conversions',
  'spend',
  'revenue',
  /** What the advertiser's conversions were worth, as their postbacks reported. */
  'payout',
] as const;
export type BaseMetric = (typeof BASE_METRICS)[number];

/** Money metrics: kept as integer micros, sent as decimal USD (like every amount in the API). */
export const MONEY_METRICS: ReadonlySet<string> = new Set([
  'spend',
  'revenue',
  'payout',
  'profit',
  'ecpm',
  'ecpc',
  'ecpa',
]);

/** (numerator − minus) × scale / denominator, each a summed base metric. */
export interface DerivedMetric {
  numerator: BaseMetric;
  /** Subtracted from the numerator (profit is payout minus spend). */
  minus?: BaseMetric;
  /** Without one, the metric is a difference, never null. */
  denominator?: BaseMetric;
  /** eCPM is per thousand impressions. */
  scale: number;
}

/**
 * Derived metrics by role: eCPM is what the advertiser paid, or what publishers and SSPs
 * earned. Only the advertiser has payouts, so only it has profit and ROI.
 */
const derivedByRole = new Map<StatisticsRole, Readonly<Record<string, DerivedMetric>>>();

/** Made once per role: a report derives every metric of every row through it. */
export function derivedMetrics(role: StatisticsRole): Readonly<Record<string, DerivedMetric>> {
  let derived = derivedByRole.get(role);
  if (!derived) {
    derived = Object.freeze(makeDerivedMetrics(role));
    derivedByRole.set(role, derived);
  }
  return derived;
}

function makeDerivedMetrics(role: StatisticsRole): Record<string, DerivedMetric> {
  const money: BaseMetric = role === 'advertiser' ? 'spend' : 'revenue';
  const advertiser: Record<string, DerivedMetric> = {
    profit: { numerator: 'payout', minus: 'spend', scale: 1 },
    roi: { numerator: 'payout', minus: 'spend', denominator: 'spend', scale: 1 },
  };
  return {
    ...(role === 'advertiser' ? advertiser : {}),
    win_rate: { numerator: 'wins', denominator: 'bids', scale: 1 },
    fill_rate: { numerator: 'impressions', denominator: 'requests', scale: 1 },
    ctr: { numerator: 'clicks', denominator: 'impressions', scale: 1 },
    // Per visit, not per click: pops and direct links have no clicks, and their conversions
    // over clicks read 100 %+ (issue 18). A total mixing formats uses the same definition.
    cr: { numerator: 'conversions', denominator: 'visits', scale: 1 },
    ecpm: { numerator: money, denominator: 'impressions', scale: 1000 },
    ecpc: { numerator: money, denominator: 'clicks', scale: 1 },
    ecpa: { numerator: money, denominator: 'conversions', scale: 1 },
  };
}

export type MetricValues = Record<string, number | null>;

/**
 * Turns summed base metrics (money in micros) into the metrics a role sees: money in USD,
 * ratios as fractions (0.0123 is 1.23 %, an ROI of -0.25 lost a quarter of the spend), null
 * where the denominator is zero.
 */
export function deriveMetrics(
  role: StatisticsRole,
  ids: readonly string[],
  base: Record<BaseMetric, number>,
): MetricValues {
  const derived = derivedMetrics(role);
  const out: MetricValues = {};
  for (const id of ids) {
    const metric = derived[id];
    let value: number | null;
    if (metric) {
      const n = base[metric.numerator] - (metric.minus ? base[metric.minus] : 0);
      const d = metric.denominator ? base[metric.denominator] : 1;
      value = d === 0 ? null : (n * metric.scale) / d;
    } else value = base[id as BaseMetric] ?? 0;
    out[id] = value !== null && MONEY_METRICS.has(id) ? roundUsd(value / 1_000_000) : value;
  }
  return out;
}

/** USD to six decimals, the precision money is kept in. */
export const roundUsd = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;
