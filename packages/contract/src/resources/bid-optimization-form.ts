import { z } from 'zod';
import { referenceItem } from '../fields.ts';

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
  /** How much traffic a scope must have had before it is judged: "in the last N impressions". */
  windows: z.array(valued),
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

/**
 * An advanced bid-optimization rule, after ExoClick's and PropellerAds' automatic rules:
 * "for each zone of these campaigns, if CTR < 0.1 % over the last 5,000 impressions, lower the
 * bid by 20 %" or "... pause the zone". Conditions are ANDed; a changed bid stays between the
 * rule's floor and ceiling.
 */
export const BID_OPTIMIZATION_FORM: BidOptimizationForm = {
  fields: [
    field('name', 'Rule name', 'text', { max: 100 }),
    field('campaign_ids', 'Campaigns', 'multiselect', { options: '/api/v1/campaigns' }),
    field('scope', 'Apply to each', 'select', { options: 'scopes' }),
    field('conditions', 'If', 'conditions', {
      min: 1,
      max: 5,
      help: 'A metric, an operator and a value; all must hold.',
    }),
    field('window', 'Judged over the last', 'select', { options: 'windows' }),
    field('window_value', 'Amount', 'number', { min: 1, help: 'e.g. 5000 impressions or 24 hours.' }),
    field('action', 'Then', 'select', { options: 'actions' }),
    field('action_value', 'By', 'number', { required: false, min: 0, help: 'Not asked for pause.' }),
    field('min_bid', 'Never bid below', 'number', { required: false, min: 0 }),
    field('max_bid', 'Never bid above', 'number', { required: false, min: 0 }),
    field('active', 'Active', 'boolean'),
  ],
  scopes: [
    { id: 'zone', name: 'Zone' },
    { id: 'site', name: 'Site' },
    { id: 'ssp', name: 'SSP' },
    { id: 'country', name: 'Country' },
    { id: 'creative', name: 'Creative' },
  ],
  metrics: [
    { id: 'ctr', name: 'CTR', value_type: 'percent' },
    { id: 'cr', name: 'CR', value_type: 'percent' },
    { id: 'win_rate', name: 'Win rate', value_type: 'percent' },
    { id: 'ecpc', name: 'eCPC', value_type: 'money' },
    { id: 'ecpa', name: 'eCPA', value_type: 'money' },
    { id: 'ecpm', name: 'eCPM', value_type: 'money' },
    { id: 'spend', name: 'Spend', value_type: 'money' },
    { id: 'clicks', name: 'Clicks', value_type: 'integer' },
    { id: 'conversions', name: 'Conversions', value_type: 'integer' },
  ],
  operators: [
    { id: 'lt', name: 'less than', symbol: '<' },
    { id: 'lte', name: 'at most', symbol: '<=' },
    { id: 'gt', name: 'more than', symbol: '>' },
    { id: 'gte', name: 'at least', symbol: '>=' },
  ],
  windows: [
    { id: 'impressions', name: 'Impressions', value_type: 'integer' },
    { id: 'clicks', name: 'Clicks', value_type: 'integer' },
    { id: 'spend', name: 'Spend', value_type: 'money' },
    { id: 'hours', name: 'Hours', value_type: 'integer' },
  ],
  actions: [
    { id: 'decrease_bid', name: 'Lower the bid by', value_type: 'percent' },
    { id: 'increase_bid', name: 'Raise the bid by', value_type: 'percent' },
    { id: 'set_bid', name: 'Set the bid to', value_type: 'money' },
    { id: 'pause', name: 'Pause', value_type: 'none' },
    { id: 'blacklist', name: 'Exclude from the campaign', value_type: 'none' },
  ],
  max_conditions: 5,
};
