import { ApiError, NETWORK_STATUS } from './api-error.ts';

type SignInSchemas = typeof import('./sign-in-schemas.ts');

let loading: Promise<SignInSchemas> | undefined;

/**
 * The sign-in schemas, fetched on first use. A failed fetch (offline, a deploy replaced the file)
 * is a network error like any other, and the next call tries again.
 */
export function signInSchemas(): Promise<SignInSchemas> {
  loading ??= import('./sign-in-schemas.ts').catch(() => {
    loading = undefined;
    throw new ApiError('error #network', { status: NETWORK_STATUS });
  });
  return loading;
}
