import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { feedXml } from '../../src/modules/bidder/feed/feed-answer.ts';
import { call, DRIVERS, type TestContext, useApp } from '../helpers.ts';
import { bidderWorld, pathOf } from './bidder-world.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** A Google DNS address: the United States in the bundled GeoLite2 country data. */
const US_IP = '8.8.8.8';

type FeedAd = Record<string, string | number>;

/**
 * The endpoint's address as the panel shows it, with the SSP's macros filled in as an SSP
 * would: what proves the template and the route agree.
 */
function fill(url: string, values: Record<string, string>) {
  let out = pathOf(url);
  for (const [macro, value] of Object.entries(values))
    out = out.replace(`{${macro}}`, encodeURIComponent(value));
  return out;
}

const user = {
  ip: US_IP,
  user_agent: IPHONE,
  language: 'en-US',
  referrer: 'https://news.example.com/',
  sub_id: 'z-77',
};

async function feed(ctx: TestContext, url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? '') };
}

async function wins(ctx: TestContext, campaignId: number) {
  await ctx.app.bidderService.flush();
  const result = (await ctx.database.db.execute(sql`
    select coalesce(sum(wins), 0)::int as wins, coalesce(sum(spend_micros), 0)::int as spend
      from stats_adv_campaign where campaign_id = ${campaignId}`)) as {
    rows: { wins: number; spend: number }[];
  };
  return result.rows[0];
}

describe.each(DRIVERS)('feeds (XML, JSON, push) on %s', (driver) => {
  const ctx = useApp(driver);

  it('answers the JSON feed at the address the panel shows, and its win notice buys the ad', async () => {
    const world = await bidderWorld(ctx, {}, { parser_id: 4 });
    expect(world.endpoint.url).toContain(`/feed/json/${world.endpoint.id}?`);
    const res = await feed(ctx, fill(world.endpoint.url, user));
    expect(res.status, res.body).toBe(200);
    expect(res.type).toContain('application/json');
    const { ads } = JSON.parse(res.body) as { ads: FeedAd[] };
    expect(ads).toHaveLength(1);
    const ad = ads[0] as FeedAd;
    expect(ad).toMatchObject({ cpm: 2, format: '300x250', campaign_id: String(world.campaign.id) });
    expect(String(ad.image)).toMatch(/^https?:\/\/.+\/uploads\//);
    expect(String(ad.click_url)).toContain('/track/click/');
    expect((await ctx.app.inject({ method: 'GET', url: pathOf(String(ad.win_url)) })).statusCode).toBe(204);
    expect(await wins(ctx, world.campaign.id)).toEqual({ wins: 1, spend: 2_000 });
  });

  it('answers the XML feed as <result><ad>, one element per field, with the price as CPM', async () => {
    const world = await bidderWorld(ctx, {}, { parser_id: 3 });
    const res = await feed(ctx, fill(world.endpoint.url, user));
    expect(res.status, res.body).toBe(200);
    expect(res.type).toContain('application/xml');
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body);
    expect(parsed.result['@_id']).toMatch(/^feed-/);
    expect(parsed.result.ad).toMatchObject({
      cpm: '2',
      format: '300x250',
      campaign_id: String(world.campaign.id),
    });
    expect(parsed.result.ad.win_url).toContain('/serve/win/');
  });

  it('answers the push feed, and no ad (204) for users the campaign does not buy', async () => {
    const world = await bidderWorld(
      ctx,
      { targeting: { countries: { mode: 'include', values: ['US'] } } },
      { parser_id: 5 },
    );
    const url = (ip: string) =>
      `/feed/push/${world.endpoint.id}?ip=${ip}&ua=${encodeURIComponent(IPHONE)}&subscribed=${Math.floor(Date.now() / 1000) - 86_400}`;
    expect((await feed(ctx, url(US_IP))).status).toBe(200);
    // 1.1.1.1 is placed in Australia by the same data.
    expect((await feed(ctx, url('1.1.1.1'))).status).toBe(204);
  });

  it('finds only the endpoints of its own parser, refuses a bad address by field, and asks for the token', async () => {
    const json = await bidderWorld(ctx, {}, { parser_id: 4 });
    expect((await feed(ctx, `/feed/xml/${json.endpoint.id}`)).status).toBe(404);
    const rtb = await bidderWorld(ctx, {}, { parser_id: 2 });
    expect((await feed(ctx, `/feed/json/${rtb.endpoint.id}`)).status).toBe(404);
    expect((await feed(ctx, '/feed/json/999999999')).status).toBe(404);

    const bad = await feed(ctx, `/feed/json/${json.endpoint.id}?ip=999.1.1.1`);
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse(bad.body).fields ?? {})).toEqual(['ip']);

    const locked = await bidderWorld(ctx, {}, { parser_id: 4, require_token: true });
    const path = `/feed/json/${locked.endpoint.id}?ip=${US_IP}`;
    expect((await feed(ctx, path)).status).toBe(401);
    const issued = await call(ctx.app, { method: 'POST', url: '/api/v1/ssp/1/token', token: locked.token });
    const secret = (issued.body.ext as { token: string }).token;
    await ctx.app.bidderService.reload();
    expect((await feed(ctx, path, { authorization: `Bearer ${secret}` })).status).toBe(200);
  });
});

describe('the XML feed’s text', () => {
  it('escapes markup and drops the control characters XML 1.0 cannot hold', () => {
    const xml = feedXml('r"1', [
      {
        cpm: 1,
        format: 'Classic Push',
        title: 'Save <50%> & more\u0001\u0008',
        description: 'line\nbreak',
        icon: '',
        image: '',
        click_url: 'https://panel.example/track/click/a?b=1&c=2',
        win_url: '',
        impression_url: '',
        campaign_id: '1',
        creative_id: '2',
      },
    ]);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    expect(parsed.result['@_id']).toBe('r"1');
    expect(parsed.result.ad.title).toBe('Save <50%> & more');
    expect(parsed.result.ad.click_url).toBe('https://panel.example/track/click/a?b=1&c=2');
  });
});
