import { guestTokenListResponseSchema } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestTokenListKey } from './guest-token-keys.ts';

/** GET /api/v1/guest_ssp/tokens: one page of the guest's tokens and the bid URLs; `query` is the list's query string. */
export function getGuestTokens(query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest('/api/v1/guest_ssp/tokens', guestTokenListResponseSchema, { query, signal });
}

export const guestTokensQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: guestTokenListKey(query),
    queryFn: ({ signal }) => getGuestTokens(query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useGuestTokens(query: Record<string, string>) {
  return useQuery(guestTokensQueryOptions(query));
}
