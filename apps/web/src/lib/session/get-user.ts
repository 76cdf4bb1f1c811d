import type { User } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { getTokenStore } from '../auth/token-store.ts';
import { signInSchemas } from '../sign-in-schemas-on-demand.ts';

export const userQueryKey = ['auth', 'user'] as const;

let pendingSignIn: Promise<unknown> = Promise.resolve();

/**
 * Holds user loads until an `at` sign-in settles, so the user is loaded for the token it brings
 * rather than for the one before it (or for nobody, which would flash the login page).
 */
export function holdUserLoadUntil(signIn: Promise<unknown>): void {
  pendingSignIn = signIn.then(
    () => undefined,
    () => undefined,
  );
}

/** POST /auth/user: the user the bearer token belongs to. */
export function getUser(): Promise<User> {
  return apiRequest(
    '/auth/user',
    signInSchemas().then((s) => s.userSchema),
    { method: 'POST' },
  );
}

/**
 * Runs `load` with the token an `at` sign-in under way brings, once it has settled; null at once
 * for a visitor without a token. What the user check and a page's first call both wait for.
 */
export async function whenSignedIn<T>(load: () => Promise<T>): Promise<T | null> {
  await pendingSignIn;
  return getTokenStore().get() ? load() : null;
}

/** The signed-in user, or null for a visitor: without a token, or with one the server refuses. */
async function loadUser(): Promise<User | null> {
  try {
    return await whenSignedIn(getUser);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: loadUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
