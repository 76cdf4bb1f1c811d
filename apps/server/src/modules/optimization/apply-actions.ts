import {
  BID_LIMITS,
  BID_MAP_MAX,
  type BidAction,
  defaultTargeting,
  type RuleDimension,
  type Targeting,
  type TrafficAction,
  toMicros,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import { optimizationActions } from '../../db/optimization-schema.ts';
import type { CampaignInsert, CampaignRow } from '../campaigns/campaign-mapper.ts';
import { findCampaignRow, updateCampaign } from '../campaigns/campaign-repository.ts';
import { placesFitCountries } from '../campaigns/targeting-checks.ts';
import type { ItemSums } from './figures.ts';
import { excludeItem } from './list-edit.ts';
import type { RuleRow } from './rule-view.ts';

export interface Match {
  item: string;
  sums: ItemSums;
}

export interface ActionContext {
  tx: Db;
  advertiserId: number;
  roundId: number;
  rule: RuleRow;
  now: Date;
}

const BID_COLUMN = { zone: 'bidByZone', site: 'bidBySite', country: 'bidByCountry' } as const;

const storedFigures = (s: ItemSums) => ({
  impressions: s.impressions,
  clicks: s.clicks,
  visits: s.visits,
  conversions: s.conversions,
  spend_micros: s.spendMicros,
  payout_micros: s.payoutMicros,
});

/**
 * One rule's actions on one campaign, under the campaign's row lock: its targeting or bid map is
 * read, changed for every matching item at once and written with one version bump, and each
 * change goes into the log. Archived campaigns are left alone. Answers the actions taken.
 */
export async function applyToCampaign(
  ctx: ActionContext,
  campaignId: number,
  matches: Match[],
): Promise<number> {
  const row = await findCampaignRow(ctx.tx, ctx.advertiserId, campaignId, true);
  if (!row || row.status === 'archived' || row.status === 'draft') return 0;
  const planned =
    ctx.rule.kind === 'traffic' ? await planExclusions(ctx, row, matches) : planBids(ctx, row, matches);
  if (planned.logs.length === 0) return 0;
  await updateCampaign(ctx.tx, ctx.advertiserId, campaignId, planned.set);
  await ctx.tx.insert(optimizationActions).values(
    planned.logs.map((log) => ({
      advertiserId: ctx.advertiserId,
      roundId: ctx.roundId,
      ruleId: ctx.rule.id,
      ruleKind: ctx.rule.kind,
      ruleName: ctx.rule.name,
      campaignId,
      dimension: ctx.rule.dimension,
      createdAt: ctx.now,
      ...log,
    })),
  );
  return planned.logs.length;
}

type Log = Omit<
  typeof optimizationActions.$inferInsert,
  'advertiserId' | 'roundId' | 'ruleKind' | 'ruleName' | 'campaignId' | 'dimension' | 'createdAt'
>;
interface Planned {
  set: Partial<CampaignInsert>;
  logs: Log[];
}

async function planExclusions(ctx: ActionContext, row: CampaignRow, matches: Match[]): Promise<Planned> {
  const action = ctx.rule.action as TrafficAction;
  const dimension = ctx.rule.dimension as RuleDimension;
  const expiresAt =
    action.duration_hours === null ? null : new Date(ctx.now.getTime() + action.duration_hours * 3_600_000);
  let targeting = row.targeting;
  const logs: Log[] = [];
  for (const m of matches) {
    const done = excludeItem(targeting, dimension, m.item);
    if ('skip' in done) continue;
    if (
      dimension === 'country' &&
      !(await placesFitCountries({ ...defaultTargeting(), ...(done.targeting as Partial<Targeting>) }))
    )
      continue;
    targeting = done.targeting;
    logs.push({
      item: m.item,
      figures: storedFigures(m.sums),
      listMode: done.listMode,
      previous: done.previous,
      expiresAt,
    });
  }
  return { set: { targeting }, logs };
}

export function newBidMicros(action: BidAction, currentMicros: number): number {
  const raw =
    action.type === 'set'
      ? toMicros(action.value)
      : Math.round(
          currentMicros * (1 + ((action.type === 'increase_percent' ? 1 : -1) * action.value) / 100),
        );
  const floor = toMicros(action.min_bid ?? BID_LIMITS.min);
  const ceiling = toMicros(action.max_bid ?? BID_LIMITS.max);
  return Math.min(Math.max(raw, floor, toMicros(BID_LIMITS.min)), ceiling, toMicros(BID_LIMITS.max));
}

function planBids(ctx: ActionContext, row: CampaignRow, matches: Match[]): Planned {
  const dimension = ctx.rule.dimension as 'zone' | 'site' | 'country';
  const column = BID_COLUMN[dimension];
  const map = { ...row[column] };
  const logs: Log[] = [];
  for (const m of matches) {
    const own = map[m.item] ?? null;
    const current = own ?? row.bidMicros;
    const next = newBidMicros(ctx.rule.action as BidAction, current);
    if (next === current) continue;
    if (own === null && Object.keys(map).length >= BID_MAP_MAX[dimension]) continue;
    map[m.item] = next;
    logs.push({ item: m.item, figures: storedFigures(m.sums), bidBeforeMicros: own, bidAfterMicros: next });
  }
  return { set: { [column]: map }, logs };
}
