import { z } from 'zod';
import { BID_LIMITS } from '../campaigns/money.ts';
import { referenceItem } from '../fields.ts';
import {
  RULE_CAMPAIGNS_MAX,
  RULE_CONDITIONS_MAX,
  RULE_CONVERSION_DELAY_MAX_HOURS,
  RULE_DIMENSIONS,
  RULE_METRIC_UNITS,
  RULE_METRICS,
  RULE_NAME_MAX,
  RULE_OPERATOR_SYMBOLS,
  RULE_OPERATORS,
  RULE_WINDOW_MAX,
} from '../optimization/rule-fields.ts';
import { RULE_STATUSES } from '../optimization/rules.ts';

const FIELD_TYPES = ['text', 'number', 'select', 'multiselect', 'conditions', 'boolean'] as const;
const VALUE_TYPES = ['integer', 'percent', 'money', 'none'] as const;

export const bidOptimizationFieldSchema = referenceItem({
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  /** For select fields: a key of this form (`scopes`, `actions`, ...) or a list's URL. */
  options: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  help: z.string(),
});

const choice = referenceItem({ name: z.string() });
const valued = referenceItem({ name: z.string(), value_type: z.enum(VALUE_TYPES) });

export const bidOptimizationFormSchema = z.object({
  fields: z.array(bidOptimizationFieldSchema),
  /** What one rule judges and acts on, one by one: each zone of the campaign, each site, ... */
  scopes: z.array(choice),
  metrics: z.array(valued),
  operators: z.array(referenceItem({ name: z.string(), symbol: z.string() })),
  /** Units of the look-back. */
  windows: z.array(valued),
  statuses: z.array(choice),
  /** What an item needs before it is judged: spend or impressions in the window. */
  evidence: z.array(valued),
  actions: z.array(valued),
  max_conditions: z.number().int().positive(),
});
export type BidOptimizationForm = z.infer<typeof bidOptimizationFormSchema>;

const field = (
  id: string,
  label: string,
  type: (typeof FIELD_TYPES)[number],
  rest: { required?: boolean; options?: string; min?: number; max?: number; help?: string } = {},
) => ({
  id,
  label,
  type,
  required: rest.required ?? true,
  options: rest.options ?? null,
  min: rest.min ?? null,
  max: rest.max ?? null,
  help: rest.help ?? '',
});

const named = <T extends string>(ids: readonly T[], names: Record<T, string>) =>
  ids.map((id) => ({ id, name: names[id] }));

const METRIC_NAMES: Record<(typeof RULE_METRICS)[number], string> = {
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  conversions: 'Conversions',
  cr: 'CR',
  cpa: 'CPA',
  ecpm: 'eCPM',
  roi: 'ROI',
};

/**
 * An advanced bid-optimization rule (POST /api/v1/bid_optimization/rules), after ExoClick's and
 * PropellerAds' automatic rules: "for each zone of these campaigns, once it has spent $5 in the
 * last 3 days, if CPA > $4, lower its bid by 20 %, never below $0.50". Conditions are ANDed; a
 * changed bid stays between the rule's floor and ceiling. Field ids are the body's, dotted where
 * nested (`window.value`, `action.type`). The same vocabulary serves the traffic rules, whose
 * action is an exclusion.
 */
export const BID_OPTIMIZATION_FORM: BidOptimizationForm = {
  fields: [
    field('name', 'Rule name', 'text', { max: RULE_NAME_MAX }),
    field('status', 'Status', 'select', { options: 'statuses' }),
    field('campaign_ids', 'Campaigns', 'multiselect', {
      required: false,
      options: '/api/v1/campaigns',
      max: RULE_CAMPAIGNS_MAX,
      help: 'None chosen: all your campaigns, also those you create later.',
    }),
    field('dimension', 'Judge each', 'select', { options: 'scopes' }),
    field('window.unit', 'Look back over the last', 'select', { options: 'windows' }),
    field('window.value', 'Amount', 'number', {
      min: 1,
      max: RULE_WINDOW_MAX.hours,
      help: 'e.g. 72 hours or 3 days.',
    }),
    field('min_evidence.metric', 'Judge only once it has', 'select', { options: 'evidence' }),
    field('min_evidence.value', 'At least', 'number', { min: 0 }),
    field('conditions', 'If', 'conditions', {
      min: 1,
      max: RULE_CONDITIONS_MAX,
      help: 'A metric, an operator and a value; all must hold.',
    }),
    field('conversion_delay_hours', 'Wait for late conversions (hours)', 'number', {
      required: false,
      min: 0,
      max: RULE_CONVERSION_DELAY_MAX_HOURS,
      help: 'The window ends this many hours before now.',
    }),
    field('action.type', 'Then', 'select', { options: 'actions' }),
    field('action.value', 'By', 'number', {
      min: 0,
      help: 'A percentage, or the new bid in USD for "Set the bid to".',
    }),
    field('action.min_bid', 'Never bid below', 'number', {
      required: false,
      min: BID_LIMITS.min,
      max: BID_LIMITS.max,
    }),
    field('action.max_bid', 'Never bid above', 'number', {
      required: false,
      min: BID_LIMITS.min,
      max: BID_LIMITS.max,
    }),
  ],
  scopes: named(RULE_DIMENSIONS.bid, { zone: 'Zone', site: 'Site', country: 'Country' }),
  statuses: named(RULE_STATUSES, { active: 'Active', paused: 'Paused' }),
  metrics: RULE_METRICS.map((id) => ({ id, name: METRIC_NAMES[id], value_type: RULE_METRIC_UNITS[id] })),
  operators: RULE_OPERATORS.map((id) => ({
    id,
    name: { lt: 'less than', lte: 'at most', gt: 'more than', gte: 'at least' }[id],
    symbol: RULE_OPERATOR_SYMBOLS[id],
  })),
  windows: [
    { id: 'hours', name: 'Hours', value_type: 'integer' },
    { id: 'days', name: 'Days', value_type: 'integer' },
  ],
  evidence: [
    { id: 'spend', name: 'Spend', value_type: 'money' },
    { id: 'impressions', name: 'Impressions', value_type: 'integer' },
  ],
  actions: [
    { id: 'decrease_percent', name: 'Lower the bid by', value_type: 'percent' },
    { id: 'increase_percent', name: 'Raise the bid by', value_type: 'percent' },
    { id: 'set', name: 'Set the bid to', value_type: 'money' },
  ],
  max_conditions: RULE_CONDITIONS_MAX,
};
