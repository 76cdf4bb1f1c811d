/**
 * The vocabulary of optimization rules, shared by the rule schemas, the form served at
 * /resources/bid_optimization/form and the evaluator: what a rule judges, over which metrics,
 * with which operators, and for how long it looks back.
 */
export const RULE_KINDS = ['traffic', 'bid'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/**
 * What a rule judges one by one. A traffic rule acts through the campaign's include/exclude
 * lists, a bid rule through its bid_by_* maps, so each kind judges only what it can act on:
 * the campaign has lists for zones, sites, SSPs, SSP endpoints, countries, OS and browsers, and
 * bid maps for zones, sites and countries.
 */
export const RULE_DIMENSIONS = {
  traffic: ['zone', 'site', 'ssp', 'ssp_endpoint', 'country', 'os', 'browser'],
  bid: ['zone', 'site', 'country'],
} as const satisfies Record<RuleKind, readonly string[]>;
export const ALL_RULE_DIMENSIONS = [
  'zone',
  'site',
  'ssp',
  'ssp_endpoint',
  'country',
  'os',
  'browser',
] as const;
export type RuleDimension = (typeof ALL_RULE_DIMENSIONS)[number];

/**
 * Metrics a condition compares, computed the way the statistics compute them: CTR and CR in
 * percent (clicks per impression, conversions per visit: a click, or an impression of a popunder or
 * direct link), CPA and eCPM in USD, ROI in percent of
 * spend ((payout - spend) / spend), only where a payout exists.
 */
export const RULE_METRICS = [
  'spend',
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'cr',
  'cpa',
  'ecpm',
  'roi',
] as const;
export type RuleMetric = (typeof RULE_METRICS)[number];
export const RULE_METRIC_UNITS: Record<RuleMetric, 'money' | 'integer' | 'percent'> = {
  spend: 'money',
  impressions: 'integer',
  clicks: 'integer',
  ctr: 'percent',
  conversions: 'integer',
  cr: 'percent',
  cpa: 'money',
  ecpm: 'money',
  roi: 'percent',
};

export const RULE_OPERATORS = ['lt', 'lte', 'gt', 'gte'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
export const RULE_OPERATOR_SYMBOLS: Record<RuleOperator, string> = { lt: '<', lte: '≤', gt: '>', gte: '≥' };

/** The evidence an item needs in the window before it is judged at all. */
export const RULE_EVIDENCE_METRICS = ['spend', 'impressions'] as const;
export type RuleEvidenceMetric = (typeof RULE_EVIDENCE_METRICS)[number];

export const RULE_WINDOW_UNITS = ['hours', 'days'] as const;
export type RuleWindowUnit = (typeof RULE_WINDOW_UNITS)[number];
/** The look-back: up to 90 days, what the statistics keep by the hour for every dimension. */
export const RULE_WINDOW_MAX = { hours: 720, days: 90 } as const;
/** Hours the rule waits for late conversions: the window ends this long before now. */
export const RULE_CONVERSION_DELAY_MAX_HOURS = 168;

export const RULE_CONDITIONS_MAX = 5;
export const RULE_NAME_MAX = 100;
/** Rules an advertiser may keep of each kind (Zeropark's and RichAds' limits are in the tens). */
export const RULES_MAX = 100;
/** Campaigns one rule may name; empty means all of the advertiser's campaigns. */
export const RULE_CAMPAIGNS_MAX = 500;

export const BID_ACTIONS = ['decrease_percent', 'increase_percent', 'set'] as const;
export type BidActionType = (typeof BID_ACTIONS)[number];
/** A timed exclusion lasts from one hour to 90 days; null excludes for good. */
export const EXCLUDE_HOURS_MAX = 2_160;
/** Days a dry run looks back: the statistics keep every hour for 90 days. */
export const DRY_RUN_DAYS = { min: 1, max: 90, default: 14 } as const;

export const windowHours = (w: { unit: RuleWindowUnit; value: number }) =>
  w.unit === 'days' ? w.value * 24 : w.value;
