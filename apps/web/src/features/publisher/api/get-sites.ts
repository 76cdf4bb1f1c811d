import { listOf, siteSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sitesKey } from './pub-keys.ts';

/** GET /api/v1/pub/sites: one page of the publisher's sites; `query` is the list's query string. */
export function getSites(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/pub/sites', listOf(siteSchema), { query, signal });
}

export const sitesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: sitesKey(query),
    queryFn: ({ signal }) => getSites(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useSites(query: Record<string, string>) {
  return useQuery(sitesQueryOptions(query));
}
