import { dryRunResultSchema, type RuleKind } from '@panel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RULE_API, rulesQueryKey } from './rule-api.ts';
import type { RuleBody } from './save-rule.ts';

/**
 * POST /{rule_id}/dry_run, or /dry_run for a rule not saved yet: the rule as the editor holds it,
 * tried on the past `days`. Nothing changes on the server, so it is read like a query.
 */
export function dryRunRule(
  kind: RuleKind,
  id: number | null,
  days: number,
  rule: RuleBody,
  signal?: AbortSignal,
) {
  const { base } = RULE_API[kind];
  return apiRequest(id === null ? `${base}/dry_run` : `${base}/${id}/dry_run`, dryRunResultSchema, {
    method: 'POST',
    body: { days, rule },
    signal,
  });
}

/** The dry run of `rule` once asked for (`rule` null: the form has errors, nothing is asked). */
export function useDryRun(kind: RuleKind, id: number | null, days: number, rule: RuleBody | null) {
  return useQuery({
    queryKey: [...rulesQueryKey(kind), 'dry-run', id, days, rule] as const,
    queryFn: ({ signal }) => dryRunRule(kind, id, days, rule as RuleBody, signal),
    enabled: rule !== null,
    // The last answer stays while the changed rule is tried, so the figures do not blink away.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
