import { describe, expect, it } from 'vitest';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { call, DRIVERS, signInAs, signUpAndIn, type TestContext, useApp } from './helpers.ts';

type Metrics = Record<string, number | null>;
type Report = {
  metrics: string[];
  rows: { keys: Record<string, number>; metrics: Metrics }[];
  totals: Metrics;
};

const DAY = '2026-04-14';
const AT = Date.parse(`${DAY}T12:00:00Z`);
const CAMPAIGNS = { winner: 901, loser: 902, free: 903 };

const get = (ctx: TestContext, url: string, token: string) => call(ctx.app, { method: 'GET', url, token });

async function userId(ctx: TestContext, token: string): Promise<number> {
  return ((await call(ctx.app, { method: 'POST', url: '/auth/user', token })).body.ext as { id: number }).id;
}

/**
 * Three campaigns: one earns more than it costs, one loses, one converts without spend (a
 * test postback), so profit is positive, negative and spend-free, and ROI has a null.
 */
function traffic(advertiserId: number, publisherId: number): TrafficEvent[] {
  const e = (campaignId: number, kind: TrafficEvent['kind'], extra: Partial<TrafficEvent>) =>
    ({ kind, at: AT, advertiserId, publisherId, campaignId, country: 'US', ...extra }) as TrafficEvent;
  return [
    e(CAMPAIGNS.winner, 'spend', { spendMicros: 4_000_000, revenueMicros: 2_800_000 }),
    e(CAMPAIGNS.winner, 'conversion', { count: 2, payoutMicros: 6_000_000 }),
    e(CAMPAIGNS.winner, 'conversion', { payoutMicros: 1_000_001 }),
    e(CAMPAIGNS.loser, 'spend', { spendMicros: 10_000_000, revenueMicros: 7_000_000 }),
    e(CAMPAIGNS.loser, 'conversion', { payoutMicros: 2_000_000 }),
    e(CAMPAIGNS.free, 'conversion', { payoutMicros: 1_500_000 }),
  ];
}

describe.each(DRIVERS)('payout, profit and ROI (%s)', (driver) => {
  const ctx = useApp(driver);

  it('show an advertiser what its conversions earned against what they cost, sortable', async () => {
    const advertiser = await signUpAndIn(ctx.app);
    const publisher = await signInAs(ctx, 'publisher');
    await ingestEvents(
      ctx.database.db,
      traffic(await userId(ctx, advertiser.token), Number(publisher.user.id)),
    );
    const report = async (query: string) => {
      const res = await get(
        ctx,
        `/api/v1/statistics/advertiser?from=${DAY}&to=${DAY}&${query}`,
        advertiser.token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.ext as Report;
    };

    const total = await report('group_by=date');
    expect(total.metrics).toEqual(expect.arrayContaining(['payout', 'profit', 'roi']));
    expect(total.totals).toMatchObject({
      conversions: 5,
      spend: 14,
      payout: 10.500001,
      profit: -3.499999,
      roi: (10_500_001 - 14_000_000) / 14_000_000,
    });

    const byCampaign = await report('group_by=campaign&sort=-profit');
    const rows = byCampaign.rows.map((r) => [
      r.keys.campaign,
      r.metrics.payout,
      r.metrics.profit,
      r.metrics.roi,
    ]);
    expect(rows).toEqual([
      [CAMPAIGNS.winner, 7.000001, 3.000001, 3_000_001 / 4_000_000],
      [CAMPAIGNS.free, 1.5, 1.5, null],
      [CAMPAIGNS.loser, 2, -8, -0.8],
    ]);
    expect(byCampaign.totals).toEqual(total.totals);

    const campaignsBy = async (sort: string) =>
      (await report(`group_by=campaign&sort=${sort}`)).rows.map((r) => r.keys.campaign);
    expect(await campaignsBy('roi')).toEqual([CAMPAIGNS.loser, CAMPAIGNS.winner, CAMPAIGNS.free]);
    expect(await campaignsBy('-roi')).toEqual([CAMPAIGNS.winner, CAMPAIGNS.loser, CAMPAIGNS.free]);
    expect(await campaignsBy('-payout')).toEqual([CAMPAIGNS.winner, CAMPAIGNS.loser, CAMPAIGNS.free]);
  });

  it('are not the publisher’s to see or sort by', async () => {
    const publisher = await signInAs(ctx, 'publisher');
    const advertiser = await signUpAndIn(ctx.app);
    await ingestEvents(
      ctx.database.db,
      traffic(await userId(ctx, advertiser.token), Number(publisher.user.id)),
    );
    const base = `/api/v1/statistics/publisher?from=${DAY}&to=${DAY}`;
    const res = await get(ctx, base, publisher.token);
    expect(res.status).toBe(200);
    const report = res.body.ext as Report;
    expect(report.totals).toMatchObject({ revenue: 9.8 });
    for (const hidden of ['spend', 'payout', 'profit', 'roi']) {
      expect(report.metrics).not.toContain(hidden);
      expect(report.totals).not.toHaveProperty(hidden);
      for (const row of report.rows) expect(row.metrics).not.toHaveProperty(hidden);
      const sorted = await get(ctx, `${base}&sort=-${hidden}`, publisher.token);
      expect(sorted.status, hidden).toBe(400);
      expect(JSON.stringify(sorted.body), hidden).toContain('sort');
    }
  });
});
