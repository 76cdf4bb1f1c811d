import { z } from 'zod';
import { idField, idParam } from '../campaigns/ids.ts';
import { pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { bidField } from '../campaigns/money.ts';
import { requiredText } from '../fields.ts';
import {
  BID_ACTIONS,
  EXCLUDE_HOURS_MAX,
  RULE_CAMPAIGNS_MAX,
  RULE_CONDITIONS_MAX,
  RULE_CONVERSION_DELAY_MAX_HOURS,
  RULE_DIMENSIONS,
  RULE_EVIDENCE_METRICS,
  RULE_METRICS,
  RULE_NAME_MAX,
  RULE_OPERATORS,
  RULE_WINDOW_MAX,
  RULE_WINDOW_UNITS,
} from './rule-fields.ts';

export const RULE_STATUSES = ['active', 'paused'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A metric's threshold: USD for money, percent for rates, a count for counts; never negative except ROI. */
const conditionSchema = z.strictObject({
  metric: z.enum(RULE_METRICS, { error: 'validation.ruleMetric' }),
  operator: z.enum(RULE_OPERATORS, { error: 'validation.ruleOperator' }),
  value: z
    .number({ error: 'validation.ruleValue' })
    .min(-100, 'validation.ruleValue')
    .max(1_000_000_000, 'validation.ruleValue'),
});
export type RuleCondition = z.infer<typeof conditionSchema>;

const windowSchema = z
  .strictObject({
    unit: z.enum(RULE_WINDOW_UNITS, { error: 'validation.ruleWindow' }),
    value: wholeNumber(1, RULE_WINDOW_MAX.hours, 'validation.ruleWindow'),
  })
  .refine((w) => w.value <= RULE_WINDOW_MAX[w.unit], { message: 'validation.ruleWindow', path: ['value'] });

const evidenceSchema = z.strictObject({
  metric: z.enum(RULE_EVIDENCE_METRICS, { error: 'validation.ruleEvidence' }),
  value: z
    .number({ error: 'validation.ruleEvidence' })
    .min(0, 'validation.ruleEvidence')
    .max(1_000_000_000, 'validation.ruleEvidence'),
});

/** Fields both kinds share. */
const common = {
  name: requiredText(RULE_NAME_MAX),
  status: z.enum(RULE_STATUSES, { error: 'validation.invalid' }).default('active'),
  /** The caller's own campaigns; empty: all of them, also those created later. */
  campaign_ids: z
    .array(idField(), { error: 'validation.list' })
    .max(RULE_CAMPAIGNS_MAX, 'validation.listTooLong')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  window: windowSchema,
  min_evidence: evidenceSchema,
  conditions: z
    .array(conditionSchema, { error: 'validation.list' })
    .min(1, 'validation.ruleConditions')
    .max(RULE_CONDITIONS_MAX, 'validation.ruleConditions'),
  conversion_delay_hours: wholeNumber(
    0,
    RULE_CONVERSION_DELAY_MAX_HOURS,
    'validation.conversionDelay',
  ).default(0),
};

export const trafficActionSchema = z.strictObject({
  type: z.literal('exclude', { error: 'validation.ruleAction' }),
  /** Hours the exclusion lasts; null: for good (until undone or reset). */
  duration_hours: wholeNumber(1, EXCLUDE_HOURS_MAX, 'validation.excludeHours').nullable().default(null),
});
export type TrafficAction = z.infer<typeof trafficActionSchema>;

export const bidActionSchema = z
  .strictObject({
    type: z.enum(BID_ACTIONS, { error: 'validation.ruleAction' }),
    /** Percent for decrease/increase (1 to 100 / 1 to 1,000), the new bid in USD for `set`. */
    value: z.number({ error: 'validation.ruleActionValue' }).positive('validation.ruleActionValue'),
    /** The rule never takes a bid below `min_bid` or above `max_bid` (USD, the campaign's pricing unit). */
    min_bid: bidField().nullable().default(null),
    max_bid: bidField().nullable().default(null),
  })
  .superRefine((a, ctx) => {
    const max = a.type === 'decrease_percent' ? 99 : a.type === 'increase_percent' ? 1_000 : undefined;
    if (max !== undefined && a.value > max)
      ctx.addIssue({ code: 'custom', message: 'validation.ruleActionValue', path: ['value'] });
    if (a.type === 'set' && !bidField().safeParse(a.value).success)
      ctx.addIssue({ code: 'custom', message: 'validation.bid', path: ['value'] });
    if (a.min_bid !== null && a.max_bid !== null && a.min_bid > a.max_bid)
      ctx.addIssue({ code: 'custom', message: 'validation.bidRange', path: ['max_bid'] });
  });
export type BidAction = z.infer<typeof bidActionSchema>;

/** POST and PUT /api/v1/traffic_optimization_rules: the whole rule each time. */
export const trafficRuleBodySchema = z.strictObject({
  ...common,
  dimension: z.enum(RULE_DIMENSIONS.traffic, { error: 'validation.ruleDimension' }),
  action: trafficActionSchema,
});
export type TrafficRuleBody = z.input<typeof trafficRuleBodySchema>;
export type TrafficRuleInput = z.output<typeof trafficRuleBodySchema>;

/** POST and PUT /api/v1/bid_optimization/rules. */
export const bidRuleBodySchema = z.strictObject({
  ...common,
  dimension: z.enum(RULE_DIMENSIONS.bid, { error: 'validation.ruleDimension' }),
  action: bidActionSchema,
});
export type BidRuleBody = z.input<typeof bidRuleBodySchema>;
export type BidRuleInput = z.output<typeof bidRuleBodySchema>;

const ruleOut = {
  id: z.number().int(),
  name: z.string(),
  status: z.enum(RULE_STATUSES),
  campaign_ids: z.array(z.number().int()),
  window: z.object({ unit: z.enum(RULE_WINDOW_UNITS), value: z.number().int() }),
  min_evidence: z.object({ metric: z.enum(RULE_EVIDENCE_METRICS), value: z.number() }),
  conditions: z.array(
    z.object({ metric: z.enum(RULE_METRICS), operator: z.enum(RULE_OPERATORS), value: z.number() }),
  ),
  conversion_delay_hours: z.number().int(),
  /** When the evaluator last judged this rule, and the actions it has taken in all (undone ones too). */
  last_run_at: z.string().nullable(),
  actions_taken: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const trafficRuleSchema = z.object({
  ...ruleOut,
  dimension: z.enum(RULE_DIMENSIONS.traffic),
  action: z.object({ type: z.literal('exclude'), duration_hours: z.number().int().nullable() }),
});
export type TrafficRule = z.infer<typeof trafficRuleSchema>;

export const bidRuleSchema = z.object({
  ...ruleOut,
  dimension: z.enum(RULE_DIMENSIONS.bid),
  action: z.object({
    type: z.enum(BID_ACTIONS),
    value: z.number(),
    min_bid: z.number().nullable(),
    max_bid: z.number().nullable(),
  }),
});
export type BidRule = z.infer<typeof bidRuleSchema>;

export const RULE_SORT_KEYS = ['created_at', 'name', 'id', 'last_run_at'] as const;

/** GET of either list. `search` matches the name, or the id when a number. */
export const ruleListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(RULE_SORT_KEYS, '-created_at'),
  search: searchQuery(),
  status: z.enum(RULE_STATUSES, { error: 'validation.invalid' }).optional(),
});
export type RuleListQuery = z.output<typeof ruleListQuerySchema>;

export const ruleIdParamsSchema = z.object({ rule_id: idParam() });
