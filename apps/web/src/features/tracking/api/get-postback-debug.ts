import { postbackDebugSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postbackDebugKey } from './tracking-keys.ts';

/** GET /api/v1/postbacks/{id}/debug: the URL a recent click would call, and the last calls received. */
export function getPostbackDebug(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/v1/postbacks/${id}/debug`, postbackDebugSchema, { signal });
}

export const postbackDebugQueryOptions = (id: number) =>
  queryOptions({
    queryKey: postbackDebugKey(id),
    queryFn: ({ signal }) => getPostbackDebug(id, signal),
  });

export function usePostbackDebug(id: number) {
  return useQuery(postbackDebugQueryOptions(id));
}
