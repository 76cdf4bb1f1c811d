import { sspListResponseSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sspsQueryKey } from './ssp-keys.ts';

/** GET /api/v1/ssp: every SSP of the advertiser (a short list: one page of 100) and its partner code. */
export function getSsps(signal?: AbortSignal) {
  return apiRequest('/api/v1/ssp', sspListResponseSchema, { query: { per_page: '100' }, signal });
}

export const sspsQueryOptions = () =>
  queryOptions({ queryKey: sspsQueryKey, queryFn: ({ signal }) => getSsps(signal) });

export function useSsps() {
  return useQuery(sspsQueryOptions());
}
