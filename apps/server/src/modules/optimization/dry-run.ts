import {
  type BidAction,
  DRY_RUN_ITEMS_MAX,
  type DryRunItem,
  type DryRunResult,
  fromMicros,
  type RuleKind,
  toMicros,
  windowHours,
} from '@panel/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignProtectedZones, campaigns } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { newBidMicros } from './apply-actions.ts';
import { type ItemSeries, type SimOutcome, type SimRule, simulateItem } from './dry-run-sim.ts';
import { emptySums, figuresOf, type ItemSums } from './figures.ts';
import { HOUR_MS, hourOf, loadItemSums } from './item-stats.ts';
import { itemKey } from './rule-plan.ts';
import type { RuleInput } from './rule-view.ts';

const BID_COLUMN = { zone: 'bidByZone', site: 'bidBySite', country: 'bidByCountry' } as const;

/**
 * The rule as it stands, judged at the end of every hour of the last `days` days over the
 * statistics kept, as the evaluator would have judged it: which items it would have acted on,
 * when, and what followed. Protected zones are left alone as now; resets and earlier actions are
 * not replayed (the figures are what happened, with the advertiser's own changes in them).
 */
export async function dryRun(
  db: Db,
  advertiserId: number,
  kind: RuleKind,
  rule: RuleInput,
  days: number,
  now = new Date(),
): Promise<DryRunResult> {
  const scope = await campaignsInScope(db, advertiserId, rule.campaign_ids);
  const lastHour = hourOf(now.getTime());
  const firstEvalHour = lastHour - days * 24 + 1;
  const sim: SimRule = {
    evidenceMetric: rule.min_evidence.metric,
    evidenceValue:
      rule.min_evidence.metric === 'spend' ? toMicros(rule.min_evidence.value) : rule.min_evidence.value,
    conditions: rule.conditions,
    windowHours: windowHours(rule.window),
    delayHours: rule.conversion_delay_hours,
  };
  const dataFrom = firstEvalHour - sim.delayHours + 1 - sim.windowHours;
  const rows = await loadItemSums(db, {
    advertiserId,
    campaignIds: [...scope.keys()],
    dimension: rule.dimension,
    fromHour: dataFrom,
    toHour: lastHour + 1,
    byHour: true,
  });
  const protectedZones =
    kind === 'traffic' && rule.dimension === 'zone'
      ? await protectedOf(db, [...scope.keys()])
      : new Set<string>();
  const series = new Map<string, ItemSeries>();
  const span = lastHour + 1 - dataFrom;
  for (const r of rows) {
    const key = itemKey(r.campaignId, r.item);
    if (protectedZones.has(key)) continue;
    let s = series.get(key);
    if (!s) {
      const c = scope.get(r.campaignId);
      const column = BID_COLUMN[rule.dimension as keyof typeof BID_COLUMN];
      const bidMicros = (column && c?.[column][r.item]) || c?.bidMicros || 0;
      s = {
        campaignId: r.campaignId,
        item: r.item,
        bidMicros,
        hours: Array.from({ length: span }, emptySums),
      };
      series.set(key, s);
    }
    s.hours[r.hour - dataFrom] = r;
  }
  const bid =
    kind === 'bid'
      ? { action: rule.action as BidAction, next: (m: number) => newBidMicros(rule.action as BidAction, m) }
      : null;
  const outcomes: SimOutcome[] = [];
  for (const s of series.values()) {
    const o = simulateItem(s, sim, firstEvalHour - dataFrom, bid);
    if (o) outcomes.push(o);
  }
  return summarise(kind, outcomes, scope, rule.dimension, { dataFrom, firstEvalHour, lastHour, series });
}

type ScopeRow = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'name' | 'bidMicros' | 'bidByZone' | 'bidBySite' | 'bidByCountry'
>;

async function campaignsInScope(db: Db, advertiserId: number, ids: number[]): Promise<Map<number, ScopeRow>> {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      bidMicros: campaigns.bidMicros,
      bidByZone: campaigns.bidByZone,
      bidBySite: campaigns.bidBySite,
      bidByCountry: campaigns.bidByCountry,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.advertiserId, advertiserId),
        ne(campaigns.status, 'draft'),
        ids.length > 0 ? inArray(campaigns.id, ids) : undefined,
      ),
    );
  const found = new Map(rows.map((r) => [r.id, r]));
  const foreign = ids.findIndex((id) => !found.has(id));
  if (foreign >= 0) throw fieldError(`rule.campaign_ids.${foreign}`, text('validation.ruleCampaign'));
  return found;
}

async function protectedOf(db: Db, campaignIds: number[]): Promise<Set<string>> {
  if (campaignIds.length === 0) return new Set();
  const rows = await db
    .select({ campaignId: campaignProtectedZones.campaignId, zoneId: campaignProtectedZones.zoneId })
    .from(campaignProtectedZones)
    .where(inArray(campaignProtectedZones.campaignId, campaignIds));
  return new Set(rows.map((r) => itemKey(r.campaignId, r.zoneId)));
}

const usd = (micros: number) => Number(fromMicros(micros).toFixed(6));
const dayOf = (hour: number) => new Date(hour * HOUR_MS).toISOString().slice(0, 10);

function summarise(
  kind: RuleKind,
  outcomes: SimOutcome[],
  scope: Map<number, ScopeRow>,
  dimension: DryRunItem['dimension'],
  span: { dataFrom: number; firstEvalHour: number; lastHour: number; series: Map<string, ItemSeries> },
): DryRunResult {
  const days = new Map<string, { actions: number; saved: number }>();
  for (let h = span.firstEvalHour; h <= span.lastHour; h += 24) days.set(dayOf(h), { actions: 0, saved: 0 });
  days.set(dayOf(span.lastHour), days.get(dayOf(span.lastHour)) ?? { actions: 0, saved: 0 });
  const totals = { spend: 0, estSpend: 0, conv: 0, estConv: 0 };
  const items = outcomes.map((o) => {
    const actedHour = span.dataFrom + o.actedHour;
    const day = days.get(dayOf(actedHour));
    if (day) day.actions += 1;
    const hours = span.series.get(itemKey(o.campaignId, o.item))?.hours ?? [];
    for (let i = o.actedHour + 1; i < hours.length; i++) {
      const d = days.get(dayOf(span.dataFrom + i));
      if (d) d.saved += (hours[i] as ItemSums).spendMicros * (1 - o.spendFactor);
    }
    const estSpend = o.after.spendMicros * o.spendFactor;
    const estConv = o.after.conversions * o.volumeFactor;
    totals.spend += o.after.spendMicros;
    totals.estSpend += estSpend;
    totals.conv += o.after.conversions;
    totals.estConv += estConv;
    return {
      campaign_id: o.campaignId,
      campaign_name: scope.get(o.campaignId)?.name ?? '',
      dimension,
      item: o.item,
      acted_at: new Date((actedHour + 1) * HOUR_MS).toISOString(),
      figures: figuresOf(o.figures),
      spend_after: usd(o.after.spendMicros),
      conversions_after: o.after.conversions,
      payout_after: usd(o.after.payoutMicros),
      bid_before: o.bidBefore === null ? null : usd(o.bidBefore),
      bid_after: o.bidAfter === null ? null : usd(o.bidAfter),
      estimated_spend_after: usd(Math.round(estSpend)),
      estimated_conversions_after: Number(estConv.toFixed(2)),
    };
  });
  items.sort((a, b) => b.spend_after - a.spend_after || a.acted_at.localeCompare(b.acted_at));
  return {
    rule_kind: kind,
    from: new Date(span.firstEvalHour * HOUR_MS).toISOString(),
    to: new Date((span.lastHour + 1) * HOUR_MS).toISOString(),
    items: items.slice(0, DRY_RUN_ITEMS_MAX),
    total_items: items.length,
    totals: {
      spend_after: usd(totals.spend),
      estimated_spend_after: usd(Math.round(totals.estSpend)),
      conversions_after: totals.conv,
      estimated_conversions_after: Number(totals.estConv.toFixed(2)),
      spend_saved: usd(Math.round(totals.spend - totals.estSpend)),
    },
    series: [...days].map(([date, d]) => ({
      date,
      actions: d.actions,
      spend_saved: usd(Math.round(d.saved)),
    })),
  };
}
