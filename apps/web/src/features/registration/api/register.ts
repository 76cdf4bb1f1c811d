import { type RegistrationMode, registrationResponseSchema } from '@panel/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /register (client) or /register_guest: the body is the parsed registration schema output. */
export function register({ mode, body }: { mode: RegistrationMode; body: Record<string, unknown> }) {
  return apiRequest(mode === 'guest' ? '/register_guest' : '/register', registrationResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
