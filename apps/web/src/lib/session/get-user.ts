import { type User, userSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { getTokenStore } from '../auth/token-store.ts';

export const userQueryKey = ['auth', 'user'] as const;

/** POST /auth/user: the user the bearer token belongs to. */
export function getUser(): Promise<User> {
  return apiRequest('/auth/user', userSchema, { method: 'POST' });
}

/** The signed-in user, or null for a visitor without a token (no call is made then). */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async (): Promise<User | null> => (getTokenStore().get() ? getUser() : null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
