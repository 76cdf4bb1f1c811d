import { clicks, postbacks } from '../src/db/tracking-schema.ts';
import { clickContextSchema } from '../src/modules/tracking/click-link.ts';
import { newClickKey } from '../src/modules/tracking/signing.ts';
import { createCampaign, popunder } from './campaign-fixtures.ts';
import { call, signInAs, type TestContext } from './helpers.ts';

type Json = Record<string, unknown>;

/** An advertiser signed in, with a campaign its clicks can name. */
export async function advertiser(ctx: TestContext, campaignName = 'Tracked pops') {
  const session = await signInAs(ctx, 'advertiser');
  const id = Number(session.user.id);
  const campaign = await createCampaign(ctx.app, session.token, popunder({ name: campaignName }));
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    call(ctx.app, { method, url, token: session.token, ...(payload === undefined ? {} : { payload }) });
  return { ...session, id, campaign, api };
}
export type Advertiser = Awaited<ReturnType<typeof advertiser>>;

export async function makePostback(who: Advertiser, body: Json = {}) {
  const res = await who.api('POST', '/api/v1/postbacks', { name: `Goal ${Math.random()}`, ...body });
  if (res.status !== 201) throw new Error(`postback: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ext as Json & { id: number; url: string; name: string };
}

/** A click recorded as GET /track/click records one: its context is what the click link carried. */
export async function insertClick(
  ctx: TestContext,
  who: Advertiser,
  createdAt = new Date(),
  context: Json = {},
) {
  const key = newClickKey();
  const full = clickContextSchema.parse({
    advertiserId: who.id,
    campaignId: who.campaign.id,
    creativeId: who.campaign.creatives[0]?.id ?? 0,
    sspId: 7,
    siteId: 'site-a',
    zoneId: 'zone-b',
    adFormat: 'popunder',
    country: 'DE',
    servedAt: Math.floor(createdAt.getTime() / 1000),
    ...context,
  });
  await ctx.database.db
    .insert(clicks)
    .values({ id: key, advertiserId: who.id, campaignId: who.campaign.id, context: full, createdAt });
  return key;
}

/** Goals made straight in the table, to reach a cap without a hundred calls. */
export async function fillPostbacks(ctx: TestContext, who: Advertiser, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    advertiserId: who.id,
    token: `fill${who.id}x${i}`,
    name: `Filler ${i}`,
    windowDays: 30,
    allowRepeats: false,
  }));
  if (rows.length > 0) await ctx.database.db.insert(postbacks).values(rows);
}
