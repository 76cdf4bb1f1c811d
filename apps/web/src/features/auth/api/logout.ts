import { logoutResponseSchema } from '@panel/contract';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { logoutCleanup } from '@/lib/auth/at-login';
import { getTokenStore } from '@/lib/auth/token-store';
import { userQueryKey } from '@/lib/session/get-user';

/** POST /auth/logout: revokes the session on the server. */
export function logout() {
  return apiRequest('/auth/logout', logoutResponseSchema, { method: 'POST' });
}

/**
 * Signs out locally whatever the server answers: a session the server could not revoke
 * (already expired, offline) must still leave this browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      logoutCleanup({ session: window.sessionStorage, local: window.localStorage });
      getTokenStore().clear();
      // The user entry stays (as null) because the app shell observes it; every other cache goes.
      queryClient.setQueryData(userQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(userQueryKey) });
    },
  });
}
