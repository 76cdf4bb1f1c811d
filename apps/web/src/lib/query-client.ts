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

/**
 * After a change: the queries under `queryKey` are read again. What is on its way is called off
 * first: a query asked for before the change (a search the user just typed) may have been read
 * before it, and TanStack Query does not start a query's first read again when invalidated, it
 * waits for the one under way, so that stale answer would stay (CI, 2026-11-28: a campaign
 * started while its search loaded stayed "Draft"). Every feature's change refreshes its lists
 * through it.
 */
export async function refreshQueries(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
