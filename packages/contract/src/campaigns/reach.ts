import { z } from 'zod';
import { scheduleSchema, timeZoneField } from './delivery.ts';
import { AD_FORMAT_CODES, PRICING_MODEL_CODES } from './formats.ts';
import { targetingSchema } from './targeting.ts';

/** The days of traffic an estimate is made from: the last whole week, up to the current hour. */
export const REACH_DAYS = 7;
/**
 * Fewer requests with a floor than this say too little about the market: no bid is suggested
 * from them, and the editor's "far above the market" warning ignores such an SSP.
 */
export const MIN_FLOOR_REQUESTS = 100;

/**
 * What the editor sends to estimate a campaign's reach: the parts of a campaign that decide which
 * requests it may buy, as in a create call (missing targeting dimensions buy everything).
 */
export const reachQuerySchema = z.strictObject({
  ad_format: z.enum(AD_FORMAT_CODES, { error: 'validation.adFormat' }),
  /** The unit of the suggested bid; CPM when left out. */
  pricing_model: z.enum(PRICING_MODEL_CODES, { error: 'validation.pricingModel' }).default('cpm'),
  targeting: targetingSchema.prefault({}),
  schedule: scheduleSchema.nullable().default(null),
  time_zone: timeZoneField().default('UTC'),
});
export type ReachQuery = z.input<typeof reachQuerySchema>;

/**
 * Targeting the estimate cannot count from the hourly rollups (they keep no city, IP, traffic
 * category, subscription age or user), and OS and browser versions (counted by family).
 */
export const REACH_NOT_COUNTED = [
  'cities',
  'ip_ranges',
  'traffic_categories',
  'subscription_periods',
  'retargeting',
  'os_versions',
  'browser_versions',
] as const;
export type ReachNotCounted = (typeof REACH_NOT_COUNTED)[number];

const count = z.number().int().nonnegative();

export const reachEstimateSchema = z.object({
  days: count,
  /** Requests a day of the format, from every source the advertiser's campaigns can buy. */
  format_requests_per_day: count,
  /** Of those, the requests a day that the targeting and the schedule let through. */
  requests_per_day: count,
  /** Targeting that was set but is not in the figure above (it is then an upper bound). */
  not_counted: z.array(z.enum(REACH_NOT_COUNTED)),
  /**
   * A bid range in the pricing model's unit (USD): the median and the 90th percentile of the
   * floors the format's requests carried, per click or conversion at the format's typical rates.
   * `basis` says whose requests: the advertiser's own, or the whole platform's when its own are
   * too few. Null when neither has enough floors.
   */
  bid: z
    .object({
      pricing_model: z.enum(PRICING_MODEL_CODES),
      low: z.number().nonnegative(),
      high: z.number().nonnegative(),
      basis: z.enum(['own', 'platform']),
      requests: count,
    })
    .nullable(),
});
export type ReachEstimate = z.infer<typeof reachEstimateSchema>;
