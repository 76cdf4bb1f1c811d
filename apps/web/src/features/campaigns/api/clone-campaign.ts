import { type Campaign, campaignSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { groupsQueryKey } from '@/lib/resources/get-groups';
import { campaignKey, campaignsQueryKey } from './campaign-keys.ts';

/** POST /api/v1/campaigns/{id}/clone: a draft copy named "<name> (copy)". */
export function cloneCampaign(id: number): Promise<Campaign> {
  return apiRequest(`/api/v1/campaigns/${id}/clone`, campaignSchema, { method: 'POST' });
}

export function useCloneCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cloneCampaign,
    onSuccess: async (copy) => {
      queryClient.setQueryData(campaignKey(copy.id), copy);
      await Promise.all([
        refreshQueries(queryClient, campaignsQueryKey),
        // Group counts include the copy.
        refreshQueries(queryClient, groupsQueryKey),
      ]);
    },
  });
}
