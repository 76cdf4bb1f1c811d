import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const PRICE_MACRO = '$' + '{AUCTION_PRICE}';

import { call, DRIVERS, type TestContext, useApp } from '../helpers.ts';
import { guestSendingTo } from '../ssp-fixtures.ts';
import { bannerRequest, bid, bidderWorld, firstBid, pathOf } from './bidder-world.ts';

/** Polls until `check` holds, for at most `ms`: the bidder's own timers and notices must do the work. */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const wins = async (ctx: TestContext, campaignId: number) => {
  const r = (await ctx.database.db.execute(
    sql`select coalesce(sum(wins), 0)::int as wins from stats_adv_campaign where campaign_id = ${campaignId}`,
  )) as { rows: { wins: number }[] };
  return r.rows[0]?.wins ?? 0;
};

describe.each(DRIVERS)('the bidder on its own timers on %s', (driver) => {
  const ctx = useApp(driver);

  it('shows a win in the statistics within 5 seconds, with no flush asked for', async () => {
    const world = await bidderWorld(ctx);
    const b = firstBid((await bid(ctx, world.endpoint.id, bannerRequest())).body);
    await ctx.app.inject({ method: 'GET', url: pathOf(b.nurl) });
    expect(
      await within(
        5_000,
        () => wins(ctx, world.campaign.id),
        (n) => n === 1,
      ),
    ).toBe(1);
  });

  it('stops bidding for a campaign stopped in the panel within seconds, through the change notice alone', async () => {
    const world = await bidderWorld(ctx);
    expect((await bid(ctx, world.endpoint.id, bannerRequest())).status).toBe(200);
    const stop = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${world.campaign.id}/status/stop`,
      token: world.token,
    });
    expect(stop.status).toBe(200);
    const status = await within(
      3_000,
      async () => (await bid(ctx, world.endpoint.id, bannerRequest())).status,
      (s) => s === 204,
    );
    expect(status).toBe(204);
  });

  it('takes a guest SSP’s traffic with its token for the advertiser the token names', async () => {
    const world = await bidderWorld(ctx);
    const guest = await guestSendingTo(ctx, world.advertiserId);
    await ctx.app.bidderService.reload();
    const send = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/rtb/guest/openrtb/2.6',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify(bannerRequest()),
      });
    expect((await send('not-a-token')).statusCode).toBe(401);
    const res = await send(guest.secret);
    expect(res.statusCode).toBe(200);
    const context = JSON.parse(res.body) as { seatbid: { bid: { cid: string }[] }[] };
    expect(context.seatbid[0]?.bid[0]?.cid).toBe(String(world.campaign.id));
  });

  it('reports the funnel of real requests in the campaign’s delivery call', async () => {
    const world = await bidderWorld(ctx, { targeting: { countries: { mode: 'include', values: ['US'] } } });
    await bid(ctx, world.endpoint.id, bannerRequest());
    const german = bannerRequest({
      device: { ...(bannerRequest().device as object), geo: { country: 'DEU' } },
    });
    await bid(ctx, world.endpoint.id, german);
    await bid(ctx, world.endpoint.id, german);
    await ctx.app.bidderService.flush();
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${world.campaign.id}/delivery`,
      token: world.token,
    });
    expect(res.status).toBe(200);
    const ext = res.body.ext as {
      requests: number;
      bids: number;
      stages: { stage: string; dropped: number }[];
    };
    expect(ext.requests).toBe(3);
    expect(ext.bids).toBe(1);
    expect(ext.stages.find((s) => s.stage === 'country')?.dropped).toBe(2);
  });

  it('charges a CPC campaign for the click, not the impression', async () => {
    const world = await bidderWorld(ctx, { pricing_model: 'cpc', bid: 0.5 });
    const cheap = bannerRequest({ imp: [{ id: '1', bidfloor: 0.01, banner: { w: 300, h: 250 } }] });
    const b = firstBid((await bid(ctx, world.endpoint.id, cheap)).body);
    await ctx.app.inject({ method: 'GET', url: pathOf(b.nurl.replace(PRICE_MACRO, '0.4')) });
    const clickUrl = /href="([^"]+)"/.exec(b.adm)?.[1] as string;
    const click = await ctx.app.inject({ method: 'GET', url: pathOf(clickUrl.replaceAll('&amp;', '&')) });
    expect(click.statusCode).toBe(302);
    await ctx.app.trackingCounter.runOnce();
    await ctx.app.bidderService.flush();
    const spend = (await ctx.database.db.execute(sql`
      select (select coalesce(sum(spend_micros), 0)::int from stats_adv_campaign where campaign_id = ${world.campaign.id}) as stats,
             (select coalesce(sum(spent_micros), 0)::int from campaign_spend where campaign_id = ${world.campaign.id}) as ledger`)) as {
      rows: { stats: number; ledger: number }[];
    };
    // The click's price, once, in the statistics and in the day's spend the budgets read.
    expect(spend.rows[0]).toEqual({ stats: 500_000, ledger: 500_000 });
  });
});
