import { describe, expect, it } from 'vitest';
import { newBidMicros } from './apply-actions.ts';
import { bidFactors } from './dry-run-sim.ts';
import { emptySums, figuresOf, metricValue, ruleMatches } from './figures.ts';

const sums = (over: Partial<ReturnType<typeof emptySums>>) => ({ ...emptySums(), ...over });

describe('rule figures and conditions', () => {
  it('computes rates as the statistics do and leaves them empty without a base', () => {
    const f = figuresOf(
      sums({
        impressions: 2000,
        clicks: 20,
        visits: 20,
        conversions: 2,
        spendMicros: 4_000_000,
        payoutMicros: 10_000_000,
      }),
    );
    expect(f).toEqual({
      spend: 4,
      impressions: 2000,
      clicks: 20,
      conversions: 2,
      payout: 10,
      ctr: 1,
      cr: 10,
      cpa: 2,
      ecpm: 2,
      roi: 150,
    });
    expect(figuresOf(emptySums())).toMatchObject({ ctr: null, cr: null, cpa: null, ecpm: null, roi: null });
    // A popunder zone: no clicks, every impression a visit; CR counts per visit, never over 100 %.
    const pops = figuresOf(sums({ impressions: 1000, visits: 1000, conversions: 4, spendMicros: 1_000_000 }));
    expect([pops.ctr, pops.cr]).toEqual([0, 0.4]);
  });

  it('treats spend without conversions as an unbounded CPA, and a rate without a base as never holding', () => {
    expect(metricValue(sums({ spendMicros: 1 }), 'cpa')).toBe(Number.POSITIVE_INFINITY);
    const rule = {
      evidenceMetric: 'spend' as const,
      evidenceValue: 0,
      conditions: [{ metric: 'cpa' as const, operator: 'gt' as const, value: 4 }],
    };
    expect(ruleMatches(sums({ spendMicros: 5_000_000 }), rule)).toBe(true);
    const ctr = { ...rule, conditions: [{ metric: 'ctr' as const, operator: 'lt' as const, value: 1 }] };
    expect(ruleMatches(sums({ spendMicros: 5_000_000 }), ctr)).toBe(false);
  });

  it('judges only items with the evidence asked for, and with some traffic at all', () => {
    const rule = {
      evidenceMetric: 'impressions' as const,
      evidenceValue: 1000,
      conditions: [{ metric: 'clicks' as const, operator: 'lte' as const, value: 0 }],
    };
    expect(ruleMatches(sums({ impressions: 999 }), rule)).toBe(false);
    expect(ruleMatches(sums({ impressions: 1000 }), rule)).toBe(true);
    expect(ruleMatches(emptySums(), { ...rule, evidenceValue: 0 })).toBe(false);
  });

  it('changes a bid by a percentage or to a value, within the rule’s floor and ceiling and the bid limits', () => {
    expect(
      newBidMicros({ type: 'decrease_percent', value: 20, min_bid: null, max_bid: null }, 1_000_000),
    ).toBe(800_000);
    expect(
      newBidMicros({ type: 'decrease_percent', value: 90, min_bid: 0.5, max_bid: null }, 1_000_000),
    ).toBe(500_000);
    expect(
      newBidMicros({ type: 'increase_percent', value: 100, min_bid: null, max_bid: 1.5 }, 1_000_000),
    ).toBe(1_500_000);
    expect(newBidMicros({ type: 'set', value: 0.7, min_bid: null, max_bid: null }, 1_000_000)).toBe(700_000);
    expect(newBidMicros({ type: 'decrease_percent', value: 99, min_bid: null, max_bid: null }, 50)).toBe(
      1000,
    );
  });

  it('estimates volume at a new bid from the item’s win rate', () => {
    expect(bidFactors(sums({ bids: 100, wins: 50 }), 0.5)).toEqual({ spend: 0.25, volume: 0.5 });
    // Winning half its auctions, doubling the bid at most doubles the volume; winning all, nothing more.
    expect(bidFactors(sums({ bids: 100, wins: 50 }), 3)).toEqual({ spend: 6, volume: 2 });
    expect(bidFactors(sums({ bids: 100, wins: 100 }), 2)).toEqual({ spend: 2, volume: 1 });
    expect(bidFactors(emptySums(), 2)).toEqual({ spend: 2, volume: 1 });
  });
});
