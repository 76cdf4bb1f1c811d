import { type Campaign, type CampaignUpdate, campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { groupsQueryKey } from '@/lib/resources/get-groups';
import { campaignKey, campaignsQueryKey } from './campaign-keys.ts';

export interface CampaignChange {
  id: number;
  body: CampaignUpdate;
}

/** PUT /api/v1/campaigns/{id}: the editor sends every setting and the whole set of creatives. */
export function updateCampaign({ id, body }: CampaignChange): Promise<Campaign> {
  return apiRequest(`/api/v1/campaigns/${id}`, campaignSchema, { method: 'PUT', body });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKey(campaign.id), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
      ]);
    },
  });
}
