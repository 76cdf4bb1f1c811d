import type { RuleKind } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type AnyRule, RULE_API, ruleKey } from './rule-api.ts';

/** GET the kind's /{rule_id}: one rule, for the editor opened from the address. */
export function getRule(kind: RuleKind, id: number, signal?: AbortSignal): Promise<AnyRule> {
  return apiRequest(`${RULE_API[kind].base}/${id}`, RULE_API[kind].schema, { signal });
}

export const ruleQueryOptions = (kind: RuleKind, id: number) =>
  queryOptions({ queryKey: ruleKey(kind, id), queryFn: ({ signal }) => getRule(kind, id, signal) });

export function useRule(kind: RuleKind, id: number | null) {
  return useQuery({ ...ruleQueryOptions(kind, id ?? 0), enabled: id !== null });
}
