import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeClickLink } from '../src/modules/tracking/click-link.ts';
import { clickKeyOf, createSigner } from '../src/modules/tracking/signing.ts';
import { DRIVERS, useApp } from './helpers.ts';
import { addPixel, audience, click, linkFor, nowS, trackingWorld } from './tracking-click-fixtures.ts';

describe.each(DRIVERS)('click redirect on %s', (driver) => {
  const ctx = useApp(driver);
  // The app's counting worker would mark a click counted a second after it lands, and a slow
  // machine can take that long between the click and the look at its row.
  beforeAll(() => ctx.app.trackingCounter.stop());

  it('records the click and sends the visitor to the campaign’s destination with macros filled', async () => {
    const world = await trackingWorld(ctx);
    const link = linkFor(world.signer, {
      advertiserId: world.advertiserId,
      campaignId: world.campaign.id,
      country: 'FR',
      zoneId: 'a/b&c?d#e',
    });
    const res = await click(ctx, link);
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const landing = new URL(res.location as string);
    expect(landing.origin + landing.pathname).toBe('https://offer.example.com/land');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      cid: res.clickId,
      camp: String(world.campaign.id),
      geo: 'FR',
      z: 'a/b&c?d#e',
    });
    const key = clickKeyOf(world.signer, res.clickId as string);
    const rows = (await ctx.database.db.execute(
      sql`select campaign_id, advertiser_id, counted, uid, context->>'country' as country from clicks where id = ${key}`,
    )) as { rows: Record<string, unknown>[] };
    expect(rows.rows).toEqual([
      {
        campaign_id: world.campaign.id,
        advertiser_id: world.advertiserId,
        counted: false,
        uid: expect.any(String),
        country: 'FR',
      },
    ]);
  });

  it('fills every macro of the editor, empty where the click carried nothing', async () => {
    const world = await trackingWorld(
      ctx,
      'https://offer.example.com/?a={click_id}&b={campaign_name}&c={os}&d={bid}&e={region}&f={timestamp}',
    );
    const link = linkFor(world.signer, {
      advertiserId: world.advertiserId,
      campaignId: world.campaign.id,
      os: 7,
      bidMicros: 1_250_000,
    });
    const landing = new URL((await click(ctx, link)).location as string);
    expect(landing.searchParams.get('b')).toBe('Pops test');
    expect(landing.searchParams.get('c')).toBe('7');
    expect(landing.searchParams.get('d')).toBe('1.250000');
    expect(landing.searchParams.get('e')).toBe('');
    expect(Math.abs(Number(landing.searchParams.get('f')) - nowS())).toBeLessThan(5);
  });

  it('cannot be sent anywhere but the campaign’s own address', async () => {
    const world = await trackingWorld(ctx);
    const link = linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: world.campaign.id });
    for (const suffix of [
      '?url=https://evil.example/',
      '?redirect=//evil.example',
      '?to=%2F%2Fevil.example',
    ]) {
      const res = await click(ctx, `${link}${suffix}`);
      expect(res.status).toBe(302);
      expect(new URL(res.location as string).host).toBe('offer.example.com');
    }
    for (const url of [
      '/track/click//evil.example',
      '/track/click/https:%2F%2Fevil.example',
      '/track/click/%2F%2Fevil.example',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('refuses a tampered, forged, expired or misattributed link with a 404 and no redirect', async () => {
    const world = await trackingWorld(ctx);
    const other = await trackingWorld(ctx);
    const good = linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: world.campaign.id });
    const [payload, signature] = good.split('.') as [string, string];
    const swapped = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(`"c":${world.campaign.id}`, `"c":${other.campaign.id}`),
    ).toString('base64url');
    const refused = [
      `${swapped}.${signature}`,
      encodeClickLink(createSigner('not our key'), {
        advertiserId: world.advertiserId,
        campaignId: world.campaign.id,
        servedAt: nowS(),
      }),
      linkFor(world.signer, {
        advertiserId: world.advertiserId,
        campaignId: world.campaign.id,
        servedAt: nowS() - 8 * 86_400,
      }),
      // Signed by us, but the campaign is not the named advertiser's.
      linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: other.campaign.id }),
      linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: 2_000_000_000 }),
      'garbage',
      `${'A'.repeat(1_480)}.${signature}`,
    ];
    for (const link of refused) {
      const res = await click(ctx, link);
      expect({ status: res.status, location: res.location, cookie: res.headers['set-cookie'] }).toEqual({
        status: 404,
        location: undefined,
        cookie: undefined,
      });
      expect(JSON.parse(res.body)).toMatchObject({ error: true, code: 'NOT_FOUND' });
    }
  });

  it('sets a uid cookie once, and puts the visitor into the click audiences', async () => {
    const world = await trackingWorld(ctx);
    const pixel = await addPixel(ctx.database.db, world.advertiserId, 2, 5);
    const siteVisit = await addPixel(ctx.database.db, world.advertiserId, 4);
    const link = linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: world.campaign.id });
    const first = await click(ctx, link);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^uid=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const uid = cookie.slice(4, 26);
    const again = await click(ctx, link, { cookie: `other=1; uid=${uid}` });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await audience(ctx.database.db, pixel.id)).map((m) => m.uid)).toEqual([uid]);
    expect(await audience(ctx.database.db, siteVisit.id)).toEqual([]);
    const malformed = await click(ctx, link, { cookie: 'uid=me@example.com' });
    expect(String(malformed.headers['set-cookie'])).toMatch(/^uid=[A-Za-z0-9_-]{22};/);
  });
});

describe.each(DRIVERS)('uid cookie behind https on %s', (driver) => {
  const ctx = useApp(driver, { trustProxy: 1 });

  it('is SameSite=None; Secure when the page is https', async () => {
    const world = await trackingWorld(ctx);
    const link = linkFor(world.signer, { advertiserId: world.advertiserId, campaignId: world.campaign.id });
    const res = await click(ctx, link, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=None; Secure$/);
  });
});
