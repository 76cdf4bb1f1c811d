import { type DeliveryReport, deliveryReportSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { campaignsQueryKey } from './campaign-keys.ts';

/** Under the campaigns' key: a status change or a save (which invalidate it) asks for fresh advice. */
export const campaignDeliveryKey = (id: number) => [...campaignsQueryKey, 'delivery', id] as const;

/** How often the open drawer asks again: the bidders add their counts every few seconds. */
export const DELIVERY_REFRESH_MS = 30_000;

/** GET /api/v1/campaigns/{id}/delivery: the delivery funnel of the last hour and its advice. */
export function getCampaignDelivery(id: number, signal?: AbortSignal): Promise<DeliveryReport> {
  return apiRequest(`/api/v1/campaigns/${id}/delivery`, deliveryReportSchema, { signal });
}

export const campaignDeliveryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: campaignDeliveryKey(id),
    queryFn: ({ signal }) => getCampaignDelivery(id, signal),
    refetchInterval: DELIVERY_REFRESH_MS,
    // Figures of a drawer closed a while ago are old news: opening it again asks the server.
    staleTime: 0,
  });

/** Asks only while `open`, and again every DELIVERY_REFRESH_MS as long as it stays open. */
export function useCampaignDelivery(id: number, open: boolean) {
  return useQuery({ ...campaignDeliveryQueryOptions(id), enabled: open });
}
