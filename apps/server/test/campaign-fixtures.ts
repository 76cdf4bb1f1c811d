import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser } from '../src/admin/commands.ts';
import { stripedPng } from '../src/demo/demo-png.ts';
import { approveCreative } from '../src/modules/creatives/creative-moderation.ts';
import { call, PASSWORD, signUpAndIn, type TestContext, uniqueEmail } from './helpers.ts';

type Json = Record<string, unknown>;
export type Campaign = Json & {
  id: number;
  status: string;
  creatives: (Json & { id: number; status: string })[];
};

/** The smallest valid campaign: a popunder needs no uploaded image. */
export const popunder = (overrides: Json = {}): Json => ({
  name: 'Pops test',
  ad_format: 'popunder',
  pricing_model: 'cpm',
  bid: 1.25,
  destination_url: 'https://offer.example.com/?cid={click_id}',
  creatives: [{ type: 'popunder', name: 'Landing' }],
  ...overrides,
});

export async function createCampaign(
  app: FastifyInstance,
  token: string,
  body: Json = popunder(),
): Promise<Campaign> {
  const res = await call(app, { method: 'POST', url: '/api/v1/campaigns', token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ext as Campaign;
}

/**
 * Approves creatives as the operator's `creatives approve` command does (same function, audited),
 * since an advertiser cannot: by default the campaign's first one, which is enough for it to start.
 */
export async function approve(ctx: TestContext, campaign: Campaign, count = 1) {
  for (const creative of campaign.creatives.slice(0, count))
    await approveCreative(ctx.database.db, creative.id, 'operator:test');
}

export async function getCampaign(app: FastifyInstance, token: string, id: number) {
  return call(app, { method: 'GET', url: `/api/v1/campaigns/${id}`, token });
}

export async function upload(app: FastifyInstance, token: string, content: Buffer, type = 'image/png') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/creatives/images',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: content,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Json };
}

/** Uploads a striped PNG of the size and returns its url. */
export async function uploadPng(
  app: FastifyInstance,
  token: string,
  width: number,
  height: number,
  seed = 0,
) {
  const colours: [number, number, number][] = [
    [seed % 256, 100, 200],
    [255, 255, 255],
  ];
  const res = await upload(app, token, stripedPng(width, height, colours));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.ext as { url: string }).url;
}

/** A publisher account (operators create those) signed in. */
export async function publisherToken(ctx: TestContext) {
  const email = uniqueEmail('publisher');
  await createUser(ctx.database.db, { email, password: PASSWORD, role: 'publisher' }, 'test');
  const login = await call(ctx.app, {
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: PASSWORD },
  });
  return (login.body.ext as { token: string }).token;
}

/** Two advertisers, a guest and a publisher: who owns, who is a stranger, who has the wrong role. */
export async function cast(ctx: TestContext) {
  const [owner, stranger, guest] = await Promise.all([
    signUpAndIn(ctx.app),
    signUpAndIn(ctx.app),
    signUpAndIn(ctx.app, 'guest'),
  ]);
  return {
    owner: owner.token,
    stranger: stranger.token,
    guest: guest.token,
    publisher: await publisherToken(ctx),
  };
}
