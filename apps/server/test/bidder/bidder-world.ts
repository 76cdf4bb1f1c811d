import type { SspEndpoint } from '@panel/contract';
import { expect } from 'vitest';
import { approve, type Campaign, createCampaign, uploadPng } from '../campaign-fixtures.ts';
import { call, signUpAndIn, type TestContext } from '../helpers.ts';
import { createEndpoint } from '../ssp-fixtures.ts';

type Json = Record<string, unknown>;

/**
 * An advertiser with a 300x250 endpoint and an active banner campaign, indexed by the bidder.
 * `campaign` overrides the campaign's fields, or makes them with the advertiser's session (to
 * upload the images of other formats).
 */
export async function bidderWorld(
  ctx: TestContext,
  campaign: Json | ((token: string) => Promise<Json>) = {},
  endpoint: Json = {},
) {
  const { token, user } = await signUpAndIn(ctx.app);
  const overrides = typeof campaign === 'function' ? await campaign(token) : campaign;
  const image = await uploadPng(ctx.app, token, 300, 250);
  const created = await createCampaign(ctx.app, token, {
    name: 'Banner',
    ad_format: '300x250',
    pricing_model: 'cpm',
    bid: 2,
    destination_url: 'https://offer.example.com/land?cid={click_id}',
    creatives: [{ type: 'image', name: 'Striped', image_url: image }],
    ...overrides,
  });
  await approve(ctx, created);
  const start = await call(ctx.app, {
    method: 'PUT',
    url: `/api/v1/campaigns/${created.id}/status/start`,
    token,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const ep: SspEndpoint = await createEndpoint(ctx, token, {
    parser_id: 2,
    ad_formats: ['300x250'],
    countries: [],
    bid_floor: 0.1,
    qps_limit: null,
    ...endpoint,
  });
  await ctx.app.bidderService.reload();
  return { token, advertiserId: Number(user.id), campaign: created as Campaign, endpoint: ep };
}

/** An OpenRTB 2.6 banner request from a US iPhone. */
export const bannerRequest = (overrides: Json = {}): Json => ({
  id: `req-${Math.random().toString(36).slice(2)}`,
  tmax: 200,
  imp: [{ id: '1', bidfloor: 0.5, bidfloorcur: 'USD', banner: { w: 300, h: 250 } }],
  site: { id: 'site-1', domain: 'news.example.com', page: 'https://news.example.com/' },
  device: {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ip: '203.0.113.24',
    devicetype: 4,
    geo: { country: 'USA', region: 'CA' },
    language: 'en',
  },
  user: { id: 'user-1' },
  ...overrides,
});

export async function bid(
  ctx: TestContext,
  endpointId: number,
  body: Json,
  headers: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/rtb/openrtb/2.6/${endpointId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: res.body ? (JSON.parse(res.body) as Json) : null,
    headers: res.headers,
  };
}

/** The first bid of a bid response. */
export function firstBid(
  body: Json | null,
): Json & { nurl: string; burl: string; lurl: string; adm: string; price: number } {
  const seatbid = (body?.seatbid as { bid: Json[] }[] | undefined)?.[0];
  const first = seatbid?.bid[0];
  expect(first, JSON.stringify(body)).toBeDefined();
  return first as Json & { nurl: string; burl: string; lurl: string; adm: string; price: number };
}

/** The path and query of an absolute URL, for app.inject. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
