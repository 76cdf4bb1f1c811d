import { QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_STATUS } from './api-error.ts';

/** Only a lost connection or a server fault is worth one more try; a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return isApiError(error) && (error.status === NETWORK_STATUS || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
