import { type Campaign, type CampaignUpdate, campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { refreshQueries } from '@/lib/query-client';
import { groupsQueryKey } from '@/lib/resources/get-groups';
import { campaignKey, campaignsQueryKey } from './campaign-keys.ts';

export interface CampaignChange {
  id: number;
  body: CampaignUpdate;
  /**
   * The version the edit starts from, sent as If-Match: the server answers 412 (and saves
   * nothing) when the campaign has changed since, instead of silently overwriting that change.
   */
  version: number;
}

/** PUT /api/v1/campaigns/{id}: the editor sends every setting and the whole set of creatives. */
export function updateCampaign({ id, body, version }: CampaignChange): Promise<Campaign> {
  return apiRequest(`/api/v1/campaigns/${id}`, campaignSchema, {
    method: 'PUT',
    body,
    headers: { 'If-Match': `"${version}"` },
  });
}

/** The answer to a save whose If-Match no longer names the campaign's current version. */
export const isVersionConflict = (error: unknown): boolean => isApiError(error) && error.status === 412;

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKey(campaign.id), campaign);
      await Promise.all([
        refreshQueries(queryClient, [...campaignsQueryKey, 'list']),
        refreshQueries(queryClient, groupsQueryKey),
      ]);
    },
  });
}
