import { type PubStatusAction, type Site, siteSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** PUT /api/v1/pub/sites/{id}/status/{start|stop|archive}. */
export function changeSiteStatus({ id, action }: { id: number; action: PubStatusAction }): Promise<Site> {
  return apiRequest(`/api/v1/pub/sites/${id}/status/${action}`, siteSchema, { method: 'PUT' });
}

export function useChangeSiteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSiteStatus,
    // Archiving a site archives its zones: the zone lists refresh too.
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
