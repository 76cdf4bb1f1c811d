import type { DeliveryDropStage, FrequencyCap } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { type AuctionDeps, runAuction } from '../../../src/modules/bidder/auction.ts';
import { AudienceStore } from '../../../src/modules/bidder/audiences.ts';
import type { BidRequestView } from '../../../src/modules/bidder/bid-request.ts';
import type { CampaignEntry, CampaignRow } from '../../../src/modules/bidder/campaign-entry.ts';
import { campaign, placement, request } from './fixtures.ts';

interface Recorder {
  reached: number[];
  drops: [number, DeliveryDropStage][];
  lost: [number, number][];
  budgetCalls: [number, number, number][];
  capCalls: [number, string][];
}

function deps(
  opts: { budget?: Record<number, 'ok' | 'budget' | 'pacing'>; capped?: number[] } = {},
): AuctionDeps & { rec: Recorder } {
  const rec: Recorder = { reached: [], drops: [], lost: [], budgetCalls: [], capCalls: [] };
  return {
    rec,
    audiences: new AudienceStore(),
    budget: {
      check: (c, price, now) => {
        rec.budgetCalls.push([c.id, price, now]);
        return opts.budget?.[c.id] ?? 'ok';
      },
    },
    caps: {
      allows: (id, _cap, uid) => {
        rec.capCalls.push([id, uid]);
        return !(opts.capped ?? []).includes(id);
      },
    },
    funnel: {
      reached: (id) => rec.reached.push(id),
      drop: (id, stage) => rec.drops.push([id, stage]),
      lost: (id, price) => rec.lost.push([id, price]),
    },
  };
}

const c = (id: number, bidMicros: number, overrides: Partial<CampaignRow> = {}): CampaignEntry =>
  campaign({ id, bidMicros, ...overrides });

const CAP: FrequencyCap = { impressions: 1, period_hours: 24 };

/** Every reached campaign ends exactly once: a drop, a lost, or a winner. */
function expectBalanced(d: ReturnType<typeof deps>, winners: ReturnType<typeof runAuction>) {
  const ends = [
    ...d.rec.drops.map(([id]) => id),
    ...d.rec.lost.map(([id]) => id),
    ...winners.map((w) => w.campaign.id),
  ];
  expect([...ends].sort((x, y) => x - y)).toEqual([...d.rec.reached].sort((x, y) => x - y));
  expect(new Set(d.rec.reached).size).toBe(d.rec.reached.length);
}

describe('runAuction', () => {
  it('the highest effective bid wins; losers get lost with the winning price', () => {
    const d = deps();
    const winners = runAuction(request(), [c(1, 1_000_000), c(2, 3_000_000), c(3, 2_000_000)], d);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.campaign.id).toBe(2);
    expect(winners[0]?.bidCpmMicros).toBe(3_000_000);
    expect(winners[0]?.priceCpmMicros).toBe(3_000_000);
    expect(d.rec.lost.sort()).toEqual([
      [1, 3_000_000],
      [3, 3_000_000],
    ]);
    expect(d.rec.drops).toEqual([]);
    expectBalanced(d, winners);
  });

  it('the effective bid (per-zone override) decides, not the base bid', () => {
    const d = deps();
    const winners = runAuction(
      request(),
      [c(1, 2_000_000), c(2, 1_000_000, { bidByZone: { '7-zone-a': 5_000_000 } })],
      d,
    );
    expect(winners[0]?.campaign.id).toBe(2);
    expect(winners[0]?.bidCpmMicros).toBe(5_000_000);
  });

  it('a tie goes to the lower campaign id, whatever the input order', () => {
    for (const list of [
      [c(7, 1_000_000), c(3, 1_000_000), c(5, 1_000_000)],
      [c(3, 1_000_000), c(5, 1_000_000), c(7, 1_000_000)],
    ]) {
      const d = deps();
      const winners = runAuction(request(), list, d);
      expect(winners[0]?.campaign.id).toBe(3);
      expectBalanced(d, winners);
    }
  });

  it('a floor above the bid drops the campaign at floor; a bid equal to the floor passes', () => {
    const d = deps();
    const view = request({ placements: [placement({ floorMicros: 1_500_000 })] });
    const winners = runAuction(view, [c(1, 1_000_000), c(2, 1_500_000)], d);
    expect(winners.map((w) => w.campaign.id)).toEqual([2]);
    expect(d.rec.drops).toEqual([[1, 'floor']]);
    expectBalanced(d, winners);
  });

  it('a zero bid is dropped at floor even without a floor', () => {
    const d = deps();
    const winners = runAuction(request(), [c(1, 0)], d);
    expect(winners).toEqual([]);
    expect(d.rec.drops).toEqual([[1, 'floor']]);
  });

  it('a campaign whose format no placement takes is dropped at format, before targeting', () => {
    const d = deps();
    const winners = runAuction(
      request(),
      [
        c(1, 1_000_000, {
          adFormat: '728x90',
          targeting: { countries: { mode: 'include', values: ['DE'] } },
        }),
        c(2, 1),
      ],
      d,
    );
    expect(d.rec.drops).toEqual([[1, 'format']]);
    expect(winners.map((w) => w.campaign.id)).toEqual([2]);
    expectBalanced(d, winners);
  });

  it('a targeting refusal is dropped at its stage and never reaches the budget', () => {
    const d = deps();
    const winners = runAuction(
      request(),
      [c(1, 1_000_000, { targeting: { countries: { mode: 'include', values: ['DE'] } } })],
      d,
    );
    expect(winners).toEqual([]);
    expect(d.rec.drops).toEqual([[1, 'country']]);
    expect(d.rec.budgetCalls).toEqual([]);
  });

  it('the budget gate drops at budget or pacing, with the price of one impression', () => {
    const d = deps({ budget: { 1: 'budget', 2: 'pacing' } });
    const view = request();
    const winners = runAuction(view, [c(1, 9_000_000), c(2, 8_000_000), c(3, 1_000_001)], d);
    expect(d.rec.drops).toEqual([
      [1, 'budget'],
      [2, 'pacing'],
    ]);
    expect(winners.map((w) => w.campaign.id)).toEqual([3]);
    // One impression of a CPM bid, rounded up: 1_000_001 / 1000 → 1001.
    expect(d.rec.budgetCalls).toContainEqual([3, 1001, view.at]);
    expectBalanced(d, winners);
  });

  it('the frequency gate drops at frequency, only for capped campaigns', () => {
    const d = deps({ capped: [1, 2] });
    const winners = runAuction(request(), [c(1, 9_000_000, { frequencyCap: CAP }), c(2, 5_000_000)], d);
    expect(d.rec.drops).toEqual([[1, 'frequency']]);
    // Campaign 2 has no cap: the gate is not asked.
    expect(d.rec.capCalls).toEqual([[1, 'user-1']]);
    expect(winners.map((w) => w.campaign.id)).toEqual([2]);
    expectBalanced(d, winners);
  });

  it('a budget refusal comes before the frequency gate', () => {
    const d = deps({ budget: { 1: 'budget' }, capped: [1] });
    runAuction(request(), [c(1, 1_000_000, { frequencyCap: CAP })], d);
    expect(d.rec.drops).toEqual([[1, 'budget']]);
    expect(d.rec.capCalls).toEqual([]);
  });

  describe('Smart CPM', () => {
    const smart = (id: number, bid: number) => c(id, bid, { pricingModel: 'smart_cpm' });
    const view = (floor: number): BidRequestView =>
      request({ placements: [placement({ floorMicros: floor })] });

    it('pays the runner-up plus one cent per thousand', () => {
      const d = deps();
      const winners = runAuction(view(0), [smart(1, 3_000_000), c(2, 1_000_000)], d);
      expect(winners[0]?.priceCpmMicros).toBe(1_010_000);
      expect(winners[0]?.bidCpmMicros).toBe(3_000_000);
      expect(d.rec.lost).toEqual([[2, 1_010_000]]);
    });

    it('pays the floor when it is above the runner-up', () => {
      const winners = runAuction(view(2_000_000), [smart(1, 3_000_000), c(2, 1_000_000)], deps());
      expect(winners[0]?.priceCpmMicros).toBe(2_000_000);
    });

    it('alone, pays the floor, or one cent without a floor', () => {
      expect(runAuction(view(500_000), [smart(1, 3_000_000)], deps())[0]?.priceCpmMicros).toBe(500_000);
      expect(runAuction(view(0), [smart(1, 3_000_000)], deps())[0]?.priceCpmMicros).toBe(10_000);
    });

    it('never pays above its bid', () => {
      const d = deps();
      const winners = runAuction(view(0), [smart(1, 1_005_000), c(2, 1_000_000)], d);
      expect(winners[0]?.campaign.id).toBe(1);
      expect(winners[0]?.priceCpmMicros).toBe(1_005_000);
    });

    it('a CPM winner pays its own bid', () => {
      const winners = runAuction(view(0), [c(1, 3_000_000), smart(2, 1_000_000)], deps());
      expect(winners[0]?.priceCpmMicros).toBe(3_000_000);
    });
  });

  it('each placement has its own auction; a campaign goes to the first placement taking its format', () => {
    const view = request({
      placements: [
        placement({ impId: 'a', formats: ['300x250'] }),
        placement({ impId: 'b', formats: ['728x90', '300x250'] }),
      ],
    });
    const d = deps();
    const winners = runAuction(
      view,
      [
        c(1, 1_000_000),
        c(2, 2_000_000),
        c(3, 500_000, { adFormat: '728x90' }),
        c(4, 400_000, { adFormat: '728x90' }),
      ],
      d,
    );
    expect(winners.map((w) => [w.placement.impId, w.campaign.id])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    expect(d.rec.lost.sort()).toEqual([
      [1, 2_000_000],
      [4, 500_000],
    ]);
    expectBalanced(d, winners);
  });

  it('funnel balance over a mixed set: every campaign counted once as drop, lost or winner', () => {
    const d = deps({ budget: { 4: 'pacing' }, capped: [5] });
    const view = request({ placements: [placement({ floorMicros: 800_000 })] });
    const list = [
      c(1, 2_000_000),
      c(2, 1_500_000),
      c(3, 700_000),
      c(4, 3_000_000),
      c(5, 3_000_000, { frequencyCap: CAP }),
      c(6, 3_000_000, { adFormat: 'native' }),
      c(7, 3_000_000, { targeting: { zones: { mode: 'exclude', values: ['7-zone-a'] } } }),
      c(8, 1_000_000, { pricingModel: 'smart_cpm' }),
    ];
    const winners = runAuction(view, list, d);
    expect(d.rec.reached).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.fromEntries(d.rec.drops)).toEqual({
      3: 'floor',
      4: 'pacing',
      5: 'frequency',
      6: 'format',
      7: 'zone',
    });
    expect(winners.map((w) => w.campaign.id)).toEqual([1]);
    expect(d.rec.lost.map(([id]) => id).sort()).toEqual([2, 8]);
    expectBalanced(d, winners);
  });

  it('no campaigns, no winners, nothing counted', () => {
    const d = deps();
    expect(runAuction(request(), [], d)).toEqual([]);
    expect(d.rec.reached).toEqual([]);
  });
});
