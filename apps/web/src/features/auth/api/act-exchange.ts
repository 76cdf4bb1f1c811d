import type { Session } from '@panel/contract';
import { apiRequest } from '@/lib/api-client';
import { signInSchemas } from '@/lib/sign-in-schemas-on-demand';

/** POST /auth/act: trades the one-time code of an `at` link for an acting session. */
export async function actExchange(code: string): Promise<Session> {
  const { actExchangeBodySchema, sessionSchema } = await signInSchemas();
  return apiRequest('/auth/act', sessionSchema, {
    method: 'POST',
    body: actExchangeBodySchema.parse({ code }),
    skipUnauthorizedHandler: true,
  });
}
