import { type Site, type SiteBody, siteSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { pubQueryKey } from './pub-keys.ts';

/** POST /api/v1/pub/sites: a new site, active at once. */
export function createSite(body: SiteBody): Promise<Site> {
  return apiRequest('/api/v1/pub/sites', siteSchema, { method: 'POST', body });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: () => refreshQueries(queryClient, pubQueryKey),
  });
}
