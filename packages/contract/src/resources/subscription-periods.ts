import { z } from 'zod';
import { referenceItem } from '../fields.ts';

export const subscriptionPeriodSchema = referenceItem({
  name: z.string(),
  code: z.string(),
  /** Age of a push subscription in whole days, from `min_days` up to but not including `max_days`. */
  min_days: z.number().int().nonnegative(),
  max_days: z.number().int().positive().nullable(),
});
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;

/**
 * Push traffic is targeted by how long ago the user subscribed: fresh subscribers click far
 * more, so PropellerAds, RichAds and Zeropark sell age buckets like these. The last bucket
 * has no upper end.
 */
export const SUBSCRIPTION_PERIODS: readonly SubscriptionPeriod[] = [
  { id: 1, name: 'Under 1 day', code: 'd0_1', min_days: 0, max_days: 1 },
  { id: 2, name: '1 to 3 days', code: 'd1_3', min_days: 1, max_days: 3 },
  { id: 3, name: '3 to 7 days', code: 'd3_7', min_days: 3, max_days: 7 },
  { id: 4, name: '7 to 14 days', code: 'd7_14', min_days: 7, max_days: 14 },
  { id: 5, name: '14 to 30 days', code: 'd14_30', min_days: 14, max_days: 30 },
  { id: 6, name: '30 to 90 days', code: 'd30_90', min_days: 30, max_days: 90 },
  { id: 7, name: '90 days and older', code: 'd90_plus', min_days: 90, max_days: null },
];
