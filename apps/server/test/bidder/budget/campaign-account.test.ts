import { describe, expect, it } from 'vitest';
import {
  CampaignAccount,
  type DayBucket,
  newBucket,
} from '../../../src/modules/bidder/budget/campaign-account.ts';

const DAY = 86_400_000;

/** An account of one day with `allowance` granted by the database. */
function account(allowance: number) {
  const a = new CampaignAccount(1, newBucket('2026-05-01', 0, DAY));
  a.granted(a.current, allowance);
  return a;
}

/** Every reserved micro is free, held or about to be written: nothing appears or vanishes. */
const balanced = (b: DayBucket) => expect(b.reserved).toBe(b.allowance + b.held + b.unreserve);

describe('campaign account arithmetic', () => {
  it('holds, settles below the hold and gives the rest back to the allowance', () => {
    const a = account(10_000);
    a.hold(1_000);
    expect(a.current).toMatchObject({ allowance: 9_000, held: 1_000 });
    a.settle(1_000, 600);
    expect(a.current).toMatchObject({ allowance: 9_400, held: 0, spent: 600, unreserve: 600 });
    balanced(a.current);
  });

  it('releases a lost bid in full', () => {
    const a = account(10_000);
    a.hold(1_000);
    a.settle(1_000, 0);
    expect(a.current).toMatchObject({ allowance: 10_000, held: 0, spent: 0, unreserve: 0 });
  });

  it('never holds more than the allowance, nor gives back more than was held', () => {
    const a = account(1_500);
    a.hold(1_000);
    a.hold(1_000);
    expect(a.current).toMatchObject({ allowance: 0, held: 1_500 });
    a.settle(1_000, 0);
    a.settle(1_000, 0);
    a.settle(1_000, 0);
    expect(a.current).toMatchObject({ allowance: 1_500, held: 0 });
    balanced(a.current);
  });

  it('charges from the allowance first, and counts what it does not cover as spent beyond reserve', () => {
    const a = account(1_000);
    a.charge(700);
    expect(a.current).toMatchObject({ allowance: 300, spent: 700, unreserve: 700 });
    a.charge(500);
    expect(a.current).toMatchObject({ allowance: 0, spent: 1_200, unreserve: 1_000 });
    balanced(a.current);
  });

  it('counts a charge above its hold: the hold is spent, the excess is charged', () => {
    const a = account(5_000);
    a.hold(1_000);
    a.settle(1_000, 1_200);
    expect(a.current).toMatchObject({ allowance: 3_800, held: 0, spent: 1_200, unreserve: 1_200 });
    // A win whose hold lives in another process (held 0 here) is charged all the same.
    a.settle(0, 800);
    expect(a.current).toMatchObject({ allowance: 3_000, spent: 2_000 });
    balanced(a.current);
  });

  it("at midnight gives yesterday's allowance back and ends yesterday's holds on yesterday's row", () => {
    const a = account(10_000);
    a.hold(1_000);
    a.rollTo('2026-05-02', DAY, 2 * DAY);
    const [yesterday] = a.older as [DayBucket];
    expect(yesterday).toMatchObject({ allowance: 0, held: 1_000, unreserve: 9_000 });
    a.granted(a.current, 4_000);
    a.hold(500);
    // Oldest first: the first notice ends yesterday's bid.
    a.settle(1_000, 1_000);
    expect(yesterday).toMatchObject({ held: 0, spent: 1_000, unreserve: 10_000 });
    expect(a.current).toMatchObject({ allowance: 3_500, held: 500 });
    const deltas = a.deltas();
    expect(deltas.map((d) => d.delta)).toEqual([
      { campaignId: 1, day: '2026-05-01', spentMicros: 1_000, unreservedMicros: 10_000 },
    ]);
    for (const d of deltas) a.written(d.bucket, d.delta);
    expect(a.older).toEqual([]);
    balanced(a.current);
  });

  it('a grant that arrives after midnight goes straight back', () => {
    const a = account(0);
    const asked = a.current;
    a.rollTo('2026-05-02', DAY, 2 * DAY);
    a.granted(asked, 2_000);
    expect(asked).toMatchObject({ reserved: 2_000, allowance: 0, unreserve: 2_000 });
    expect(a.current.allowance).toBe(0);
  });

  it('on stop gives back the allowance and the holds', () => {
    const a = account(10_000);
    a.hold(1_000);
    a.giveBack(true);
    expect(a.current).toMatchObject({ allowance: 0, held: 0, unreserve: 10_000 });
  });
});
