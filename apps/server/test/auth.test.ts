import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/secrets.ts';
import { call, DRIVERS, PASSWORD, signUpAndIn, uniqueEmail, useApp } from './helpers.ts';

describe.each(DRIVERS)('auth on %s', (driver) => {
  const ctx = useApp(driver);

  it('signs in with the right password and returns a session for the user', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    expect(token).toMatch(/^[\w-]{43}$/);
    const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
    expect(me.status).toBe(200);
    expect(me.body.ext).toMatchObject({
      email,
      role: 'advertiser',
      account_type: 'advertiser',
      acting: false,
    });
  });

  it('stores only a hash of the session token', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'Wrong!pass1' },
    });
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'Wrong!pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      error: true,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('accepts the e-mail in any case', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'a@b.test' }, 'password'],
    [{ email: '', password: 'x' }, 'email'],
    [{ email: 'a@b.test', password: '' }, 'password'],
  ])('refuses %j naming the missing field', async (payload, field) => {
    const res = await call(ctx.app, { method: 'POST', url: '/auth/login', payload });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toEqual({ [field]: 'This field is required' });
  });

  it('logout revokes the token', async () => {
    const { token } = await signUpAndIn(ctx.app);
    expect((await call(ctx.app, { method: 'POST', url: '/auth/logout', token })).body).toEqual({
      ext: { logged_out: true },
    });
    const after = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['no header', undefined],
    ['a token nobody issued', 'Bearer not-a-real-token'],
    ['a malformed header', 'Basic abc'],
  ])('refuses /auth/user with %s', async (_, authorization) => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/auth/user',
      headers: authorization ? { authorization } : {},
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      error: true,
      code: 'UNAUTHORIZED',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('refuses a token past its absolute expiry', async () => {
    const { token } = await signUpAndIn(ctx.app);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await call(ctx.app, { method: 'POST', url: '/auth/user', token })).status).toBe(401);
  });

  it('refuses a token idle for longer than the idle limit', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const idleSince = new Date(Date.now() - ctx.config.session.idleMs - 1000);
    await ctx.database.db
      .update(sessions)
      .set({ lastUsedAt: idleSince })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await call(ctx.app, { method: 'POST', url: '/auth/user', token })).status).toBe(401);
  });
});
