import { describe, expect, it } from 'vitest';
import { call, DRIVERS, PASSWORD, signUpAndIn, uniqueEmail, uniqueIp, useApp } from '../helpers.ts';

const login = (email: string, password: string, remoteAddress: string) => ({
  method: 'POST' as const,
  url: '/auth/login',
  remoteAddress,
  payload: { email, password },
});
const WRONG = 'Wrong!pass1';

describe.each(DRIVERS)('sign-in limits on %s', (driver) => {
  const ctx = useApp(driver);

  it('stops one address guessing one account, with a wait in the message and Retry-After', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const attacker = uniqueIp();
    for (let i = 0; i < ctx.config.loginLimit.perPair; i++) {
      expect((await call(ctx.app, login(email, WRONG, attacker))).status).toBe(401);
    }
    const blocked = await call(ctx.app, login(email, PASSWORD, attacker));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.body.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/,
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ctx.config.loginLimit.windowMs / 1000);
  });

  it('lets the owner in from another address while an attacker is locked out', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const attacker = uniqueIp();
    for (let i = 0; i < ctx.config.loginLimit.perPair + 3; i++)
      await call(ctx.app, login(email, WRONG, attacker));
    expect((await call(ctx.app, login(email, PASSWORD, attacker))).status).toBe(429);
    expect((await call(ctx.app, login(email, PASSWORD, uniqueIp()))).status).toBe(200);
  });

  it('does not count a successful sign-in against the owner', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const home = uniqueIp();
    for (let i = 0; i < ctx.config.loginLimit.perPair - 1; i++)
      await call(ctx.app, login(email, WRONG, home));
    for (let i = 0; i < 3; i++) expect((await call(ctx.app, login(email, PASSWORD, home))).status).toBe(200);
    expect((await call(ctx.app, login(email, WRONG, home))).status).toBe(401);
  });

  it('stops one address spraying many accounts, and only that address', async () => {
    const sprayer = uniqueIp();
    for (let i = 0; i < ctx.config.loginLimit.perAddress; i++) {
      await call(ctx.app, login(uniqueEmail(), WRONG, sprayer));
    }
    const { email } = await signUpAndIn(ctx.app);
    expect((await call(ctx.app, login(email, PASSWORD, sprayer))).status).toBe(429);
    expect((await call(ctx.app, login(email, PASSWORD, uniqueIp()))).status).toBe(200);
  });

  it('lets no more than the limit of 200 parallel wrong passwords be verified', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const attacker = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call(ctx.app, login(email, WRONG, attacker))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ctx.config.loginLimit.perPair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ctx.config.loginLimit.perPair);
  });

  it('counts an IPv6 client by its /64, so rotating the last groups does not help', async () => {
    const { email } = await signUpAndIn(ctx.app);
    const group = () => ((Math.random() * 0xffff) | 0).toString(16);
    const prefix = `2001:db8:${group()}:${group()}`;
    for (let i = 0; i < ctx.config.loginLimit.perPair; i++) {
      await call(ctx.app, login(email, WRONG, `${prefix}::${i + 1}`));
    }
    expect((await call(ctx.app, login(email, PASSWORD, `${prefix}:0:0:0:ff`))).status).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const sprayer = uniqueIp();
    const spoofing = (email: string, password: string) => ({
      ...login(email, password, sprayer),
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    for (let i = 0; i < ctx.config.loginLimit.perAddress; i++) {
      await call(ctx.app, spoofing(uniqueEmail(), WRONG));
    }
    const { email } = await signUpAndIn(ctx.app);
    expect((await call(ctx.app, spoofing(email, PASSWORD))).status).toBe(429);
  });
});

describe.each(DRIVERS)(
  'sign-in limits on %s behind a trusted proxy, with a low account ceiling',
  (driver) => {
    const ctx = useApp(driver, {
      trustProxy: 1,
      loginLimit: {
        windowMs: 15 * 60_000,
        perPair: 3,
        perAddress: 30,
        accountWindowMs: 3_600_000,
        perAccount: 6,
      },
    });

    it('takes the client address from the nearest trusted hop', async () => {
      const { email } = await signUpAndIn(ctx.app);
      const proxy = uniqueIp();
      const client = uniqueIp();
      const via = (password: string, forwardedFor: string) => ({
        ...login(email, password, proxy),
        headers: { 'x-forwarded-for': forwardedFor },
      });
      for (let i = 0; i < 3; i++) expect((await call(ctx.app, via(WRONG, client))).status).toBe(401);
      expect((await call(ctx.app, via(PASSWORD, client))).status).toBe(429);
      expect((await call(ctx.app, via(PASSWORD, uniqueIp()))).status).toBe(200);
    });

    it('closes an account to a crowd of addresses at the account ceiling', async () => {
      const { email } = await signUpAndIn(ctx.app);
      for (let i = 0; i < 6; i++)
        expect((await call(ctx.app, login(email, WRONG, uniqueIp()))).status).toBe(401);
      const blocked = await call(ctx.app, login(email, PASSWORD, uniqueIp()));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    });
  },
);
