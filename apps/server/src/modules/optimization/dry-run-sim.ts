import type { BidAction, RuleCondition } from '@panel/contract';
import { addSums, emptySums, type ItemSums, ruleMatches } from './figures.ts';

/** One item's hourly figures over the data span: index 0 is the span's first hour. */
export interface ItemSeries {
  campaignId: number;
  item: string;
  hours: ItemSums[];
  /** The bid that applies to it now (micros), for bid rules. */
  bidMicros: number;
}

export interface SimRule {
  evidenceMetric: 'spend' | 'impressions';
  evidenceValue: number;
  conditions: RuleCondition[];
  windowHours: number;
  delayHours: number;
}

export interface SimOutcome {
  campaignId: number;
  item: string;
  /** Index of the hour at whose end the rule acted. */
  actedHour: number;
  figures: ItemSums;
  after: ItemSums;
  /** What part of the spend and conversions after it would have remained (0 for an exclusion). */
  spendFactor: number;
  volumeFactor: number;
  bidBefore: number | null;
  bidAfter: number | null;
}

/** Prefix sums, so any window's figures cost two lookups. */
function prefixOf(hours: ItemSums[]): ItemSums[] {
  const prefix = [emptySums()];
  for (const h of hours) {
    const next = { ...(prefix[prefix.length - 1] as ItemSums) };
    addSums(next, h);
    prefix.push(next);
  }
  return prefix;
}

function between(prefix: ItemSums[], from: number, to: number): ItemSums {
  const lo = Math.max(0, Math.min(from, prefix.length - 1));
  const hi = Math.max(lo, Math.min(to, prefix.length - 1));
  const out = { ...(prefix[hi] as ItemSums) };
  addSums(out, prefix[lo] as ItemSums, -1);
  return out;
}

/**
 * The first hour (from `firstEval` on) at whose end the rule's conditions held for the item,
 * judging the window that ends `delayHours` before then, as the evaluator would have.
 */
export function firstAction(prefix: ItemSums[], rule: SimRule, firstEval: number): number | null {
  for (let e = firstEval; e < prefix.length - 1; e++) {
    const to = e - rule.delayHours + 1;
    if (ruleMatches(between(prefix, to - rule.windowHours, to), rule)) return e;
  }
  return null;
}

/**
 * A bid change's estimate from the item's own history: it pays `ratio` times as much per unit,
 * and wins as often as its win rate scaled by the ratio allows (at most every auction it bid in):
 * volume × min(1/winRate, ratio) when raised, × ratio when lowered. Without bids seen, volume
 * follows a lowered bid and stays put for a raised one.
 */
export function bidFactors(figures: ItemSums, ratio: number): { spend: number; volume: number } {
  const winRate = figures.bids > 0 ? figures.wins / figures.bids : null;
  const volume =
    ratio <= 1 ? ratio : winRate === null || winRate <= 0 ? 1 : Math.min(ratio, 1 / Math.min(1, winRate));
  return { spend: ratio * volume, volume };
}

export function simulateItem(
  series: ItemSeries,
  rule: SimRule,
  firstEval: number,
  bid: { action: BidAction; next: (micros: number) => number } | null,
): SimOutcome | null {
  const prefix = prefixOf(series.hours);
  const acted = firstAction(prefix, rule, firstEval);
  if (acted === null) return null;
  const to = acted - rule.delayHours + 1;
  const figures = between(prefix, to - rule.windowHours, to);
  const after = between(prefix, acted + 1, series.hours.length);
  if (!bid)
    return {
      campaignId: series.campaignId,
      item: series.item,
      actedHour: acted,
      figures,
      after,
      spendFactor: 0,
      volumeFactor: 0,
      bidBefore: null,
      bidAfter: null,
    };
  const next = bid.next(series.bidMicros);
  if (next === series.bidMicros) return null;
  const f = bidFactors(figures, next / series.bidMicros);
  return {
    campaignId: series.campaignId,
    item: series.item,
    actedHour: acted,
    figures,
    after,
    spendFactor: f.spend,
    volumeFactor: f.volume,
    bidBefore: series.bidMicros,
    bidAfter: next,
  };
}
