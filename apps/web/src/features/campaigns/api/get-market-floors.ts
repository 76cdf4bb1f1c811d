import { bidFloorsSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Days of floors the bid is weighed against. */
export const MARKET_DAYS = 7;

/**
 * GET /api/v1/statistics/bid_floors for one ad format over the last week (UTC): the floors the
 * SSPs asked of this advertiser's traffic, what the market pays for that format.
 */
export const marketFloorsQueryOptions = (adFormat: string) => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (MARKET_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return queryOptions({
    queryKey: ['market-floors', adFormat, from] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/statistics/bid_floors', bidFloorsSchema, {
        query: { from, to, tz: 'UTC', ad_format: adFormat },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
};

export const useMarketFloors = (adFormat: string, enabled: boolean) =>
  useQuery({ ...marketFloorsQueryOptions(adFormat), enabled: enabled && adFormat !== '' });
