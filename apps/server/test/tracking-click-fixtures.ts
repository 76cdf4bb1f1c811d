import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { type ClickContextInput, encodeClickLink } from '../src/modules/tracking/click-link.ts';
import { loadSigner, type Signer } from '../src/modules/tracking/signing.ts';
import { type Campaign, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, signUpAndIn, type TestContext } from './helpers.ts';

/** An advertiser with one campaign whose landing page takes a few macros. */
export async function trackingWorld(
  ctx: TestContext,
  destination = 'https://offer.example.com/land?cid={click_id}&camp={campaign_id}&geo={country}&z={zone_id}',
) {
  const { token, user } = await signUpAndIn(ctx.app);
  const campaign: Campaign = await createCampaign(ctx.app, token, popunder({ destination_url: destination }));
  const signer = await loadSigner(ctx.database.db);
  return { token, advertiserId: Number(user.id), campaign, signer };
}

export const nowS = () => Math.floor(Date.now() / 1000);

export function linkFor(
  signer: Signer,
  context: Partial<ClickContextInput> & { advertiserId: number; campaignId: number },
) {
  return encodeClickLink(signer, { servedAt: nowS(), ...context });
}

/** Opens /track/click/{link} as a browser would. */
export async function click(ctx: TestContext, link: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: `/track/click/${link}`, headers });
  const location = res.headers.location as string | undefined;
  const clickId = location ? new URL(location).searchParams.get('cid') : null;
  return { status: res.statusCode, location, clickId, headers: res.headers, body: res.body };
}

/** A click that is known to count, and its id. */
export async function clickIdFor(ctx: TestContext, world: Awaited<ReturnType<typeof trackingWorld>>) {
  const res = await click(
    ctx,
    linkFor(world.signer, {
      advertiserId: world.advertiserId,
      campaignId: world.campaign.id,
      country: 'DE',
      zoneId: '77',
    }),
  );
  expect(res.status).toBe(302);
  return res.clickId as string;
}

/** A goal inserted as the postbacks API would keep it. */
export async function addGoal(
  db: Db,
  advertiserId: number,
  options: { allowRepeats?: boolean; windowDays?: number; payoutMicros?: number | null } = {},
) {
  const token = randomBytes(12).toString('base64url');
  const rows = (await db.execute(sql`
    insert into postbacks (advertiser_id, token, name, payout_micros, window_days, allow_repeats)
    values (${advertiserId}, ${token}, ${`Goal ${token}`}, ${options.payoutMicros ?? null}::bigint, ${options.windowDays ?? 30}, ${options.allowRepeats ?? false})
    returning id`)) as { rows: { id: number }[] };
  return { token, id: Number(rows.rows[0]?.id) };
}

export async function addPixel(db: Db, advertiserId: number, typeId: number, membershipDays = 30) {
  const token = randomBytes(12).toString('base64url');
  const rows = (await db.execute(sql`
    insert into retargeting_pixels (advertiser_id, token, name, type_id, membership_days)
    values (${advertiserId}, ${token}, ${`Pixel ${token}`}, ${typeId}, ${membershipDays}) returning id`)) as {
    rows: { id: number }[];
  };
  return { token, id: Number(rows.rows[0]?.id) };
}

export async function audience(db: Db, pixelId: number) {
  const rows = (await db.execute(
    sql`select uid, expires_at from retargeting_members where pixel_id = ${pixelId} and expires_at > now()`,
  )) as { rows: { uid: string; expires_at: string }[] };
  return rows.rows;
}

export async function convert(
  ctx: TestContext,
  query: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
) {
  const qs = new URLSearchParams(query).toString();
  return call(ctx.app, { method, url: `/track/conversion?${qs}` });
}

export async function logOf(db: Db, postbackId: number) {
  const rows = (await db.execute(sql`
    select status, reason, click_id, payout, campaign_id, test from postback_log where postback_id = ${postbackId} order by id`)) as {
    rows: {
      status: string;
      reason: string | null;
      click_id: string | null;
      payout: string | null;
      campaign_id: number | null;
      test: boolean;
    }[];
  };
  return rows.rows;
}
