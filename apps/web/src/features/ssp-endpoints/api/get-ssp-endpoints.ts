import { listOf, sspEndpointSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endpointListKey } from './ssp-keys.ts';

/** GET /api/v1/ssp_endpoints: one page of the advertiser's endpoints; `query` is the list's query string. */
export function getSspEndpoints(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/ssp_endpoints', listOf(sspEndpointSchema), { query, signal });
}

export const sspEndpointsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: endpointListKey(query),
    queryFn: ({ signal }) => getSspEndpoints(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSspEndpoints(query: Record<string, string>) {
  return useQuery(sspEndpointsQueryOptions(query));
}
