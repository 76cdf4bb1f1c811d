import { type GuestTokenCreate, type GuestTokenCreated, guestTokenCreatedSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { guestTokensQueryKey } from './guest-token-keys.ts';

/** POST /api/v1/guest_ssp/tokens: the answer holds the secret, which no later call shows again. */
export function createGuestToken(body: GuestTokenCreate): Promise<GuestTokenCreated> {
  return apiRequest('/api/v1/guest_ssp/tokens', guestTokenCreatedSchema, { method: 'POST', body });
}

export function useCreateGuestToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuestToken,
    onSuccess: () => refreshQueries(queryClient, guestTokensQueryKey),
  });
}
