import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

/** The OpenRTB price macro, as an SSP receives it in nurl/burl. */
const PRICE_MACRO = '$' + '{AUCTION_PRICE}';

import { call, DRIVERS, useApp } from '../helpers.ts';
import { bannerRequest, bid, bidderWorld, firstBid, pathOf } from './bidder-world.ts';

/** What the campaign cube holds for a campaign, summed over its hours. */
async function campaignStats(ctx: ReturnType<typeof useApp>, campaignId: number) {
  await ctx.app.bidderService.flush();
  const result = (await ctx.database.db.execute(sql`
    select coalesce(sum(bids), 0)::int as bids, coalesce(sum(wins), 0)::int as wins,
           coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(spend_micros), 0)::int as spend
      from stats_adv_campaign where campaign_id = ${campaignId}`)) as {
    rows: { bids: number; wins: number; impressions: number; spend: number }[];
  };
  return result.rows[0];
}

describe.each(DRIVERS)('the bid endpoint on %s', (driver) => {
  const ctx = useApp(driver);

  it('bids on a matching request, and the win, billing and impression land in the statistics', async () => {
    const world = await bidderWorld(ctx);
    const res = await bid(ctx, world.endpoint.id, bannerRequest());
    expect(res.status).toBe(200);
    expect(res.body?.id).toBeTypeOf('string');
    const b = firstBid(res.body);
    expect(b.impid).toBe('1');
    expect(b.price).toBeCloseTo(2, 6);
    expect(b.cid).toBe(String(world.campaign.id));
    expect(b.adomain).toEqual(['offer.example.com']);
    expect(b.adm).toContain('/track/click/');

    const win = await ctx.app.inject({
      method: 'GET',
      url: pathOf(b.nurl.replace(PRICE_MACRO, '1.5')),
    });
    expect(win.statusCode).toBe(204);
    // A replayed win notice is answered and not counted again.
    await ctx.app.inject({ method: 'GET', url: pathOf(b.nurl.replace(PRICE_MACRO, '1.5')) });
    const bill = await ctx.app.inject({
      method: 'GET',
      url: pathOf(b.burl.replace(PRICE_MACRO, '1.5')),
    });
    expect(bill.statusCode).toBe(204);
    expect(await campaignStats(ctx, world.campaign.id)).toEqual({
      bids: 1,
      wins: 1,
      impressions: 1,
      spend: 1_500,
    });
  });

  it('answers 204 for traffic the campaign does not buy, and stops within a reload of a pause', async () => {
    const world = await bidderWorld(ctx, { targeting: { countries: { mode: 'include', values: ['DE'] } } });
    expect((await bid(ctx, world.endpoint.id, bannerRequest())).status).toBe(204);
    const german = bannerRequest({
      device: { ...(bannerRequest().device as object), geo: { country: 'DEU' } },
    });
    const germanBid = await bid(ctx, world.endpoint.id, german);
    expect(germanBid.status, JSON.stringify(germanBid.body)).toBe(200);
    const pause = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${world.campaign.id}/status/stop`,
      token: world.token,
    });
    expect(pause.status).toBe(200);
    await ctx.app.bidderService.reload();
    expect((await bid(ctx, world.endpoint.id, german)).status).toBe(204);
  });

  it('refuses a floor above the bid, an unknown endpoint and a request that is not one', async () => {
    const world = await bidderWorld(ctx);
    const high = bannerRequest({ imp: [{ id: '1', bidfloor: 3, banner: { w: 300, h: 250 } }] });
    expect((await bid(ctx, world.endpoint.id, high)).status).toBe(204);
    expect((await bid(ctx, 2_000_000_000, bannerRequest())).status).toBe(404);
    expect((await bid(ctx, world.endpoint.id, { hello: 'world' })).status).toBe(400);
  });

  it('takes a gzipped request, and refuses a corrupt one or another encoding with a 4xx', async () => {
    const world = await bidderWorld(ctx);
    const post = (payload: Buffer, encoding: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/rtb/openrtb/2.6/${world.endpoint.id}`,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload,
      });
    const zipped = gzipSync(Buffer.from(JSON.stringify(bannerRequest())));
    expect((await post(zipped, 'gzip')).statusCode).toBe(200);
    const corrupt = await post(
      Buffer.concat([zipped.subarray(0, 20), Buffer.from('not gzip at all')]),
      'gzip',
    );
    expect(corrupt.statusCode).toBeGreaterThanOrEqual(400);
    expect(corrupt.statusCode).toBeLessThan(500);
    expect((await post(zipped, 'br')).statusCode).toBe(415);
  });

  it('asks for the SSP token when the endpoint requires it', async () => {
    const world = await bidderWorld(ctx, {}, { require_token: true });
    expect((await bid(ctx, world.endpoint.id, bannerRequest())).status).toBe(401);
    const issued = await call(ctx.app, { method: 'POST', url: '/api/v1/ssp/1/token', token: world.token });
    const secret = (issued.body.ext as { token: string }).token;
    await ctx.app.bidderService.reload();
    const res = await bid(ctx, world.endpoint.id, bannerRequest(), { authorization: `Bearer ${secret}` });
    expect(res.status).toBe(200);
  });
});
