import { sspTokenRevokedSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { sspsQueryKey } from './ssp-keys.ts';

/** DELETE /api/v1/ssp/{ssp_id}/token. */
export function revokeSspToken(sspId: number) {
  return apiRequest(`/api/v1/ssp/${sspId}/token`, sspTokenRevokedSchema, { method: 'DELETE' });
}

export function useRevokeSspToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSspToken,
    onSuccess: () => refreshQueries(queryClient, sspsQueryKey),
  });
}
