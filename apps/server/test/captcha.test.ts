import { describe, expect, it } from 'vitest';
import { call, clientCompany, DRIVERS, PASSWORD, solvedCaptcha, useApp } from './helpers.ts';

describe.each(DRIVERS)('login captcha on %s', (driver) => {
  const ctx = useApp(driver, { captcha: true });

  const solvedPayload = () => solvedCaptcha(ctx.app);

  it('tells the form a captcha is required and serves challenges that are never cached', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/auth/config' })).body).toEqual({
      ext: { captcha: true, publisher_url: null },
    });
    const res = await call(ctx.app, { method: 'GET', url: '/auth/captcha' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ parameters: expect.objectContaining({ algorithm: 'SHA-256' }) });
  });

  it('signs in with a solved challenge, and refuses the same solution a second time', async () => {
    const user = clientCompany();
    const signUp = { ...user, altcha: await solvedPayload() };
    expect((await call(ctx.app, { method: 'POST', url: '/register', payload: signUp })).status).toBe(201);
    const altcha = await solvedPayload();
    const login = { email: user.email, password: PASSWORD, altcha };
    const first = await call(ctx.app, { method: 'POST', url: '/auth/login', payload: login });
    expect(first.status).toBe(200);
    const replay = await call(ctx.app, { method: 'POST', url: '/auth/login', payload: login });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      code: 'CAPTCHA_FAILED',
      message: 'The captcha could not be verified. Please solve it again.',
    });
  });

  it('refuses a sign-in without a captcha or with a forged one', async () => {
    const missing = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Please complete the captcha.' });
    const forged = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.test', password: 'x', altcha: 'bm90IGpzb24=' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'CAPTCHA_FAILED' });
  });
});
