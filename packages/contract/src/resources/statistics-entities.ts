import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/** The three statistics views (spec section 7: statistics_entities/{advertiser,publisher,guest_ssp}). */
export const STATISTICS_ROLES = ['advertiser', 'publisher', 'guest_ssp'] as const;
export type StatisticsRole = (typeof STATISTICS_ROLES)[number];

export const statisticsDimensionSchema = referenceItem({
  name: z.string(),
  group_by: z.boolean(),
  filter: z.boolean(),
  /** Where a filter's choices come from (a /resources list or an /api/v1 list); null: typed in. */
  options: z.string().nullable(),
});
export type StatisticsDimension = z.infer<typeof statisticsDimensionSchema>;

export const statisticsMetricSchema = referenceItem({
  name: z.string(),
  format: z.enum(['integer', 'money', 'percent']),
  description: z.string(),
});
export type StatisticsMetric = z.infer<typeof statisticsMetricSchema>;

export const statisticsEntitiesSchema = z.object({
  /** Spec section 2: the statistics page groups by date unless the query says otherwise. */
  default_group_by: z.string(),
  dimensions: z.array(statisticsDimensionSchema),
  metrics: z.array(statisticsMetricSchema),
});
export type StatisticsEntities = z.infer<typeof statisticsEntitiesSchema>;

type Dim = [id: string, name: string, options: string | null];
/** Date and hour are the time axis: grouped by, never filtered (the date range does that). */
const TIME: Dim[] = [
  ['date', 'Date', null],
  ['hour', 'Hour', null],
];
const dims = (list: Dim[]): StatisticsDimension[] => [
  ...TIME.map(([id, name]) => ({ id, name, group_by: true, filter: false, options: null })),
  ...list.map(([id, name, options]) => ({ id, name, group_by: true, filter: true, options })),
];

const AUDIENCE: Dim[] = [
  ['country', 'Country', '/resources/countries'],
  ['region', 'Region', '/resources/regions'],
  ['os', 'OS', '/resources/os'],
  ['browser', 'Browser', '/resources/browsers'],
  ['device_type', 'Device type', '/resources/device_types'],
  ['connection_type', 'Connection type', '/resources/connection_types'],
  ['carrier', 'Carrier', '/resources/carriers'],
  ['language', 'Language', '/resources/languages'],
  ['ad_format', 'Ad format', '/resources/ad_formats'],
];

const METRICS: Record<string, Omit<StatisticsMetric, 'id'>> = {
  requests: { name: 'Requests', format: 'integer', description: 'Bid requests received.' },
  bids: { name: 'Bids', format: 'integer', description: 'Requests answered with a bid.' },
  wins: { name: 'Wins', format: 'integer', description: 'Auctions won.' },
  win_rate: { name: 'Win rate', format: 'percent', description: 'Wins per bid.' },
  impressions: { name: 'Impressions', format: 'integer', description: 'Ads shown.' },
  fill_rate: { name: 'Fill rate', format: 'percent', description: 'Impressions per request.' },
  clicks: { name: 'Clicks', format: 'integer', description: 'Clicks on ads.' },
  ctr: { name: 'CTR', format: 'percent', description: 'Clicks per impression.' },
  conversions: { name: 'Conversions', format: 'integer', description: 'Conversions reported by postback.' },
  cr: {
    name: 'CR',
    format: 'percent',
    description:
      'Conversions per visit: per click, or per impression for popunders and direct links, which open the landing page without a click.',
  },
  spend: { name: 'Spend', format: 'money', description: 'What the advertiser paid.' },
  revenue: { name: 'Revenue', format: 'money', description: 'What the traffic earned.' },
  ecpm: { name: 'eCPM', format: 'money', description: 'Spend or revenue per thousand impressions.' },
  ecpc: { name: 'eCPC', format: 'money', description: 'Spend per click.' },
  ecpa: { name: 'eCPA', format: 'money', description: 'Spend per conversion.' },
  payout: {
    name: 'Payout',
    format: 'money',
    description: 'What the conversions were worth, as postbacks reported.',
  },
  profit: { name: 'Profit', format: 'money', description: 'Payout minus spend; negative is a loss.' },
  roi: { name: 'ROI', format: 'percent', description: 'Profit per unit of spend; empty without spend.' },
};
const metrics = (ids: (keyof typeof METRICS)[]): StatisticsMetric[] =>
  ids.map((id) => ({ id, ...(METRICS[id] as Omit<StatisticsMetric, 'id'>) }));

/**
 * What each role may group and filter its statistics by and which metrics it sees.
 * Advertisers see their whole funnel, from bid requests to cost per conversion, and what their
 * conversions earned against what they cost (payout, profit, ROI). Publishers
 * see their sites and zones and what they earned, never the advertisers' bids. A guest SSP
 * sees only the traffic it sent us, split by its own tokens.
 */
export const STATISTICS_ENTITIES: Record<StatisticsRole, StatisticsEntities> = {
  advertiser: {
    default_group_by: 'date',
    dimensions: dims([
      ['campaign', 'Campaign', '/api/v1/campaigns'],
      ['creative', 'Creative', '/resources/creatives'],
      ...AUDIENCE,
      ['ssp', 'SSP', '/api/v1/ssp'],
      ['ssp_endpoint', 'SSP endpoint', '/api/v1/ssp_endpoints'],
      ['site', 'Site', null],
      ['zone', 'Zone', null],
    ]),
    // Money and results first, the auction's counts last: what a media buyer reads first (issue 18).
    metrics: metrics([
      'spend',
      'impressions',
      'clicks',
      'ctr',
      'conversions',
      'cr',
      'ecpa',
      'payout',
      'profit',
      'roi',
      'ecpm',
      'ecpc',
      'requests',
      'bids',
      'wins',
      'win_rate',
    ]),
  },
  publisher: {
    default_group_by: 'date',
    dimensions: dims([
      ['site', 'Site', '/api/v1/pub/sites'],
      ['zone', 'Zone', '/api/v1/pub/zones'],
      ...AUDIENCE,
    ]),
    metrics: metrics(['requests', 'impressions', 'fill_rate', 'clicks', 'ctr', 'revenue', 'ecpm']),
  },
  guest_ssp: {
    default_group_by: 'date',
    dimensions: dims([['token', 'Token', '/api/v1/guest_ssp/tokens'], ...AUDIENCE]),
    metrics: metrics([
      'requests',
      'bids',
      'wins',
      'win_rate',
      'impressions',
      'clicks',
      'ctr',
      'revenue',
      'ecpm',
    ]),
  },
};
