import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actAs } from '../src/admin/commands.ts';
import { actCodes } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/secrets.ts';
import { HANDOFF_LIMIT } from '../src/modules/auth/handoff-route.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';

const AREA = 'https://pub.example.test/pub/sites/';

const handoff = (ctx: ReturnType<typeof useApp>, token: string) =>
  call(ctx.app, { method: 'POST', url: '/auth/handoff', token });
const exchange = (ctx: ReturnType<typeof useApp>, url: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/auth/act',
    payload: { code: new URL(url).searchParams.get('at') },
  });

describe.each(DRIVERS)('publisher area on another host (%s)', (driver) => {
  const ctx = useApp(driver, { publisherUrl: AREA });

  it('tells the panel where the publisher area is', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/auth/config' })).body.ext).toEqual({
      captcha: false,
      publisher_url: AREA,
    });
  });

  it("carries the publisher's own session over once, as a normal session of the same user", async () => {
    const { token, user } = await signInAs(ctx, 'publisher');
    const res = await handoff(ctx, token);
    expect(res.status).toBe(200);
    const { url } = res.body.ext as { url: string };
    expect(url.startsWith(`${AREA}?at=`)).toBe(true);
    const opened = await exchange(ctx, url);
    expect(opened.status).toBe(200);
    const session = opened.body.ext as { token: string; user: { id: number; acting: boolean } };
    expect(session.user).toMatchObject({ id: user.id, acting: false });
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token: session.token });
    expect(me.body.ext).toMatchObject({ id: user.id, role: 'publisher' });
    expect((await exchange(ctx, url)).status).toBe(401);
  });

  it('hands an acting session over as an acting one, never as a normal session', async () => {
    const { email } = await signInAs(ctx, 'publisher');
    const { link } = await actAs(ctx.database.db, email, {
      actor: 'ops',
      ttlMs: 60_000,
      publicUrl: 'http://panel.test',
    });
    const acting = (await exchange(ctx, link)).body.ext as { token: string; expires_at: string };
    type Carried = { token: string; user: { acting: boolean }; expires_at: string };
    let from = acting;
    // Handing off again and again never outlives the session it all started from.
    for (let hop = 0; hop < 3; hop++) {
      const res = await handoff(ctx, from.token);
      const carried = (await exchange(ctx, (res.body.ext as { url: string }).url)).body.ext as Carried;
      expect(carried.user.acting).toBe(true);
      expect(Date.parse(carried.expires_at)).toBeLessThanOrEqual(Date.parse(acting.expires_at));
      from = carried;
    }
  });

  it('opens no session from a code whose session has ended meanwhile', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const { url } = (await handoff(ctx, token)).body.ext as { url: string };
    await ctx.database.db
      .update(actCodes)
      .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(actCodes.codeHash, hashToken(new URL(url).searchParams.get('at') ?? '')));
    expect((await exchange(ctx, url)).status).toBe(401);
  });

  it('limits handoffs per user', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const statuses: number[] = [];
    for (let i = 0; i <= HANDOFF_LIMIT.limit; i++) statuses.push((await handoff(ctx, token)).status);
    expect(statuses.slice(0, HANDOFF_LIMIT.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is for publishers only, and for signed-in ones', async () => {
    for (const role of ['advertiser', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      expect((await handoff(ctx, token)).status).toBe(403);
    }
    expect((await call(ctx.app, { method: 'POST', url: '/auth/handoff' })).status).toBe(401);
  });
});

describe.each(DRIVERS)('publisher area on this server (%s)', (driver) => {
  const ctx = useApp(driver);

  it('has no address of its own, so the panel goes to its /pub/ area and no code is made', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/auth/config' })).body.ext).toMatchObject({
      publisher_url: null,
    });
    const { token } = await signInAs(ctx, 'publisher');
    const res = await handoff(ctx, token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });
});
