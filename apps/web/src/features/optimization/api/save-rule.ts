import type { BidRuleBody, RuleKind, TrafficRuleBody } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { type AnyRule, RULE_API, rulesQueryKey } from './rule-api.ts';

export type RuleBody = TrafficRuleBody | BidRuleBody;

/** POST the kind's base (a new rule) or PUT /{rule_id} (the whole rule replaced, pausing included). */
export function saveRule(kind: RuleKind, id: number | null, body: RuleBody): Promise<AnyRule> {
  const { base, schema } = RULE_API[kind];
  return apiRequest(id === null ? base : `${base}/${id}`, schema, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });
}

export function useSaveRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RuleBody }) => saveRule(kind, id, body),
    onSuccess: () => refreshQueries(queryClient, rulesQueryKey(kind)),
  });
}
