import type { RuleKind } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { RULE_API, rulesQueryKey } from './rule-api.ts';

/** DELETE /{rule_id} (204): the rule stops; what it did stays, undoable from the log. */
export function deleteRule(kind: RuleKind, id: number) {
  return apiRequest(`${RULE_API[kind].base}/${id}`, z.unknown(), { method: 'DELETE' });
}

export function useDeleteRule(kind: RuleKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRule(kind, id),
    onSuccess: () => refreshQueries(queryClient, rulesQueryKey(kind)),
  });
}
