import type { RuleKind } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { type AnyRule, RULE_API, rulesQueryKey } from './rule-api.ts';

/** POST /{rule_id}/clone: a paused copy named "<name> (copy)". */
export function cloneRule(kind: RuleKind, id: number): Promise<AnyRule> {
  return apiRequest(`${RULE_API[kind].base}/${id}/clone`, RULE_API[kind].schema, { method: 'POST' });
}

export function useCloneRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cloneRule(kind, id),
    onSuccess: () => refreshQueries(queryClient, rulesQueryKey(kind)),
  });
}
