import { fromMicros, type RuleCondition, type RuleFigures, type RuleMetric } from '@panel/contract';

/** An item's sums over a window, money in micros, as the cubes hold them. */
export interface ItemSums {
  impressions: number;
  clicks: number;
  /** Clicks, or impressions of formats that open the page without one: what CR counts against. */
  visits: number;
  conversions: number;
  spendMicros: number;
  payoutMicros: number;
  bids: number;
  wins: number;
}

export const emptySums = (): ItemSums => ({
  impressions: 0,
  clicks: 0,
  visits: 0,
  conversions: 0,
  spendMicros: 0,
  payoutMicros: 0,
  bids: 0,
  wins: 0,
});

export function addSums(into: ItemSums, add: ItemSums, sign = 1): void {
  into.impressions += sign * add.impressions;
  into.clicks += sign * add.clicks;
  into.visits += sign * add.visits;
  into.conversions += sign * add.conversions;
  into.spendMicros += sign * add.spendMicros;
  into.payoutMicros += sign * add.payoutMicros;
  into.bids += sign * add.bids;
  into.wins += sign * add.wins;
}

const ratio = (a: number, b: number, scale: number) => (b > 0 ? (a * scale) / b : null);

/** The figures the statistics show, rounded for reading: rates in percent, money in USD. */
export function figuresOf(s: ItemSums): RuleFigures {
  const spend = fromMicros(s.spendMicros);
  const payout = fromMicros(s.payoutMicros);
  const round = (v: number | null, digits = 4) => (v === null ? null : Number(v.toFixed(digits)));
  return {
    spend,
    impressions: s.impressions,
    clicks: s.clicks,
    conversions: s.conversions,
    payout,
    ctr: round(ratio(s.clicks, s.impressions, 100)),
    cr: round(ratio(s.conversions, s.visits, 100)),
    cpa: round(ratio(spend, s.conversions, 1), 6),
    ecpm: round(ratio(spend, s.impressions, 1000), 6),
    roi: round(ratio(payout - spend, spend, 100), 2),
  };
}

/**
 * The value a condition compares. A rate without a base has no value and its condition does not
 * hold, except CPA: an item that spent without converting has an unbounded CPA, so "CPA > $4"
 * catches it as every ad network's rule does.
 */
export function metricValue(s: ItemSums, metric: RuleMetric): number | null {
  const spend = fromMicros(s.spendMicros);
  switch (metric) {
    case 'spend':
      return spend;
    case 'impressions':
      return s.impressions;
    case 'clicks':
      return s.clicks;
    case 'conversions':
      return s.conversions;
    case 'ctr':
      return ratio(s.clicks, s.impressions, 100);
    case 'cr':
      return ratio(s.conversions, s.visits, 100);
    case 'cpa':
      return s.conversions > 0 ? spend / s.conversions : spend > 0 ? Number.POSITIVE_INFINITY : null;
    case 'ecpm':
      return ratio(spend, s.impressions, 1000);
    case 'roi':
      return ratio(fromMicros(s.payoutMicros) - spend, spend, 100);
  }
}

const EPSILON = 1e-9;

export function conditionHolds(s: ItemSums, c: RuleCondition): boolean {
  const v = metricValue(s, c.metric);
  if (v === null) return false;
  switch (c.operator) {
    case 'lt':
      return v < c.value - EPSILON;
    case 'lte':
      return v <= c.value + EPSILON;
    case 'gt':
      return v > c.value + EPSILON;
    case 'gte':
      return v >= c.value - EPSILON;
  }
}

/** Whether the item has the evidence asked for, then whether every condition holds. */
export function ruleMatches(
  s: ItemSums,
  rule: { evidenceMetric: 'spend' | 'impressions'; evidenceValue: number; conditions: RuleCondition[] },
): boolean {
  const evidence = rule.evidenceMetric === 'spend' ? s.spendMicros : s.impressions;
  if (evidence < rule.evidenceValue || evidence <= 0) return false;
  return rule.conditions.every((c) => conditionHolds(s, c));
}
