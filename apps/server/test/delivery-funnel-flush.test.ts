import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryFunnel } from '../src/db/bidder-schema.ts';
import { campaigns } from '../src/db/schema.ts';
import { DeliveryFunnel } from '../src/modules/bidder/delivery-funnel.ts';
import { FUNNEL_KEEP_MINUTES } from '../src/modules/bidder/delivery-funnel-store.ts';
import { createCampaign } from './campaign-fixtures.ts';
import { DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const MINUTE = 60_000;

describe.each(DRIVERS)('delivery funnel flush on %s', (driver) => {
  const ctx = useApp(driver);

  /** Campaigns of a new advertiser: the rows read below are theirs alone. */
  async function ownCampaigns(count: number) {
    const { token } = await signUpAndIn(ctx.app);
    const made = [];
    for (let i = 0; i < count; i++) made.push((await createCampaign(ctx.app, token)).id);
    return made;
  }

  const rowsOf = (ids: number[]) =>
    ctx.database.db
      .select()
      .from(deliveryFunnel)
      .where(inArray(deliveryFunnel.campaignId, ids))
      .orderBy(asc(deliveryFunnel.campaignId), asc(deliveryFunnel.minute), asc(deliveryFunnel.stage));

  it('adds counts and widens the price range of existing rows, from several counters at once', async () => {
    const [a, b] = (await ownCampaigns(2)) as [number, number];
    const now = Date.now();
    const minute = Math.floor(now / MINUTE);
    const counters = [0, 1, 2].map(() => new DeliveryFunnel(() => now));
    counters.forEach((funnel, i) => {
      for (let n = 0; n <= i; n++) funnel.reached(a);
      funnel.lost(a, 1_000_000 * (i + 1));
      funnel.drop(b, 'format');
      funnel.outcome(b, 'bid');
    });
    // Three processes flushing the same rows at the same time: every count lands, once.
    await Promise.all(counters.map((f) => f.flush(ctx.database.db)));
    counters[0]?.reached(a);
    counters[0]?.lost(a, 4_000_000);
    await counters[0]?.flush(ctx.database.db);
    const rows = await rowsOf([a, b]);
    expect(rows.map((r) => [r.campaignId, r.minute, r.stage, Number(r.count)])).toEqual([
      [a, minute, 'lost', 4],
      [a, minute, 'requests', 7],
      [b, minute, 'bid', 3],
      [b, minute, 'format', 3],
    ]);
    expect(rows[0]).toMatchObject({ minPriceMicros: 1_000_000, maxPriceMicros: 4_000_000 });
    expect(rows[1]).toMatchObject({ minPriceMicros: null, maxPriceMicros: null });
  });

  it('writes many campaigns and minutes in one flush', async () => {
    const ids = await ownCampaigns(3);
    const clock = { now: Date.now() };
    const funnel = new DeliveryFunnel(() => clock.now);
    for (let m = 0; m < 4; m++) {
      for (const id of ids) for (let n = 0; n < m + 1; n++) funnel.reached(id);
      clock.now += MINUTE;
      funnel.tick();
    }
    expect(await funnel.flush(ctx.database.db)).toBe(12);
    const rows = await rowsOf(ids);
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(3 * (1 + 2 + 3 + 4));
  });

  it('leaves out the rows of a campaign deleted since, and writes the others', async () => {
    const [kept, gone] = (await ownCampaigns(2)) as [number, number];
    const funnel = new DeliveryFunnel();
    funnel.reached(kept);
    funnel.reached(gone);
    await ctx.database.db.delete(campaigns).where(eq(campaigns.id, gone));
    expect(await funnel.flush(ctx.database.db)).toBe(2);
    const rows = await rowsOf([kept, gone]);
    expect(rows.map((r) => r.campaignId)).toEqual([kept]);
  });

  it('sweeps rows older than the funnel keeps, on its first flush', async () => {
    const [id] = (await ownCampaigns(1)) as [number];
    const minute = Math.floor(Date.now() / MINUTE);
    const row = (m: number) => ({ campaignId: id, minute: m, stage: 'requests', count: 1 });
    await ctx.database.db
      .insert(deliveryFunnel)
      .values([row(minute - FUNNEL_KEEP_MINUTES - 5), row(minute - FUNNEL_KEEP_MINUTES), row(minute - 3)]);
    await new DeliveryFunnel().flush(ctx.database.db);
    const left = await ctx.database.db
      .select({ minute: deliveryFunnel.minute })
      .from(deliveryFunnel)
      .where(eq(deliveryFunnel.campaignId, id))
      .orderBy(asc(deliveryFunnel.minute));
    expect(left.map((r) => minute - r.minute)).toEqual([FUNNEL_KEEP_MINUTES, 3]);
  });
});
