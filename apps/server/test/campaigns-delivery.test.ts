import { DELIVERY_DROP_STAGES, type DeliveryReport } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryFunnel } from '../src/db/bidder-schema.ts';
import { creatives } from '../src/db/schema.ts';
import { approve, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signInAs, signUpAndIn, useApp } from './helpers.ts';

const nowMinute = () => Math.floor(Date.now() / 60_000);
type Row = { stage: string; count: number; ago?: number; min?: number; max?: number };

describe.each(DRIVERS)('GET /api/v1/campaigns/{id}/delivery on %s', (driver) => {
  const ctx = useApp(driver);

  /** A campaign of a new advertiser, started unless `draft`, with funnel rows `ago` minutes old. */
  async function campaignWith(
    rows: Row[],
    options: { draft?: boolean; body?: Record<string, unknown> } = {},
  ) {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token, popunder(options.body));
    await approve(ctx, c);
    if (!options.draft) {
      const started = await call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/campaigns/${c.id}/status/start`,
        token,
      });
      expect(started.status).toBe(200);
    }
    const minute = nowMinute();
    if (rows.length > 0)
      await ctx.database.db.insert(deliveryFunnel).values(
        rows.map((r) => ({
          campaignId: c.id,
          minute: minute - (r.ago ?? 5),
          stage: r.stage,
          count: r.count,
          minPriceMicros: r.min ?? null,
          maxPriceMicros: r.max ?? null,
        })),
      );
    return { token, id: c.id };
  }

  const report = async (token: string, id: number) => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${id}/delivery`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.ext as DeliveryReport;
  };

  it('sums the last hour by stage, every drop stage in order, and advises the largest one to change', async () => {
    const { token, id } = await campaignWith([
      { stage: 'requests', count: 1000, ago: 2 },
      { stage: 'requests', count: 500, ago: 57 },
      { stage: 'requests', count: 9999, ago: 62 },
      { stage: 'format', count: 700, ago: 2 },
      { stage: 'country', count: 300, ago: 2 },
      { stage: 'country', count: 9999, ago: 90 },
      { stage: 'frequency', count: 150, ago: 57 },
      { stage: 'lost', count: 100, ago: 2, min: 800_000, max: 1_500_000 },
      { stage: 'lost', count: 50, ago: 30, min: 400_000, max: 1_900_000 },
      { stage: 'bid', count: 200, ago: 30 },
      { stage: 'win', count: 120, ago: 30 },
      { stage: 'impression', count: 110, ago: 30 },
    ]);
    const ext = await report(token, id);
    expect(ext).toMatchObject({
      campaign_id: id,
      status: 'active',
      requests: 1500,
      bids: 200,
      wins: 120,
      impressions: 110,
    });
    expect(ext.stages.map((s) => s.stage)).toEqual([...DELIVERY_DROP_STAGES]);
    const dropped = Object.fromEntries(ext.stages.map((s) => [s.stage, s.dropped]));
    expect(dropped).toMatchObject({
      format: 700,
      country: 300,
      frequency: 150,
      lost: 150,
      schedule: 0,
      floor: 0,
    });
    expect(ext.stages.reduce((sum, s) => sum + s.dropped, 0) + ext.bids).toBe(ext.requests);
    expect(ext.winning_price).toEqual({ min: 0.4, max: 1.9 });
    expect(ext.floor_price).toBeNull();
    expect(Date.parse(ext.to) - Date.parse(ext.from)).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(ext.to) - Date.parse(ext.from)).toBeLessThanOrEqual(60 * 60_000);
    // Format refused more, but is no setting to widen: countries are the change that helps most.
    expect(ext.advice).toEqual({
      reason: 'stage',
      stage: 'country',
      dropped: 300,
      section: 'targeting',
      bid: null,
      message: 'delivery.advice.country',
      text: '300 requests (20%) came from countries you do not target: add countries to buy them.',
    });
  });

  it('names the bid that clears the floors, and the one that beats the winners', async () => {
    const floor = await campaignWith([
      { stage: 'requests', count: 40 },
      { stage: 'floor', count: 30, min: 500_000, max: 2_250_000 },
      { stage: 'lost', count: 10, min: 100_000, max: 3_000_000 },
    ]);
    expect((await report(floor.token, floor.id)).advice).toMatchObject({
      stage: 'floor',
      section: 'bid',
      bid: 2.25,
      text: 'Your bid was below the floor of 30 requests (75%), floors of $0.50 to $2.25 per thousand impressions: bid at least $2.25 to clear them all.',
    });
    const lost = await campaignWith(
      [
        { stage: 'requests', count: 10 },
        { stage: 'lost', count: 10, min: 100_000, max: 3_000_000 },
      ],
      { body: { pricing_model: 'cpa', bid: 5 } },
    );
    expect((await report(lost.token, lost.id)).advice).toMatchObject({
      stage: 'lost',
      bid: 3.01,
      message: 'delivery.advice.lostEstimated',
    });
  });

  it('says when nothing reached the campaign, and why when it can tell', async () => {
    const draft = await campaignWith([{ stage: 'requests', count: 10 }], { draft: true });
    expect((await report(draft.token, draft.id)).advice).toMatchObject({
      reason: 'inactive',
      stage: null,
      message: 'delivery.advice.draft',
    });
    const idle = await campaignWith([]);
    const ext = await report(idle.token, idle.id);
    expect(ext).toMatchObject({ requests: 0, bids: 0, winning_price: null });
    expect(ext.stages.every((s) => s.dropped === 0)).toBe(true);
    expect(ext.advice).toMatchObject({
      reason: 'no_traffic',
      section: null,
      message: 'delivery.advice.noTraffic',
    });
    expect(ext.advice?.text).toContain('send popunder traffic');
    await ctx.database.db
      .update(creatives)
      .set({ status: 'paused' })
      .where(eq(creatives.campaignId, idle.id));
    expect((await report(idle.token, idle.id)).advice).toMatchObject({ reason: 'no_ads', section: 'ads' });
  });

  it('advises the format only when nothing else refused anything, and nothing when all was bid', async () => {
    const format = await campaignWith([
      { stage: 'requests', count: 10 },
      { stage: 'format', count: 8 },
      { stage: 'bid', count: 2 },
    ]);
    expect((await report(format.token, format.id)).advice).toMatchObject({
      reason: 'stage',
      stage: 'format',
      section: null,
    });
    const all = await campaignWith([
      { stage: 'requests', count: 10 },
      { stage: 'bid', count: 10 },
    ]);
    expect((await report(all.token, all.id)).advice).toBeNull();
  });

  it("answers 404 for another advertiser's campaign and 403 to other roles, telling nothing", async () => {
    const owner = await campaignWith([{ stage: 'requests', count: 10 }]);
    const stranger = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${owner.id}/delivery`,
      token: stranger.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: true, code: 'NOT_FOUND' });
    expect(res.body.ext).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('requests');
    for (const role of ['publisher', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      const other = await call(ctx.app, {
        method: 'GET',
        url: `/api/v1/campaigns/${owner.id}/delivery`,
        token,
      });
      expect(other.status).toBe(403);
    }
    const missing = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campaigns/2147483647/delivery',
      token: owner.token,
    });
    expect(missing.status).toBe(404);
  });
});
