import { listOf, type RuleKind } from '@panel/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type AnyRule, RULE_API, ruleListKey } from './rule-api.ts';

/** GET the kind's list: one page of the advertiser's rules; `query` is the list's query string. */
export function getRules(kind: RuleKind, query: Record<string, string>, signal?: AbortSignal) {
  return apiRequest(RULE_API[kind].base, listOf(RULE_API[kind].schema), { query, signal }) as Promise<{
    items: AnyRule[];
    total: number;
  }>;
}

export const rulesQueryOptions = (kind: RuleKind, query: Record<string, string>) =>
  queryOptions({
    queryKey: ruleListKey(kind, query),
    queryFn: ({ signal }) => getRules(kind, query, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useRules(kind: RuleKind, query: Record<string, string>) {
  return useQuery(rulesQueryOptions(kind, query));
}
