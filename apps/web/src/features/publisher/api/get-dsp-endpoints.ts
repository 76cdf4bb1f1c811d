import { dspEndpointSchema, listOf } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dspEndpointsKey } from './pub-keys.ts';

/** GET /api/v1/pub/dsp_endpoints: where the DSPs buy the publisher's traffic, a page at a time. */
export function getDspEndpoints(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/pub/dsp_endpoints', listOf(dspEndpointSchema), { query, signal });
}

export const dspEndpointsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: dspEndpointsKey(query),
    queryFn: ({ signal }) => getDspEndpoints(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDspEndpoints(query: Record<string, string>) {
  return useQuery(dspEndpointsQueryOptions(query));
}
