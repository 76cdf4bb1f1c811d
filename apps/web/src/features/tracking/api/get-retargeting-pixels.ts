import { listOf, retargetingSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pixelListKey } from './tracking-keys.ts';

/** GET /api/v1/retargeting: one page of the advertiser's retargeting pixels. */
export function getRetargetingPixels(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/retargeting', listOf(retargetingSchema), { query, signal });
}

export const retargetingPixelsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: pixelListKey(query),
    queryFn: ({ signal }) => getRetargetingPixels(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRetargetingPixels(query: Record<string, string>) {
  return useQuery(retargetingPixelsQueryOptions(query));
}
