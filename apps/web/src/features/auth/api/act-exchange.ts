import { actExchangeBodySchema, type Session, sessionSchema } from '@panel/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/act: trades the one-time code of an `at` link for an acting session. */
export function actExchange(code: string): Promise<Session> {
  return apiRequest('/auth/act', sessionSchema, {
    method: 'POST',
    body: actExchangeBodySchema.parse({ code }),
    skipUnauthorizedHandler: true,
  });
}
