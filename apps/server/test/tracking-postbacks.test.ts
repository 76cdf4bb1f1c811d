import { POSTBACKS_MAX, translateMessage } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversions, postbackLog, postbacks } from '../src/db/tracking-schema.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { advertiser, fillPostbacks, insertClick, makePostback } from './tracking-postbacks-fixtures.ts';

const URL_SHAPE =
  /^http:\/\/[^/]+\/track\/conversion\?goal=([A-Za-z0-9_-]{16})&click_id=\{click_id\}&payout=\{payout\}$/;

describe.each(DRIVERS)('postbacks: create, read, change, delete on %s', (driver) => {
  const ctx = useApp(driver);

  it('makes a goal with its defaults and a URL of its own, reads it back, lists and changes it', async () => {
    const adv = await advertiser(ctx);
    const made = await adv.api('POST', '/api/v1/postbacks', { name: '  Sign-up ' });
    expect(made.status).toBe(201);
    const goal = made.body.ext as { id: number; url: string };
    expect(goal).toMatchObject({
      name: 'Sign-up',
      payout: null,
      conversion_window_days: 30,
      allow_repeats: false,
      conversions_today: 0,
      last_conversion_at: null,
    });
    expect(goal.url.startsWith(`${ctx.config.publicUrl}/track/conversion?goal=`)).toBe(true);
    expect(goal.url).toMatch(URL_SHAPE);
    expect((await makePostback(adv)).url).not.toBe(goal.url);

    expect((await adv.api('GET', `/api/v1/postbacks/${goal.id}`)).body.ext).toEqual(goal);
    const changed = await adv.api('PUT', `/api/v1/postbacks/${goal.id}`, {
      name: 'Deposit',
      payout: 12.5,
      conversion_window_days: 7,
      allow_repeats: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.ext).toMatchObject({ id: goal.id, name: 'Deposit', payout: 12.5, url: goal.url });
    const [stored] = await ctx.database.db.select().from(postbacks).where(eq(postbacks.id, goal.id));
    expect(stored).toMatchObject({ payoutMicros: 12_500_000, windowDays: 7, allowRepeats: true });
  });

  it('lists with total, search by name or id, sort and pages', async () => {
    const adv = await advertiser(ctx);
    const [b, a, c] = [
      await makePostback(adv, { name: 'Beta' }),
      await makePostback(adv, { name: 'alpha' }),
      await makePostback(adv, { name: 'Gamma' }),
    ];
    const list = async (query: string) => {
      const res = await adv.api('GET', `/api/v1/postbacks?${query}`);
      expect(res.status).toBe(200);
      const ext = res.body.ext as { items: { id: number }[]; total: number };
      return { ids: ext.items.map((i) => i.id), total: ext.total };
    };
    expect(await list('')).toEqual({ ids: [c.id, a.id, b.id], total: 3 });
    expect(await list('sort=name')).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await list('sort=name&per_page=2&page=2')).toEqual({ ids: [c.id], total: 3 });
    expect(await list('search=ALP')).toEqual({ ids: [a.id], total: 1 });
    expect(await list(`search=${b.id}`)).toEqual({ ids: [b.id], total: 1 });
    expect((await adv.api('GET', '/api/v1/postbacks?sort=payout')).body.fields).toHaveProperty('sort');
  });

  it('counts today’s conversions and the last one’s time from the conversions table', async () => {
    const adv = await advertiser(ctx);
    const goal = await makePostback(adv);
    const click = await insertClick(ctx, adv);
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const startOfDay = new Date(new Date().toISOString().slice(0, 10));
    const times = [at(0.01), new Date(startOfDay.getTime() - 60_000), at(72)];
    await ctx.database.db.insert(conversions).values(
      times.map((createdAt, i) => ({
        postbackId: goal.id,
        clickId: click,
        dedupeKey: `k${i}`,
        advertiserId: adv.id,
        campaignId: adv.campaign.id,
        payoutMicros: 1,
        context: {},
        createdAt,
      })),
    );
    const read = (await adv.api('GET', `/api/v1/postbacks/${goal.id}`)).body.ext;
    expect(read).toMatchObject({ conversions_today: 1, last_conversion_at: times[0]?.toISOString() });
  });

  it('deletes with a 204, taking its conversions and its log with it', async () => {
    const adv = await advertiser(ctx);
    const goal = await makePostback(adv);
    const click = await insertClick(ctx, adv);
    const { db } = ctx.database;
    await db.insert(conversions).values({
      postbackId: goal.id,
      clickId: click,
      dedupeKey: '',
      advertiserId: adv.id,
      campaignId: adv.campaign.id,
      payoutMicros: 0,
      context: {},
    });
    await db.insert(postbackLog).values({ postbackId: goal.id, status: 'refused', reason: 'expired' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/postbacks/${goal.id}`,
      headers: { authorization: `Bearer ${adv.token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await adv.api('GET', `/api/v1/postbacks/${goal.id}`)).status).toBe(404);
    expect(await db.select().from(conversions).where(eq(conversions.postbackId, goal.id))).toEqual([]);
    expect(await db.select().from(postbackLog).where(eq(postbackLog.postbackId, goal.id))).toEqual([]);
    expect((await adv.api('DELETE', `/api/v1/postbacks/${goal.id}`)).status).toBe(404);
  });

  it('names each field it refuses', async () => {
    const adv = await advertiser(ctx);
    const res = await adv.api('POST', '/api/v1/postbacks', {
      name: '',
      payout: -1,
      conversion_window_days: 91,
      allow_repeats: 'yes',
      extra: 1,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object).sort()).toEqual(
      ['allow_repeats', 'conversion_window_days', 'extra', 'name', 'payout'].sort(),
    );
    expect((res.body.fields as Record<string, string>).conversion_window_days).toBe(
      translateMessage('validation.conversionWindow'),
    );
    const micro = await adv.api('POST', '/api/v1/postbacks', { name: 'x', payout: 0.0000001 });
    expect(Object.keys(micro.body.fields as object)).toEqual(['payout']);
  });

  it('keeps names unique per advertiser, whatever the case: 409 naming `name`', async () => {
    const [adv, other] = [await advertiser(ctx), await advertiser(ctx)];
    const first = await makePostback(adv, { name: 'Lead' });
    const second = await makePostback(adv, { name: 'Sale' });
    const again = await adv.api('POST', '/api/v1/postbacks', { name: 'LEAD' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      fields: { name: translateMessage('errors.postbackName') },
    });
    const renamed = await adv.api('PUT', `/api/v1/postbacks/${second.id}`, { name: 'lead' });
    expect(renamed.status).toBe(409);
    expect(Object.keys(renamed.body.fields as object)).toEqual(['name']);
    expect((await adv.api('PUT', `/api/v1/postbacks/${first.id}`, { name: 'LEAD' })).status).toBe(200);
    expect((await other.api('POST', '/api/v1/postbacks', { name: 'Lead' })).status).toBe(201);
  });

  it(`holds at most ${POSTBACKS_MAX} goals, even when they are asked for at once`, async () => {
    const adv = await advertiser(ctx);
    await fillPostbacks(ctx, adv, POSTBACKS_MAX - 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => adv.api('POST', '/api/v1/postbacks', { name: `Race ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message).toBe(translateMessage('errors.postbacksMax', { max: POSTBACKS_MAX }));
    const total = (await adv.api('GET', '/api/v1/postbacks')).body.ext as { total: number };
    expect(total.total).toBe(POSTBACKS_MAX);
  });

  it('keeps another advertiser’s goal out of reach (404, unchanged) and other roles out (403)', async () => {
    const [owner, stranger] = [await advertiser(ctx), await advertiser(ctx)];
    const goal = await makePostback(owner, { name: 'Mine' });
    const url = `/api/v1/postbacks/${goal.id}`;
    const body = { name: 'Taken over' };
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as const) {
      const res = await stranger.api(method, url, payload);
      expect(res.status, method).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const list = (await stranger.api('GET', '/api/v1/postbacks')).body.ext as { total: number };
    expect(list.total).toBe(0);
    expect((await owner.api('GET', url)).body.ext).toEqual(goal);
    for (const role of ['publisher', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      for (const [method, path] of [
        ['GET', '/api/v1/postbacks'],
        ['POST', '/api/v1/postbacks'],
        ['GET', url],
        ['PUT', url],
        ['DELETE', url],
      ] as const) {
        const res = await call(ctx.app, {
          method,
          url: path,
          token,
          payload: method === 'GET' || method === 'DELETE' ? undefined : body,
        });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await owner.api('GET', url)).body.ext).toEqual(goal);
  });
});
