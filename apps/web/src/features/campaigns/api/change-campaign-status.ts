import { type Campaign, type CampaignStatusAction, campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { campaignKey, campaignsQueryKey } from './campaign-keys.ts';

export interface StatusChange {
  id: number;
  action: CampaignStatusAction;
}

/** PUT /api/v1/campaigns/{id}/status/{start|stop|archive|dearchive}. */
export function changeCampaignStatus({ id, action }: StatusChange): Promise<Campaign> {
  return apiRequest(`/api/v1/campaigns/${id}/status/${action}`, campaignSchema, { method: 'PUT' });
}

export function useChangeCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCampaignStatus,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKey(campaign.id), campaign);
      await refreshQueries(queryClient, campaignsQueryKey);
    },
  });
}
