import { type Campaign, campaignSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignKey } from './campaign-keys.ts';

/** GET /api/v1/campaigns/{id}: the whole campaign with its targeting and creatives. */
export function getCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return apiRequest(`/api/v1/campaigns/${id}`, campaignSchema, { signal });
}

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    // The editor holds its own copy: refetching under it would only fight the user's edits.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `id` null (an address that names no campaign) asks nothing. */
export function useCampaign(id: number | null) {
  return useQuery({ ...campaignQueryOptions(id ?? 0), enabled: id !== null });
}
