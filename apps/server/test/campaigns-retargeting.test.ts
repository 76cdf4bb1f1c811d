import { randomUUID } from 'node:crypto';
import { messagesEn } from '@panel/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema.ts';
import { retargetingPixels } from '../src/db/tracking-schema.ts';
import { type Campaign, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

type Retargeting = { include: number[]; exclude: number[] };
const retargetingOf = (c: unknown) =>
  (c as { targeting: { retargeting: Retargeting } }).targeting.retargeting;

/** Pixels made as rows, as the pixel calls would: the campaign calls only read them. */
async function pixels(ctx: TestContext, advertiserId: number, count: number): Promise<number[]> {
  const rows = await ctx.database.db
    .insert(retargetingPixels)
    .values(
      Array.from({ length: count }, (_, i) => ({
        advertiserId,
        token: randomUUID(),
        name: `Audience ${i} ${randomUUID().slice(0, 8)}`,
        typeId: 4,
        membershipDays: 30,
      })),
    )
    .returning({ id: retargetingPixels.id });
  return rows.map((r) => r.id);
}

describe.each(DRIVERS)('retargeting audiences in campaign targeting on %s', (driver) => {
  const ctx = useApp(driver);
  const advertiser = async () => {
    const { token, user } = await signUpAndIn(ctx.app);
    return { token, id: Number(user.id) };
  };
  const put = (token: string, id: number, payload: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${id}`, token, payload });

  it('saves include and exclude on create and on a PUT, and returns them', async () => {
    const me = await advertiser();
    const [a = 0, b = 0, c = 0] = await pixels(ctx, me.id, 3);
    const created = await createCampaign(
      ctx.app,
      me.token,
      popunder({ targeting: { retargeting: { include: [a, b, a], exclude: [c] } } }),
    );
    expect(retargetingOf(created)).toEqual({ include: [a, b], exclude: [c] });
    const updated = await put(me.token, created.id, { targeting: { retargeting: { include: [c] } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(retargetingOf((await getCampaign(ctx.app, me.token, created.id)).body.ext)).toEqual({
      include: [c],
      exclude: [],
    });
  });

  it('keeps the audiences when a PUT changes other targeting only', async () => {
    const me = await advertiser();
    const [a = 0] = await pixels(ctx, me.id, 1);
    const c = await createCampaign(
      ctx.app,
      me.token,
      popunder({ targeting: { retargeting: { exclude: [a] } } }),
    );
    const res = await put(me.token, c.id, { targeting: { countries: { mode: 'include', values: ['DE'] } } });
    expect(res.status).toBe(200);
    expect(retargetingOf(res.body.ext)).toEqual({ include: [], exclude: [a] });
  });

  it("refuses another advertiser's pixel as it refuses one that does not exist, and changes nothing", async () => {
    const me = await advertiser();
    const other = await advertiser();
    const [mine = 0] = await pixels(ctx, me.id, 1);
    const [theirs = 0] = await pixels(ctx, other.id, 1);
    const c = await createCampaign(
      ctx.app,
      me.token,
      popunder({ targeting: { retargeting: { include: [mine] } } }),
    );
    const before = (await getCampaign(ctx.app, me.token, c.id)).body.ext as Campaign;
    const message = messagesEn['validation.retargetingPixel'];
    const refused: [Retargeting | { include: number[] }, string][] = [
      [{ include: [mine, theirs] }, 'include'],
      [{ include: [mine], exclude: [theirs] }, 'exclude'],
      [{ include: [2_000_000_000] }, 'include'],
    ];
    for (const [retargeting, list] of refused) {
      const res = await put(me.token, c.id, { bid: 9, targeting: { retargeting } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [`targeting.retargeting.${list}`]: message });
    }
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token: me.token,
      payload: popunder({ targeting: { retargeting: { exclude: [theirs] } } }),
    });
    expect(created.status).toBe(400);
    expect(created.body.fields).toEqual({ 'targeting.retargeting.exclude': message });
    expect((await getCampaign(ctx.app, me.token, c.id)).body.ext).toEqual(before);
  });

  it('refuses a pixel in both lists, and more than 50 in one', async () => {
    const me = await advertiser();
    const [a = 0, b = 0] = await pixels(ctx, me.id, 2);
    const c = await createCampaign(ctx.app, me.token);
    const both = await put(me.token, c.id, { targeting: { retargeting: { include: [a, b], exclude: [b] } } });
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({
      'targeting.retargeting.exclude': messagesEn['validation.retargetingBoth'],
    });
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    const tooMany = await put(me.token, c.id, { targeting: { retargeting: { include: many } } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({
      'targeting.retargeting.include': messagesEn['validation.listTooLong'],
    });
    expect(retargetingOf((await getCampaign(ctx.app, me.token, c.id)).body.ext)).toEqual({
      include: [],
      exclude: [],
    });
  });

  it('reads a campaign stored before retargeting existed as no audiences, and saves it', async () => {
    const me = await advertiser();
    const c = await createCampaign(ctx.app, me.token);
    await ctx.database.db
      .update(campaigns)
      .set({ targeting: sql`${campaigns.targeting} - 'retargeting'` })
      .where(eq(campaigns.id, c.id));
    const [row] = await ctx.database.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row?.targeting).not.toHaveProperty('retargeting');
    const read = await getCampaign(ctx.app, me.token, c.id);
    expect(read.status).toBe(200);
    expect(retargetingOf(read.body.ext)).toEqual({ include: [], exclude: [] });
    const res = await put(me.token, c.id, { bid: 2 });
    expect(res.status).toBe(200);
    expect(retargetingOf(res.body.ext)).toEqual({ include: [], exclude: [] });
    const list = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}/countries/include`,
      token: me.token,
      payload: { countries: ['FR'] },
    });
    expect(list.status).toBe(200);
    expect(retargetingOf(list.body.ext)).toEqual({ include: [], exclude: [] });
  });

  it('keeps the audiences in a clone', async () => {
    const me = await advertiser();
    const [a = 0, b = 0] = await pixels(ctx, me.id, 2);
    const c = await createCampaign(
      ctx.app,
      me.token,
      popunder({ targeting: { retargeting: { include: [a], exclude: [b] } } }),
    );
    const clone = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/campaigns/${c.id}/clone`,
      token: me.token,
    });
    expect(clone.status).toBe(201);
    expect(retargetingOf(clone.body.ext)).toEqual({ include: [a], exclude: [b] });
  });
});
