import { campaignListItemSchema, listOf } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignListKey } from './campaign-keys.ts';

/** GET /api/v1/campaigns: one page of the caller's campaigns; `query` is the list's query string. */
export function getCampaigns(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/campaigns', listOf(campaignListItemSchema), { query, signal });
}

export const campaignsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: campaignListKey(query),
    queryFn: ({ signal }) => getCampaigns(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useCampaigns(query: Record<string, string>) {
  return useQuery(campaignsQueryOptions(query));
}
