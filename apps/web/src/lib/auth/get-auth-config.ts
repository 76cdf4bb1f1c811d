import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signInSchemas } from '@/lib/sign-in-schemas-on-demand';

/** GET /auth/config: whether the sign-in and sign-up forms must carry a captcha. */
export function getAuthConfig() {
  return apiRequest(
    '/auth/config',
    signInSchemas().then((s) => s.authConfigSchema),
  );
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'config'], queryFn: getAuthConfig, staleTime: Number.POSITIVE_INFINITY });

export function useAuthConfig(options: { enabled: boolean }) {
  return useQuery({ ...authConfigQueryOptions(), enabled: options.enabled });
}
