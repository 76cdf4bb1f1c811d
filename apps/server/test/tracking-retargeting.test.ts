import { RETARGETING_PIXELS_MAX, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retargetingMembers, retargetingPixels } from '../src/db/tracking-schema.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { type Advertiser, advertiser } from './tracking-postbacks-fixtures.ts';

type Pixel = { id: number; snippet: string | null; pixel_url: string | null; audience_size: number };

describe.each(DRIVERS)('retargeting pixels on %s', (driver) => {
  const ctx = useApp(driver);
  const make = async (who: Advertiser, body: Record<string, unknown>) => {
    const res = await who.api('POST', '/api/v1/retargeting', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ext as Pixel;
  };

  it('gives a site-visit pixel its snippet and image, built from the token alone; no other type has one', async () => {
    const adv = await advertiser(ctx);
    const site = await make(adv, { name: '<script>alert(1)</script> visitors', type_id: 4 });
    expect(site).toMatchObject({
      name: '<script>alert(1)</script> visitors',
      type_id: 4,
      membership_days: 30,
    });
    const [row] = await ctx.database.db
      .select()
      .from(retargetingPixels)
      .where(eq(retargetingPixels.id, site.id));
    const base = `${ctx.config.publicUrl}/track/pixel/${row?.token}`;
    expect(row?.token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(site.pixel_url).toBe(`${base}.gif`);
    expect(site.snippet).toBe(
      `<script async src="${base}.js"></script>\n` +
        `<noscript><img src="${base}.gif" width="1" height="1" alt="" style="display:none"></noscript>`,
    );
    for (const type_id of [1, 2, 3]) {
      const other = await make(adv, { name: `Type ${type_id}`, type_id, membership_days: 540 });
      expect(other).toMatchObject({ snippet: null, pixel_url: null, membership_days: 540 });
    }
  });

  it('counts only members whose membership has not run out', async () => {
    const adv = await advertiser(ctx);
    const pixel = await make(adv, { name: 'Visitors', type_id: 4 });
    const other = await make(adv, { name: 'Others', type_id: 4 });
    const at = (days: number) => new Date(Date.now() + days * 86_400_000);
    await ctx.database.db.insert(retargetingMembers).values([
      { pixelId: pixel.id, uid: 'u1', expiresAt: at(1) },
      { pixelId: pixel.id, uid: 'u2', expiresAt: at(300) },
      { pixelId: pixel.id, uid: 'u3', expiresAt: at(-1) },
      { pixelId: other.id, uid: 'u1', expiresAt: at(5) },
    ]);
    expect((await adv.api('GET', `/api/v1/retargeting/${pixel.id}`)).body.ext).toMatchObject({
      audience_size: 2,
    });
    const list = (await adv.api('GET', '/api/v1/retargeting?sort=name')).body.ext as { items: Pixel[] };
    expect(list.items.map((p) => p.audience_size)).toEqual([1, 2]);
  });

  it('changes name and membership, never the type (400 naming type_id)', async () => {
    const adv = await advertiser(ctx);
    const pixel = await make(adv, { name: 'Clickers', type_id: 2 });
    const url = `/api/v1/retargeting/${pixel.id}`;
    const turned = await adv.api('PUT', url, { name: 'Visitors', type_id: 4, membership_days: 10 });
    expect(turned.status).toBe(400);
    expect(turned.body.fields).toEqual({ type_id: translateMessage('validation.retargetingTypeFixed') });
    expect((await adv.api('GET', url)).body.ext).toEqual(pixel);
    const changed = await adv.api('PUT', url, { name: 'Clickers EU', type_id: 2, membership_days: 10 });
    expect(changed.status).toBe(200);
    expect(changed.body.ext).toMatchObject({ name: 'Clickers EU', type_id: 2, membership_days: 10 });
  });

  it('names each field it refuses', async () => {
    const adv = await advertiser(ctx);
    const res = await adv.api('POST', '/api/v1/retargeting', { name: ' ', type_id: 9, membership_days: 541 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(['membership_days', 'name', 'type_id']);
    const query = await adv.api('GET', '/api/v1/retargeting?type_id=9&per_page=101');
    expect(Object.keys(query.body.fields as object).sort()).toEqual(['per_page', 'type_id']);
  });

  it('lists every pixel on one page of 100, by type, by name or id', async () => {
    const adv = await advertiser(ctx);
    const a = await make(adv, { name: 'Alpha', type_id: 4 });
    const b = await make(adv, { name: 'Beta', type_id: 1 });
    const ids = async (query: string) =>
      (await adv.api('GET', `/api/v1/retargeting?${query}`)).body.ext as { items: Pixel[]; total: number };
    expect(await ids('per_page=100')).toMatchObject({ total: 2, items: [{ id: b.id }, { id: a.id }] });
    expect(await ids('type_id=4')).toMatchObject({ total: 1, items: [{ id: a.id }] });
    expect(await ids('search=bet')).toMatchObject({ total: 1, items: [{ id: b.id }] });
    expect(await ids(`search=${a.id}`)).toMatchObject({ total: 1, items: [{ id: a.id }] });
  });

  it('keeps names unique per advertiser (409 naming `name`) and caps the pixels', async () => {
    const [adv, other] = [await advertiser(ctx), await advertiser(ctx)];
    const first = await make(adv, { name: 'Buyers', type_id: 3 });
    const second = await make(adv, { name: 'Lookers', type_id: 1 });
    const again = await adv.api('POST', '/api/v1/retargeting', { name: 'BUYERS', type_id: 4 });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ name: translateMessage('errors.retargetingName') });
    const renamed = await adv.api('PUT', `/api/v1/retargeting/${second.id}`, { name: 'buyers', type_id: 1 });
    expect(renamed.status).toBe(409);
    await make(other, { name: 'Buyers', type_id: 3 });

    await ctx.database.db.insert(retargetingPixels).values(
      Array.from({ length: RETARGETING_PIXELS_MAX - 3 }, (_, i) => ({
        advertiserId: adv.id,
        token: `fill${adv.id}p${i}`,
        name: `Filler ${i}`,
        typeId: 4,
        membershipDays: 30,
      })),
    );
    const answers = await Promise.all(
      [1, 2, 3].map((i) => adv.api('POST', '/api/v1/retargeting', { name: `Race ${i}`, type_id: 4 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(
      translateMessage('errors.retargetingMax', { max: RETARGETING_PIXELS_MAX }),
    );
    expect((await adv.api('GET', `/api/v1/retargeting/${first.id}`)).status).toBe(200);
  });

  it('keeps another advertiser’s pixel out of reach (404, unchanged) and other roles out (403)', async () => {
    const [owner, stranger] = [await advertiser(ctx), await advertiser(ctx)];
    const pixel = await make(owner, { name: 'Mine', type_id: 4 });
    const url = `/api/v1/retargeting/${pixel.id}`;
    const body = { name: 'Taken over', type_id: 4 };
    expect((await stranger.api('GET', url)).status).toBe(404);
    expect((await stranger.api('PUT', url, body)).body.code).toBe('NOT_FOUND');
    expect((await stranger.api('PUT', url, { ...body, type_id: 1 })).status).toBe(404);
    expect(((await stranger.api('GET', '/api/v1/retargeting')).body.ext as { total: number }).total).toBe(0);
    for (const role of ['publisher', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      const calls = [
        ['GET', '/api/v1/retargeting'],
        ['POST', '/api/v1/retargeting'],
        ['GET', url],
        ['PUT', url],
      ] as const;
      for (const [method, path] of calls) {
        const payload = method === 'GET' ? undefined : body;
        expect((await call(ctx.app, { method, url: path, token, payload })).status, `${role} ${method}`).toBe(
          403,
        );
      }
    }
    expect((await owner.api('GET', url)).body.ext).toEqual(pixel);
  });
});
