import { type HandoffResponse, handoffResponseSchema } from '@panel/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /auth/handoff: the publisher area's address with a one-time code that signs it in there. */
export function handoff(): Promise<HandoffResponse> {
  return apiRequest('/auth/handoff', handoffResponseSchema, { method: 'POST' });
}
