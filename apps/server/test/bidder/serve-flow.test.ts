import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approve, createCampaign, popunder } from '../campaign-fixtures.ts';
import { call, DRIVERS, signInAs, signUpAndIn, type TestContext, useApp } from '../helpers.ts';
import { pubApi } from '../pub-fixtures.ts';

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'accept-language': 'de-DE,de;q=0.9',
};

/**
 * A publisher's popunder zone and an advertiser's popunder campaign that only buys it. Zones sell
 * to every advertiser, so the campaign bids the most a bid can be: other tests' campaigns on the
 * shared database must not win these requests.
 */
async function zoneWorld(ctx: TestContext) {
  const publisher = await signInAs(ctx, 'publisher');
  const pub = pubApi(ctx, publisher.token);
  const site = await pub.site();
  const zone = await pub.zone(site.id, { ad_format: 'popunder' });
  const { token } = await signUpAndIn(ctx.app);
  const campaign = await createCampaign(
    ctx.app,
    token,
    popunder({ bid: 1_000, targeting: { zones: { mode: 'include', values: [String(zone.id)] } } }),
  );
  await approve(ctx, campaign);
  await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${campaign.id}/status/start`, token });
  await ctx.app.bidderService.reload();
  return { pub, publisherId: Number(publisher.user.id), site, zone, campaign, token };
}

async function totals(ctx: TestContext, campaignId: number) {
  await ctx.app.bidderService.flush();
  const rows = (await ctx.database.db.execute(sql`
    select coalesce(sum(wins), 0)::int as wins, coalesce(sum(impressions), 0)::int as impressions,
           coalesce(sum(spend_micros), 0)::int as spend
      from stats_adv_campaign where campaign_id = ${campaignId}`)) as {
    rows: { wins: number; impressions: number; spend: number }[];
  };
  return rows.rows[0];
}

describe.each(DRIVERS)('publisher zones serving ads on %s', (driver) => {
  const ctx = useApp(driver);

  it('answers the zone script with the winning ad, and counts it for advertiser and publisher', async () => {
    const world = await zoneWorld(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/serve/zone/${world.zone.id}.js`,
      headers: BROWSER,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('/track/click/');
    expect(res.headers['set-cookie']).toContain('uid=');
    const imp = /"imp":"([^"]+)"/.exec(res.body)?.[1] as string;
    const pixel = await ctx.app.inject({ method: 'GET', url: new URL(imp).pathname, headers: BROWSER });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    // The spend of one impression at a 1,000 USD CPM: 1 USD.
    expect(await totals(ctx, world.campaign.id)).toEqual({ wins: 1, impressions: 1, spend: 1_000_000 });
    const pub = (await ctx.database.db.execute(sql`
      select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(revenue_micros), 0)::int as revenue
        from stats_pub_total where publisher_id = ${world.publisherId}`)) as {
      rows: { impressions: number; revenue: number }[];
    };
    expect(pub.rows[0]).toEqual({ impressions: 1, revenue: 700_000 });
  });

  it('sends a direct link visitor on through the click link, and stops serving a stopped zone', async () => {
    const world = await zoneWorld(ctx);
    const link = await ctx.app.inject({
      method: 'GET',
      url: `/serve/link/${world.zone.id}`,
      headers: BROWSER,
    });
    // A popunder zone's link: the winning offer's click link.
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toContain('/track/click/');
    // A zone's frame runs inside the publisher's page: none of the panel's no-framing headers.
    const frame = await ctx.app.inject({
      method: 'GET',
      url: `/serve/zone/${world.zone.id}.html`,
      headers: BROWSER,
    });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.headers['content-security-policy']).toBeUndefined();
    expect(frame.headers['x-content-type-options']).toBe('nosniff');
    const stop = await world.pub.status('zones', world.zone.id, 'stop');
    expect(stop.status).toBe(200);
    await ctx.app.bidderService.reload();
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/serve/zone/${world.zone.id}.js`,
      headers: BROWSER,
    });
    expect(after.statusCode).toBe(404);
  });

  it('answers a VAST 4.2 document for a video zone, and 404 for a zone that does not exist', async () => {
    const publisher = await signInAs(ctx, 'publisher');
    const pub = pubApi(ctx, publisher.token);
    const site = await pub.site();
    const zone = await pub.zone(site.id, { ad_format: 'video' });
    await ctx.app.bidderService.reload();
    // Empty (no ad) or an ad of another test's video campaign on the shared database: VAST either way.
    const vast = await ctx.app.inject({ method: 'GET', url: `/serve/vast/${zone.id}.xml`, headers: BROWSER });
    expect(vast.statusCode).toBe(200);
    expect(vast.body).toContain('<VAST version="4.2"');
    expect((await ctx.app.inject({ method: 'GET', url: '/serve/zone/2000000000.js' })).statusCode).toBe(404);
  });
});
