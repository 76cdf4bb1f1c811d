import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from '../src/plugins/auth.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

describe.each(DRIVERS)('role checks on %s', (driver) => {
  // A route declared the way later modules declare theirs: advertisers only.
  const ctx = useApp(driver, {}, (app) => {
    app.get('/api/v1/test-advertiser-only', { config: { access: ['advertiser'] } }, async () => ({
      ext: 'secret',
    }));
  });

  it('gives a wrong role 403, no session 401, the right role the data', async () => {
    const advertiser = await signUpAndIn(ctx.app, 'client');
    const guest = await signUpAndIn(ctx.app, 'guest');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/test-advertiser-only', token: advertiser.token }))
        .body,
    ).toEqual({ ext: 'secret' });
    const denied = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/test-advertiser-only',
      token: guest.token,
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({
      error: true,
      code: 'FORBIDDEN',
      message: 'Your account cannot open this.',
    });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/test-advertiser-only' })).status).toBe(401);
  });

  it('checks the session before the body, so a stranger learns nothing from validation', async () => {
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/info', payload: { email: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('route declarations', () => {
  it('refuses to start with an /api/v1 route that does not declare its roles', async () => {
    const app = Fastify();
    await app.register(authPlugin, { database: { db: {} } as never, idleMs: 1000 });
    expect(() => app.get('/api/v1/forgotten', async () => 'x')).toThrow(/must declare the roles/);
    await app.close();
  });
});
