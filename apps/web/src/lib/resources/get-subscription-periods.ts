import { subscriptionPeriodSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/subscription_periods: push subscription age buckets. */
export const subscriptionPeriodsQueryOptions = () =>
  referenceListOptions('subscription_periods', subscriptionPeriodSchema);

export function useSubscriptionPeriods() {
  return useQuery(subscriptionPeriodsQueryOptions());
}
