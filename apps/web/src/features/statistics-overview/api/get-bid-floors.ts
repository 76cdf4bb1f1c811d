import { bidFloorsSchema, type StatisticsRangeQuery } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type BidFloorsQuery = Required<Pick<StatisticsRangeQuery, 'from' | 'to' | 'tz'>>;

/**
 * GET /api/v1/statistics/bid_floors for a whole range. The answer has a row per SSP and ad
 * format, a few dozen at most, so the page asks once per range and filters on the client: the
 * SSP choices then list every SSP of the range, and a filter change needs no round trip. (The
 * server's `ssp` and `ad_format` filters drop whole rows, so the figures are the same.)
 */
export function getBidFloors(query: BidFloorsQuery, signal?: AbortSignal) {
  return apiRequest('/api/v1/statistics/bid_floors', bidFloorsSchema, { query: { ...query }, signal });
}

export const bidFloorsQueryOptions = (query: BidFloorsQuery) =>
  queryOptions({
    queryKey: ['statistics', 'bid_floors', query],
    queryFn: ({ signal }) => getBidFloors(query, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useBidFloors(query: BidFloorsQuery) {
  return useQuery(bidFloorsQueryOptions(query));
}
