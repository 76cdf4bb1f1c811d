import { type BulkStatusBody, type BulkStatusResponse, bulkStatusResponseSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { campaignsQueryKey } from './campaign-keys.ts';

/** PUT /api/v1/campaigns/status: one action for many campaigns; each id gets its own result line. */
export function bulkCampaignStatus(body: BulkStatusBody): Promise<BulkStatusResponse> {
  return apiRequest('/api/v1/campaigns/status', bulkStatusResponseSchema, { method: 'PUT', body });
}

export function useBulkCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCampaignStatus,
    onSuccess: () => refreshQueries(queryClient, campaignsQueryKey),
  });
}
