import { HOME_BY_ROLE } from '@panel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { actExchange } from '@/features/auth/api/act-exchange';
import { AT_TOKEN_EVENT } from '@/lib/auth/address-watcher';
import { bootstrapAtLogin } from '@/lib/auth/at-login';
import { getTokenStore } from '@/lib/auth/token-store';
import { holdUserLoadUntil, userQueryKey } from '@/lib/session/get-user';

/**
 * Starts the `at` sign-in (spec section 4) before anything loads the user, and reloads the user
 * whenever a new `at` code shows up later. Returns the cleanup of both.
 */
export function startAtLogin(queryClient: QueryClient): () => void {
  const stopAtLogin = bootstrapAtLogin({
    exchange: (code) => {
      const signIn = actExchange(code).then(({ token, user }) => ({ token, user }));
      holdUserLoadUntil(signIn);
      return signIn;
    },
    store: getTokenStore(),
    session: window.sessionStorage,
    local: window.localStorage,
    homeFor: (role) => HOME_BY_ROLE[role],
    win: window,
    userAgent: window.navigator.userAgent,
  });
  const reloadUser = () => void queryClient.invalidateQueries({ queryKey: userQueryKey });
  window.addEventListener(AT_TOKEN_EVENT, reloadUser);
  return () => {
    stopAtLogin();
    window.removeEventListener(AT_TOKEN_EVENT, reloadUser);
  };
}
