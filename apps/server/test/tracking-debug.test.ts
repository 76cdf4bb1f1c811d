import { POSTBACK_LOG_SIZE, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversions, postbackLog } from '../src/db/tracking-schema.ts';
import { refusalOfAnswer } from '../src/modules/tracking/debug-test.ts';
import { clickIdOf, loadSigner } from '../src/modules/tracking/signing.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { advertiser, insertClick, makePostback } from './tracking-postbacks-fixtures.ts';

type Debug = {
  preview: {
    click_id: string;
    clicked_at: string;
    campaign_id: number;
    campaign_name: string;
    url: string;
  } | null;
  received: { status: string; reason: string | null; click_id: string | null; test: boolean }[];
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DRIVERS)('the postback debugger on %s', (driver) => {
  const ctx = useApp(driver);
  const signer = () => loadSigner(ctx.database.db);

  it('previews the URL of the latest click within the goal’s window, and nothing without one', async () => {
    const adv = await advertiser(ctx, 'Summer pops');
    const goal = await makePostback(adv, { payout: 1.5, conversion_window_days: 3 });
    const debug = async (id = goal.id) =>
      (await adv.api('GET', `/api/v1/postbacks/${id}/debug`)).body.ext as Debug;
    expect(await debug()).toEqual({ preview: null, received: [] });

    await insertClick(ctx, adv, daysAgo(4));
    expect((await debug()).preview).toBeNull();
    const older = await insertClick(ctx, adv, daysAgo(2));
    const latestAt = daysAgo(1);
    const latest = await insertClick(ctx, adv, latestAt);
    const clickId = clickIdOf(await signer(), latest);
    const { preview } = await debug();
    const base = goal.url.replace('{click_id}', clickId);
    expect(preview).toEqual({
      click_id: clickId,
      clicked_at: latestAt.toISOString(),
      campaign_id: adv.campaign.id,
      campaign_name: 'Summer pops',
      url: base.replace('{payout}', '1.5'),
    });
    expect(preview?.url).not.toContain('{');
    expect(preview?.click_id).not.toContain(older);

    const noDefault = await makePostback(adv, { payout: null });
    expect((await debug(noDefault.id)).preview?.url).toMatch(/&payout=1$/);
  });

  it(`lists the last ${POSTBACK_LOG_SIZE} calls received, newest first`, async () => {
    const adv = await advertiser(ctx);
    const goal = await makePostback(adv);
    const other = await makePostback(adv);
    await ctx.database.db.insert(postbackLog).values(
      Array.from({ length: POSTBACK_LOG_SIZE + 5 }, (_, i) => ({
        postbackId: goal.id,
        status: i % 2 ? ('refused' as const) : ('counted' as const),
        reason: i % 2 ? 'expired' : null,
        clickId: `call-${i}`,
        payout: i % 2 ? null : '2',
        campaignId: adv.campaign.id,
      })),
    );
    await ctx.database.db
      .insert(postbackLog)
      .values({ postbackId: other.id, status: 'refused', clickId: 'other' });
    const { received } = (await adv.api('GET', `/api/v1/postbacks/${goal.id}/debug`)).body.ext as Debug;
    expect(received).toHaveLength(POSTBACK_LOG_SIZE);
    expect(received.map((r) => r.click_id)).toEqual(
      Array.from({ length: POSTBACK_LOG_SIZE }, (_, i) => `call-${POSTBACK_LOG_SIZE + 4 - i}`),
    );
    expect(received[0]).toMatchObject({ status: 'counted', reason: null, payout: '2', test: false });
    expect(received[1]).toMatchObject({ status: 'refused', reason: 'expired', payout: null });
  });

  it('sends a test conversion through the real endpoint and shows where it landed', async () => {
    const adv = await advertiser(ctx, 'Autumn pops');
    const goal = await makePostback(adv, { payout: 3 });
    const test = (body: Record<string, unknown> = {}) =>
      adv.api('POST', `/api/v1/postbacks/${goal.id}/test`, body);
    const none = await test();
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(translateMessage('errors.noRecentClick'));

    const key = await insertClick(ctx, adv, daysAgo(0.5), { country: 'FR', zoneId: 'z-9' });
    const clickId = clickIdOf(await signer(), key);
    const sent = await test({ payout: 4.25 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const result = sent.body.ext as { url: string; landed: { hour: string } };
    expect(result.url).toMatch(
      new RegExp(
        `^${goal.url.split('&')[0]?.replace(/[?.]/g, '\\$&')}&click_id=${clickId.replace('.', '\\.')}&payout=4\\.25&test=[A-Za-z0-9_-]+$`,
      ),
    );
    expect(result).toMatchObject({ http_status: 204, status: 'counted', reason: null });
    expect(result.landed).toEqual({
      campaign_id: adv.campaign.id,
      campaign_name: 'Autumn pops',
      creative_id: adv.campaign.creatives[0]?.id,
      ad_format: 'popunder',
      country: 'FR',
      ssp_id: 7,
      site_id: 'site-a',
      zone_id: 'z-9',
      hour: result.landed.hour,
      payout: 4.25,
    });
    expect(result.landed.hour).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
    const stored = await ctx.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.postbackId, goal.id));
    expect(stored).toMatchObject([{ test: true, payoutMicros: 4_250_000 }]);

    // A test never blocks the click's real conversion; the default payout goes out when none is given.
    const real = await ctx.app.inject({
      method: 'GET',
      url: goal.url.replace(ctx.config.publicUrl, '').replace('{click_id}', clickId).replace('{payout}', '3'),
    });
    expect(real.statusCode).toBe(204);
    const repeat = (await test()).body.ext as { url: string; status: string };
    expect(repeat.url).toContain('&payout=3&test=');
    const { received } = (await adv.api('GET', `/api/v1/postbacks/${goal.id}/debug`)).body.ext as Debug;
    expect(received.map((r) => [r.status, r.test])).toEqual([
      ['counted', true],
      ['counted', false],
      ['counted', true],
    ]);
  });

  it('reads the refusal reason from the endpoint’s error code', async () => {
    // Through the panel a test never meets a refusal but by a race (the click purged, or its window
    // closing, between the preview and the call): the endpoint's real answers stand in for that.
    const adv = await advertiser(ctx);
    const goal = await makePostback(adv);
    const clickId = clickIdOf(await signer(), await insertClick(ctx, adv));
    const path = goal.url
      .replace(ctx.config.publicUrl, '')
      .replace('{click_id}', clickId)
      .replace('&payout={payout}', '');
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(204);
    const duplicate = await ctx.app.inject({ method: 'GET', url: path });
    expect(refusalOfAnswer(duplicate.body)).toBe('duplicate');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: path.replace(/click_id=[^&]+/, 'click_id=x.y'),
    });
    expect(refusalOfAnswer(forged.body)).toBe('forged_click');
    const unknownGoal = await ctx.app.inject({
      method: 'GET',
      url: '/track/conversion?goal=nope&click_id=a',
    });
    expect(refusalOfAnswer(unknownGoal.body)).toBeNull();
    expect(refusalOfAnswer('<html>')).toBeNull();
  });

  it('keeps another advertiser’s goal out of reach (404) and other roles out (403)', async () => {
    const [owner, stranger] = [await advertiser(ctx), await advertiser(ctx)];
    const goal = await makePostback(owner);
    await insertClick(ctx, owner);
    await insertClick(ctx, stranger);
    const debug = `/api/v1/postbacks/${goal.id}/debug`;
    const test = `/api/v1/postbacks/${goal.id}/test`;
    expect((await stranger.api('GET', debug)).status).toBe(404);
    expect((await stranger.api('POST', test, {})).status).toBe(404);
    expect(
      await ctx.database.db.select().from(conversions).where(eq(conversions.postbackId, goal.id)),
    ).toEqual([]);
    for (const role of ['publisher', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      expect((await call(ctx.app, { method: 'GET', url: debug, token })).status).toBe(403);
      expect((await call(ctx.app, { method: 'POST', url: test, token, payload: {} })).status).toBe(403);
    }
    expect(((await owner.api('GET', debug)).body.ext as Debug).received).toEqual([]);
  });
});
