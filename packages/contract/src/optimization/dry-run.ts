import { z } from 'zod';
import { ruleFiguresSchema } from './actions.ts';
import { ALL_RULE_DIMENSIONS, DRY_RUN_DAYS, RULE_KINDS } from './rule-fields.ts';
import { bidRuleBodySchema, trafficRuleBodySchema } from './rules.ts';

const days = z
  .number({ error: 'validation.dryRunDays' })
  .int('validation.dryRunDays')
  .min(DRY_RUN_DAYS.min, 'validation.dryRunDays')
  .max(DRY_RUN_DAYS.max, 'validation.dryRunDays')
  .default(DRY_RUN_DAYS.default);

/**
 * POST .../dry_run. Without `rule` the saved rule is tried; with it, the rule as the editor holds
 * it (also before it is ever saved, at .../dry_run without an id).
 */
export const trafficDryRunBodySchema = z.strictObject({ days, rule: trafficRuleBodySchema.optional() });
export const bidDryRunBodySchema = z.strictObject({ days, rule: bidRuleBodySchema.optional() });
export type TrafficDryRunBody = z.input<typeof trafficDryRunBodySchema>;
export type BidDryRunBody = z.input<typeof bidDryRunBodySchema>;

/**
 * One item the rule would have acted on, at the first hour its conditions held. Traffic rules:
 * the spend (and conversions, payout) the item had from then to the end of the period, which the
 * exclusion would have saved (and lost). Bid rules: the item's spend and conversions from then
 * on, and their estimate at the new bid (docs/optimization.md: volume follows the bid's ratio,
 * within what the item won before).
 */
export const dryRunItemSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  dimension: z.enum(ALL_RULE_DIMENSIONS),
  item: z.string(),
  acted_at: z.string(),
  figures: ruleFiguresSchema,
  spend_after: z.number(),
  conversions_after: z.number(),
  payout_after: z.number(),
  bid_before: z.number().nullable(),
  bid_after: z.number().nullable(),
  estimated_spend_after: z.number(),
  estimated_conversions_after: z.number(),
});
export type DryRunItem = z.infer<typeof dryRunItemSchema>;

export const DRY_RUN_ITEMS_MAX = 500;

export const dryRunResultSchema = z.object({
  rule_kind: z.enum(RULE_KINDS),
  from: z.string(),
  to: z.string(),
  /** Items acted on, most spend first; at most DRY_RUN_ITEMS_MAX, `total_items` counts all. */
  items: z.array(dryRunItemSchema),
  total_items: z.number().int(),
  totals: z.object({
    spend_after: z.number(),
    estimated_spend_after: z.number(),
    conversions_after: z.number(),
    estimated_conversions_after: z.number(),
    /** spend_after - estimated_spend_after: what the rule would have saved (negative: spent more). */
    spend_saved: z.number(),
  }),
  /** Per UTC day of the period: actions the rule would have taken, and the spend saved that day. */
  series: z.array(z.object({ date: z.string(), actions: z.number().int(), spend_saved: z.number() })),
});
export type DryRunResult = z.infer<typeof dryRunResultSchema>;
