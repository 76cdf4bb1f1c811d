import type { LoginBody, Session } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTokenStore } from '@/lib/auth/token-store';
import { userQueryKey } from '@/lib/session/get-user';
import { signInSchemas } from '@/lib/sign-in-schemas-on-demand';

/** POST /auth/login. A 401 here means wrong credentials, so it must not end a session. */
export async function login(body: LoginBody): Promise<Session> {
  const { loginBodySchema, sessionSchema } = await signInSchemas();
  return apiRequest('/auth/login', sessionSchema, {
    method: 'POST',
    body: loginBodySchema.parse(body),
    skipUnauthorizedHandler: true,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      getTokenStore().setOwn(session.token);
      queryClient.setQueryData(userQueryKey, session.user);
    },
  });
}
