import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { clickContextOf } from '../src/modules/tracking/click-link.ts';
import { recordClick } from '../src/modules/tracking/click-record.ts';
import { countPass } from '../src/modules/tracking/tracking-counter.ts';
import { call, DRIVERS, type TestContext, useApp } from './helpers.ts';
import { addGoal, clickIdFor, convert, nowS, trackingWorld } from './tracking-click-fixtures.ts';

type Totals = Record<string, number>;

async function totals(ctx: TestContext, token: string): Promise<Totals> {
  const res = await call(ctx.app, { method: 'GET', url: '/api/v1/statistics/advertiser?tz=UTC', token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.ext as { totals: Totals }).totals;
}

/** Polls until `check` passes or `ms` have gone by, and says how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

describe.each(DRIVERS)('counting into statistics on %s', (driver) => {
  const ctx = useApp(driver);

  it('shows a conversion in the report and on the dashboard within 5 s', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId);
    const clickId = await clickIdFor(ctx, world);
    expect((await convert(ctx, { goal: goal.token, click_id: clickId, payout: '4.25' })).status).toBe(204);
    await within(5_000, async () => (await totals(ctx, world.token)).conversions === 1);
    expect(await totals(ctx, world.token)).toMatchObject({ clicks: 1, conversions: 1 });
    const today = new Date().toISOString().slice(0, 10);
    await within(5_000, async () => {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/dashboard?to=${today}&tz=UTC`,
        token: world.token,
      });
      const kpis = (res.body.ext as { kpis: { id: string; value: number }[] }).kpis;
      return kpis.find((k) => k.id === 'conversions')?.value === 1;
    });
    const byCountry = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/statistics/advertiser?tz=UTC&group_by=country',
      token: world.token,
    });
    const rows = (byCountry.body.ext as { rows: { keys: { country: string }; metrics: Totals }[] }).rows;
    expect(rows.map((r) => [r.keys.country, r.metrics.conversions])).toEqual([['DE', 1]]);
    const payout = (await ctx.database.db.execute(
      sql`select sum(payout_micros)::text as p from stats_adv_total where advertiser_id = ${world.advertiserId}`,
    )) as { rows: { p: string }[] };
    expect(payout.rows[0]?.p).toBe('4250000');
  });

  it('counts every row once when several counters race', async () => {
    const world = await trackingWorld(ctx);
    const db = ctx.database.db;
    const n = 300;
    for (let i = 0; i < n; i++) await recordClick(db, world.signer, contextOf(world, i), null);
    const second = driver === 'postgres' ? await openDatabase(ctx.config) : null;
    try {
      // Every server process on the database (other test files' too) counts at the same time.
      await Promise.all([
        countPass(db),
        countPass(second?.db ?? db),
        countPass(second?.db ?? db),
        ctx.app.trackingCounter.runOnce(),
      ]);
      await within(5_000, async () => (await totals(ctx, world.token)).clicks === n);
      await new Promise((r) => setTimeout(r, 1_200));
      expect((await totals(ctx, world.token)).clicks).toBe(n);
    } finally {
      await second?.close();
    }
  });
});

function contextOf(world: Awaited<ReturnType<typeof trackingWorld>>, i: number) {
  return clickContextOf({
    advertiserId: world.advertiserId,
    campaignId: world.campaign.id,
    sspId: 1 + (i % 3),
    zoneId: String(100 + (i % 5)),
    adFormat: 'popunder',
    country: i % 2 ? 'US' : 'GB',
    servedAt: nowS(),
  });
}
