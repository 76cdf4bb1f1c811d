import type { SspListResponse, SspTokenCreated } from '@panel/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertiserSsps } from '../src/db/supply-schema.ts';
import { hashToken } from '../src/lib/secrets.ts';
import { call, DRIVERS, signInAs, type TestContext, useApp } from './helpers.ts';
import { guestSendingTo } from './ssp-fixtures.ts';

const stored = async (ctx: TestContext, advertiserId: number, sspId: number) =>
  (
    await ctx.database.db
      .select()
      .from(advertiserSsps)
      .where(and(eq(advertiserSsps.advertiserId, advertiserId), eq(advertiserSsps.sspId, sspId)))
  )[0];

describe.each(DRIVERS)('SSP API tokens on %s', (driver) => {
  const ctx = useApp(driver);
  const issue = async (token: string, sspId: number) => {
    const res = await call(ctx.app, { method: 'POST', url: `/api/v1/ssp/${sspId}/token`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ext as unknown as SspTokenCreated;
  };
  const tokenInfo = async (token: string, sspId: number) =>
    (
      (await call(ctx.app, { method: 'GET', url: '/api/v1/ssp', token })).body
        .ext as unknown as SspListResponse
    ).items.find((s) => s.id === sspId)?.token;

  it('shows a new token once, keeps only its digest, and a new one replaces the old', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const advertiserId = Number(user.id);
    await call(ctx.app, { method: 'PUT', url: '/api/v1/ssp/2', token, payload: { margin_percent: 7 } });
    const first = await issue(token, 2);
    expect(first.token).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
    expect(first.token.startsWith(first.prefix)).toBe(true);
    expect(first.prefix.length).toBeLessThan(first.token.length / 2);
    const row = await stored(ctx, advertiserId, 2);
    expect(row?.tokenHash).toBe(hashToken(first.token));
    expect(JSON.stringify(row)).not.toContain(first.token);
    expect(row?.marginBp).toBe(700);
    expect(await tokenInfo(token, 2)).toEqual({
      prefix: first.prefix,
      created_at: first.created_at,
      last_used_at: null,
    });

    const second = await issue(token, 2);
    expect(second.token).not.toBe(first.token);
    expect((await stored(ctx, advertiserId, 2))?.tokenHash).toBe(hashToken(second.token));
    const old = await ctx.database.db
      .select()
      .from(advertiserSsps)
      .where(eq(advertiserSsps.tokenHash, hashToken(first.token)));
    expect(old).toEqual([]);
    expect(
      JSON.stringify((await call(ctx.app, { method: 'GET', url: '/api/v1/ssp', token })).body),
    ).not.toContain(second.token);
  });

  it('revokes: digest and prefix gone, settings kept, a second revoke is a 404', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const guest = await guestSendingTo(ctx, Number(user.id));
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/ssp/${guest.sspId}`,
      token,
      payload: { qps_cap: 10 },
    });
    await issue(token, guest.sspId);
    const revoke = () => call(ctx.app, { method: 'DELETE', url: `/api/v1/ssp/${guest.sspId}/token`, token });
    const res = await revoke();
    expect(res.status).toBe(200);
    expect(res.body.ext).toEqual({ ssp_id: guest.sspId, revoked: true });
    const row = await stored(ctx, Number(user.id), guest.sspId);
    expect(row).toMatchObject({ tokenHash: null, tokenPrefix: null, qpsCap: 10 });
    expect(await tokenInfo(token, guest.sspId)).toBeNull();
    expect((await revoke()).status).toBe(404);
  });

  it('never touches another advertiser’s token', async () => {
    const a = await signInAs(ctx, 'advertiser');
    const b = await signInAs(ctx, 'advertiser');
    const kept = await issue(a.token, 4);
    await issue(b.token, 4);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: '/api/v1/ssp/4/token', token: b.token })).status,
    ).toBe(200);
    expect((await stored(ctx, Number(a.user.id), 4))?.tokenHash).toBe(hashToken(kept.token));
  });

  it('leaves exactly one of the racing new tokens, the one the row names', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const answers = await Promise.all(Array.from({ length: 6 }, () => issue(token, 5)));
    const row = await stored(ctx, Number(user.id), 5);
    const winner = answers.filter((a) => hashToken(a.token) === row?.tokenHash);
    expect(winner).toHaveLength(1);
    expect(row?.tokenPrefix).toBe(winner[0]?.prefix);
  });
});
