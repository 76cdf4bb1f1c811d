import { fromMicros, type RuleAction } from '@panel/contract';
import type { optimizationActions } from '../../db/optimization-schema.ts';
import { figuresOf } from './figures.ts';

export type ActionRow = typeof optimizationActions.$inferSelect;

const money = (micros: number | null) => (micros === null ? null : fromMicros(micros));

export function toAction(row: ActionRow, campaignName: string): RuleAction {
  const f = row.figures;
  return {
    id: row.id,
    round_id: row.roundId,
    rule_id: row.ruleId,
    rule_kind: row.ruleKind,
    rule_name: row.ruleName,
    campaign_id: row.campaignId,
    campaign_name: campaignName,
    dimension: row.dimension as RuleAction['dimension'],
    item: row.item,
    figures: figuresOf({
      impressions: f.impressions ?? 0,
      clicks: f.clicks ?? 0,
      // Logged before visits were kept: clicks were the base then.
      visits: f.visits ?? f.clicks ?? 0,
      conversions: f.conversions ?? 0,
      spendMicros: f.spend_micros ?? 0,
      payoutMicros: f.payout_micros ?? 0,
      bids: 0,
      wins: 0,
    }),
    list_mode: row.listMode,
    bid_before: money(row.bidBeforeMicros),
    bid_after: money(row.bidAfterMicros),
    expires_at: row.expiresAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undone_by: row.undoneBy,
    created_at: row.createdAt.toISOString(),
  };
}
