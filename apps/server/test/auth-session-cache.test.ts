import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { sessions, users } from '../src/db/schema.ts';
import { SessionCache } from '../src/modules/auth/session-cache.ts';
import type { ActiveSession } from '../src/modules/auth/session-repository.ts';
import { call, DRIVERS, PASSWORD, signUpAndIn, useApp } from './helpers.ts';

/** Waits for a state, never for a set time: polls until `check` holds or `limitMs` passes. */
async function eventually(check: () => Promise<boolean>, limitMs = 5_000): Promise<boolean> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

const me = (app: Parameters<typeof call>[0], token: string) =>
  call(app, { method: 'POST', url: '/auth/user', token });

describe.each(DRIVERS)('signed-in sessions kept in memory never outlive what they hold (%s)', (driver) => {
  const ctx = useApp(driver);

  it('a logout ends the session at once; the user’s other sessions go on', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    const other = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: PASSWORD },
    });
    const otherToken = (other.body.ext as { token: string }).token;
    expect((await me(ctx.app, token)).status).toBe(200);
    expect((await me(ctx.app, otherToken)).status).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/auth/logout', token })).status).toBe(200);
    expect((await me(ctx.app, token)).status).toBe(401);
    expect((await me(ctx.app, otherToken)).status).toBe(200);
  });

  it('a profile change shows on the next request', async () => {
    const { token } = await signUpAndIn(ctx.app);
    await me(ctx.app, token);
    const put = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token,
      payload: { firstname: 'Renamed' },
    });
    expect(put.status).toBe(200);
    expect(((await me(ctx.app, token)).body.ext as { firstname: string }).firstname).toBe('Renamed');
  });

  it('a role change, a revocation and a deletion by the operator reach a cached session', async () => {
    const db = ctx.database.db;
    const a = await signUpAndIn(ctx.app);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/groups', token: a.token })).status).toBe(200);
    await db
      .update(users)
      .set({ role: 'publisher' })
      .where(eq(users.id, Number(a.user.id)));
    expect(
      await eventually(
        async () =>
          (await call(ctx.app, { method: 'GET', url: '/api/v1/groups', token: a.token })).status === 403,
      ),
    ).toBe(true);

    const b = await signUpAndIn(ctx.app);
    expect((await me(ctx.app, b.token)).status).toBe(200);
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, Number(b.user.id)));
    expect(await eventually(async () => (await me(ctx.app, b.token)).status === 401)).toBe(true);

    const c = await signUpAndIn(ctx.app);
    expect((await me(ctx.app, c.token)).status).toBe(200);
    await db.delete(users).where(eq(users.id, Number(c.user.id)));
    expect(await eventually(async () => (await me(ctx.app, c.token)).status === 401)).toBe(true);
  });
});

describe.runIf(DRIVERS.includes('postgres'))('sessions across server processes (postgres)', () => {
  const ctx = useApp('postgres');

  it('a logout in one process ends the session in another well before the cache would forget it', async () => {
    const second = await openDatabase(ctx.config);
    const other = await buildApp(testConfig({ ...ctx.config }), second);
    await other.ready();
    try {
      const { token } = await signUpAndIn(ctx.app);
      expect((await me(other, token)).status).toBe(200);
      expect((await call(ctx.app, { method: 'POST', url: '/auth/logout', token })).status).toBe(200);
      const started = Date.now();
      expect(await eventually(async () => (await me(other, token)).status === 401, 5_000)).toBe(true);
      // Under the cache's 10 s: the notice did it, not the expiry.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('SessionCache', () => {
  const session = (userId: number, expiresAt: number): ActiveSession =>
    ({ id: userId, acting: false, expiresAt: new Date(expiresAt), user: { id: userId } }) as ActiveSession;

  it('believes an entry for its time to live and never past the session’s expiry; drops a user’s entries', () => {
    const cache = new SessionCache(1_000);
    cache.set('a', session(1, 10_000), 0);
    cache.set('b', session(1, 500), 0);
    cache.set('c', session(2, 10_000), 0);
    expect(cache.get('a', 999)).not.toBeNull();
    expect(cache.get('a', 1_000)).toBeNull();
    expect(cache.get('b', 499)).not.toBeNull();
    expect(cache.get('b', 500)).toBeNull();
    cache.set('a', session(1, 10_000), 0);
    cache.dropUser(1);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
    expect(cache.size).toBe(1);
  });
});
