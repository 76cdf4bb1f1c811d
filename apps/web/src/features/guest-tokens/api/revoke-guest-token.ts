import { guestTokenRevokedSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { guestTokensQueryKey } from './guest-token-keys.ts';

/** DELETE /api/v1/guest_ssp/tokens/{id}: the secret stops working for good. */
export function revokeGuestToken(id: number) {
  return apiRequest(`/api/v1/guest_ssp/tokens/${id}`, guestTokenRevokedSchema, { method: 'DELETE' });
}

export function useRevokeGuestToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGuestToken,
    onSuccess: () => refreshQueries(queryClient, guestTokensQueryKey),
  });
}
