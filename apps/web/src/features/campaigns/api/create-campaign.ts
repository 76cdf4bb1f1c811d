import { type Campaign, type CampaignCreate, campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { groupsQueryKey } from '@/lib/resources/get-groups';
import { campaignKey, campaignsQueryKey } from './campaign-keys.ts';

/** POST /api/v1/campaigns: a new draft with its creatives. */
export function createCampaign(body: CampaignCreate): Promise<Campaign> {
  return apiRequest('/api/v1/campaigns', campaignSchema, { method: 'POST', body });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKey(campaign.id), campaign);
      await Promise.all([
        refreshQueries(queryClient, [...campaignsQueryKey, 'list']),
        refreshQueries(queryClient, groupsQueryKey),
      ]);
    },
  });
}
