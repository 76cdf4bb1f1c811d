import {
  type BidRule,
  type BidRuleInput,
  fromMicros,
  type RuleKind,
  type TrafficRule,
  type TrafficRuleInput,
  toMicros,
} from '@panel/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { optimizationRules } from '../../db/optimization-schema.ts';

export type RuleRow = typeof optimizationRules.$inferSelect;
export type RuleInput = TrafficRuleInput | BidRuleInput;
export type RuleOut = TrafficRule | BidRule;

/** A rule of this advertiser and kind: every read and write of a rule goes through this. */
export const ownedRule = (advertiserId: number, kind: RuleKind, id: number): SQL =>
  and(
    eq(optimizationRules.advertiserId, advertiserId),
    eq(optimizationRules.kind, kind),
    eq(optimizationRules.id, id),
  ) as SQL;

export const ruleColumns = (body: RuleInput) => ({
  name: body.name,
  status: body.status,
  campaignIds: body.campaign_ids,
  dimension: body.dimension,
  windowUnit: body.window.unit,
  windowValue: body.window.value,
  evidenceMetric: body.min_evidence.metric,
  evidenceValue:
    body.min_evidence.metric === 'spend'
      ? toMicros(body.min_evidence.value)
      : Math.round(body.min_evidence.value),
  conditions: body.conditions,
  conversionDelayHours: body.conversion_delay_hours,
  action: body.action as Record<string, unknown>,
});

/** The stored rule as its kind's body: what a dry run of the saved rule evaluates. */
export function ruleInputOf(row: RuleRow): RuleInput {
  return {
    name: row.name,
    status: row.status,
    campaign_ids: row.campaignIds,
    dimension: row.dimension,
    window: { unit: row.windowUnit, value: row.windowValue },
    min_evidence: {
      metric: row.evidenceMetric,
      value: row.evidenceMetric === 'spend' ? fromMicros(row.evidenceValue) : row.evidenceValue,
    },
    conditions: row.conditions,
    conversion_delay_hours: row.conversionDelayHours,
    action: row.action,
  } as RuleInput;
}

export function toRule(row: RuleRow, actionsTaken: number): RuleOut {
  return {
    id: row.id,
    ...ruleInputOf(row),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    actions_taken: actionsTaken,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as RuleOut;
}
