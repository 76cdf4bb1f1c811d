import { type Site, type SiteBody, siteSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** PUT /api/v1/pub/sites/{id}: name, address and category, all replaced. */
export function updateSite({ id, body }: { id: number; body: SiteBody }): Promise<Site> {
  return apiRequest(`/api/v1/pub/sites/${id}`, siteSchema, { method: 'PUT', body });
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    // Zones show their site's name: both lists refresh.
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
