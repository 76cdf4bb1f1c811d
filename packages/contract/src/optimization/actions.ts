import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { pagingQuery } from '../campaigns/list-query.ts';
import { ALL_RULE_DIMENSIONS, RULE_KINDS } from './rule-fields.ts';

/** The figures of the item over the rule's window when it acted; rates are null without a base. */
export const ruleFiguresSchema = z.object({
  spend: z.number(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  payout: z.number(),
  ctr: z.number().nullable(),
  cr: z.number().nullable(),
  cpa: z.number().nullable(),
  ecpm: z.number().nullable(),
  roi: z.number().nullable(),
});
export type RuleFigures = z.infer<typeof ruleFiguresSchema>;

export const UNDO_CAUSES = ['user', 'expired', 'reset'] as const;

/**
 * One thing a rule did to one campaign: excluded an item (`list_mode` says how: added to the
 * exclude list, or taken out of an include list) or changed its bid (`bid_before` → `bid_after`,
 * USD in the campaign's pricing unit; `bid_before` null when the item had no bid of its own).
 */
export const ruleActionSchema = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  rule_id: z.number().int().nullable(),
  rule_kind: z.enum(RULE_KINDS),
  rule_name: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  dimension: z.enum(ALL_RULE_DIMENSIONS),
  item: z.string(),
  figures: ruleFiguresSchema,
  list_mode: z.enum(['include', 'exclude']).nullable(),
  bid_before: z.number().nullable(),
  bid_after: z.number().nullable(),
  /** A timed exclusion ends (is undone by the evaluator) at this time. */
  expires_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  undone_by: z.enum(UNDO_CAUSES).nullable(),
  created_at: z.string(),
});
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** GET .../actions: newest first. */
export const ruleActionListQuerySchema = z.object({
  ...pagingQuery(50),
  round_id: idParam().optional(),
  campaign_id: idParam().optional(),
});
export type RuleActionListQuery = z.output<typeof ruleActionListQuerySchema>;

export const actionIdParamsSchema = z.object({ action_id: idParam() });
export const roundIdParamsSchema = z.object({ round_id: idParam() });

/** What an undo did: the actions it reverted (already undone or expired ones are left as they are). */
export const undoResultSchema = z.object({ undone: z.number().int(), actions: z.array(ruleActionSchema) });
export type UndoResult = z.infer<typeof undoResultSchema>;
