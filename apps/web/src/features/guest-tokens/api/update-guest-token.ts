import { type GuestToken, type GuestTokenUpdate, guestTokenSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { guestTokensQueryKey } from './guest-token-keys.ts';

/** PUT /api/v1/guest_ssp/tokens/{id}: rename, pause or resume; what is left out stays. */
export function updateGuestToken({ id, ...body }: GuestTokenUpdate & { id: number }): Promise<GuestToken> {
  return apiRequest(`/api/v1/guest_ssp/tokens/${id}`, guestTokenSchema, { method: 'PUT', body });
}

export function useUpdateGuestToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuestToken,
    onSuccess: () => refreshQueries(queryClient, guestTokensQueryKey),
  });
}
