import { listOf, ruleActionSchema } from '@panel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** Every action log query lives under this key: an undo anywhere refreshes every log on screen. */
export const actionLogQueryKey = ['optimization-log'] as const;

/**
 * One page of an action log, newest first: a rule's (`/api/v1/…/{rule_id}/actions`) or a
 * campaign's (`/api/v1/campaigns/{campaign_id}/optimization_actions`), as `path` says.
 */
export function getActionLog(path: string, page: number, perPage: number, signal?: AbortSignal) {
  return apiRequest(path, listOf(ruleActionSchema), {
    query: { page: String(page), per_page: String(perPage) },
    signal,
  });
}

export function useActionLog(path: string, page: number, perPage: number) {
  return useQuery({
    queryKey: [...actionLogQueryKey, path, page, perPage] as const,
    queryFn: ({ signal }) => getActionLog(path, page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
