import { listOf, postbackSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postbackListKey } from './tracking-keys.ts';

/** GET /api/v1/postbacks: one page of the advertiser's postbacks; `query` is the list's query string. */
export function getPostbacks(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/postbacks', listOf(postbackSchema), { query, signal });
}

export const postbacksQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: postbackListKey(query),
    queryFn: ({ signal }) => getPostbacks(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function usePostbacks(query: Record<string, string>) {
  return useQuery(postbacksQueryOptions(query));
}
