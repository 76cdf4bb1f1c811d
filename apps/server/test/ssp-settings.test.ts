import { messagesEn, PARTNER_CODE_ALPHABET, SSP_LIST, type SspListResponse } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerCodes } from '../src/db/supply-schema.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint, guestSendingTo } from './ssp-fixtures.ts';

describe.each(DRIVERS)('the advertiser’s SSPs on %s', (driver) => {
  const ctx = useApp(driver);
  const list = async (token: string, q = '') => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/ssp${q}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.ext as unknown as SspListResponse;
  };
  const put = (token: string, sspId: number, payload: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/ssp/${sspId}`, token, payload });

  it('lists every partner with the defaults, then the guests sending traffic, and a stable partner code', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const guest = await guestSendingTo(ctx, Number(user.id));
    await guestSendingTo(ctx, Number(user.id), 'revoked');
    await createEndpoint(ctx, token, { ssp_id: 2 });
    const first = await list(token);
    expect(first.total).toBe(SSP_LIST.length + 1);
    expect(first.items[0]).toEqual({
      id: 1,
      name: SSP_LIST[0]?.name,
      kind: 'partner',
      enabled: true,
      qps_cap: null,
      margin_percent: 0,
      notes: null,
      token: null,
      endpoints_count: 0,
    });
    expect(first.items.find((s) => s.id === 2)?.endpoints_count).toBe(1);
    expect(first.items.at(-1)).toMatchObject({ id: guest.sspId, kind: 'guest', name: 'Traffic Guest' });
    expect(first.partner_code).toMatch(
      new RegExp(`^([${PARTNER_CODE_ALPHABET}]{4}-){2}[${PARTNER_CODE_ALPHABET}]{4}$`),
    );
    expect((await list(token)).partner_code).toBe(first.partner_code);
    expect((await list(token, '?kind=guest')).items.map((s) => s.id)).toEqual([guest.sspId]);
    expect((await list(token, '?search=pushhouse')).items.map((s) => s.name)).toEqual(['PushHouse']);
    const paged = await list(token, '?per_page=2&page=3');
    expect(paged.items.map((s) => s.id)).toEqual([5, guest.sspId]);
    expect(paged.total).toBe(SSP_LIST.length + 1);
  });

  it('makes one partner code however many first reads race', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const codes = await Promise.all([1, 2, 3, 4].map(async () => (await list(token)).partner_code));
    expect(new Set(codes).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(partnerCodes)
      .where(eq(partnerCodes.advertiserId, Number(user.id)));
    expect(rows.map((r) => r.code)).toEqual([codes[0]]);
  });

  it('changes only the settings sent, in one upsert, and keeps them per advertiser', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const other = await signInAs(ctx, 'advertiser');
    const first = await put(token, 3, {
      enabled: false,
      qps_cap: 5000,
      margin_percent: 12.55,
      notes: '  EU only ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.ext).toMatchObject({
      id: 3,
      enabled: false,
      qps_cap: 5000,
      margin_percent: 12.55,
      notes: 'EU only',
    });
    const second = await put(token, 3, { enabled: true });
    expect(second.body.ext).toMatchObject({
      enabled: true,
      qps_cap: 5000,
      margin_percent: 12.55,
      notes: 'EU only',
    });
    const cleared = await put(token, 3, { qps_cap: null, notes: '' });
    expect(cleared.body.ext).toMatchObject({ qps_cap: null, notes: null, margin_percent: 12.55 });
    expect((await list(token)).items.find((s) => s.id === 3)).toEqual(cleared.body.ext);
    expect((await list(other.token)).items.find((s) => s.id === 3)).toMatchObject({
      enabled: true,
      margin_percent: 0,
    });
  });

  it('loses none of several partial changes sent at once (each sets only its own column)', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        put(token, 4, { enabled: round % 2 === 0 }),
        put(token, 4, { qps_cap: 100 + round }),
        put(token, 4, { margin_percent: round }),
        put(token, 4, { notes: `Round ${round}` }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await list(token)).items.find((s) => s.id === 4)).toMatchObject({
        enabled: round % 2 === 0,
        qps_cap: 100 + round,
        margin_percent: round,
        notes: `Round ${round}`,
      });
    }
  });

  it('accepts a guest SSP that sends traffic and 404s any other SSP id', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const other = await signInAs(ctx, 'advertiser');
    const mine = await guestSendingTo(ctx, Number(user.id));
    const theirs = await guestSendingTo(ctx, Number(other.user.id));
    const revoked = await guestSendingTo(ctx, Number(user.id), 'revoked');
    expect((await put(token, mine.sspId, { margin_percent: 5 })).status).toBe(200);
    for (const id of [SSP_LIST.length + 1, 999_999, theirs.sspId, revoked.sspId, 2_147_483_647]) {
      const res = await put(token, id, { enabled: false });
      expect(res.status, `ssp ${id}`).toBe(404);
      expect((await call(ctx.app, { method: 'POST', url: `/api/v1/ssp/${id}/token`, token })).status).toBe(
        404,
      );
    }
    expect((await list(other.token)).items.find((s) => s.id === theirs.sspId)?.enabled).toBe(true);
  });

  it.each([
    ['enabled', { enabled: 'yes' }],
    ['qps_cap', { qps_cap: 0 }],
    ['qps_cap', { qps_cap: 1_000_001 }],
    ['qps_cap', { qps_cap: 1.5 }],
    ['margin_percent', { margin_percent: 90.01 }],
    ['margin_percent', { margin_percent: -1 }],
    ['margin_percent', { margin_percent: 1.234 }],
    ['notes', { notes: 'x'.repeat(501) }],
    ['notes', { notes: 'bell\u0007' }],
    ['token_hash', { token_hash: 'x' }],
  ])('refuses a bad %s (#%#) with a 400 naming it', async (field, payload) => {
    const { token } = await signInAs(ctx, 'advertiser');
    const res = await put(token, 1, payload);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toContain(field);
  });

  it('refuses a bad SSP id in the path with a 400 naming ssp_id', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    for (const id of ['0', 'abc', '99999999999']) {
      const res = await put(token, id as unknown as number, { enabled: true });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('ssp_id');
    }
  });

  it.each(['publisher', 'guest-ssp'] as const)('is forbidden to a %s', async (role) => {
    const { token } = await signInAs(ctx, role);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/ssp', token })).status).toBe(403);
    expect((await put(token, 1, { enabled: false })).status).toBe(403);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/ssp/1/token', token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/v1/ssp/1/token', token })).status).toBe(403);
  });

  it('answers a 404 with its message when there is no token to revoke', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const res = await call(ctx.app, { method: 'DELETE', url: '/api/v1/ssp/1/token', token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messagesEn['errors.sspTokenNone']);
  });
});
