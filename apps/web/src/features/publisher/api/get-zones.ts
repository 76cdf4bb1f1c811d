import { listOf, zoneSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { zonesKey } from './pub-keys.ts';

/** GET /api/v1/pub/zones: one page of the publisher's zones, each with its tag. */
export function getZones(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/pub/zones', listOf(zoneSchema), { query, signal });
}

export const zonesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: zonesKey(query),
    queryFn: ({ signal }) => getZones(query, signal),
    placeholderData: keepPreviousData,
  });

export function useZones(query: Record<string, string>) {
  return useQuery(zonesQueryOptions(query));
}
