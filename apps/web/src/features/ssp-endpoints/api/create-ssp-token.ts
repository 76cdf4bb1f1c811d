import { sspTokenCreatedSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { sspsQueryKey } from './ssp-keys.ts';

/** POST /api/v1/ssp/{ssp_id}/token: the only answer that holds the secret; it replaces the old token. */
export function createSspToken(sspId: number) {
  return apiRequest(`/api/v1/ssp/${sspId}/token`, sspTokenCreatedSchema, { method: 'POST' });
}

export function useCreateSspToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSspToken,
    onSuccess: () => refreshQueries(queryClient, sspsQueryKey),
  });
}
