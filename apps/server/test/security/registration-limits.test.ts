import { describe, expect, it } from 'vitest';
import { actAs } from '../../src/admin/commands.ts';
import {
  call,
  clientCompany,
  DRIVERS,
  guestCompany,
  signUpAndIn,
  solvedCaptcha,
  uniqueIp,
  useApp,
} from '../helpers.ts';

describe.each(DRIVERS)('sign-up and act-code limits on %s', (driver) => {
  const ctx = useApp(driver, {
    registerLimit: { windowMs: 3_600_000, perAddress: 3 },
    actLimit: { windowMs: 15 * 60_000, perAddress: 4 },
  });

  it('gives one address a few sign-ups an hour, counting both forms, and says how long to wait', async () => {
    const address = uniqueIp();
    const signUp = (url: string, payload: Record<string, unknown>, remoteAddress = address) =>
      call(ctx.app, { method: 'POST', url, payload, remoteAddress });
    expect((await signUp('/register', clientCompany())).status).toBe(201);
    expect((await signUp('/register_guest', guestCompany())).status).toBe(201);
    expect((await signUp('/register', clientCompany())).status).toBe(201);
    const refused = await signUp('/register', clientCompany());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many sign-ups from your network\. Please wait \d+ minutes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp('/register_guest', guestCompany(), uniqueIp())).status).toBe(201);
  });

  it('does not count a form the schema refused', async () => {
    const address = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const bad = await call(ctx.app, {
        method: 'POST',
        url: '/register',
        remoteAddress: address,
        payload: clientCompany({ email: 'not an e-mail' }),
      });
      expect(bad.status).toBe(400);
    }
    const good = await call(ctx.app, {
      method: 'POST',
      url: '/register',
      remoteAddress: address,
      payload: clientCompany(),
    });
    expect(good.status).toBe(201);
  });

  it('limits failed act-code exchanges per address, so codes cannot be guessed', async () => {
    const address = uniqueIp();
    const exchange = (code: string, remoteAddress = address) =>
      call(ctx.app, { method: 'POST', url: '/auth/act', remoteAddress, payload: { code } });
    for (let i = 0; i < 4; i++) expect((await exchange(`guess-${i}`)).status).toBe(401);
    const { email } = await signUpAndIn(ctx.app);
    const issue = () =>
      actAs(ctx.database.db, email, {
        actor: 'operator:test',
        ttlMs: 60_000,
        publicUrl: 'http://panel.test',
      });
    const codeOf = (link: string) => new URL(link).searchParams.get('at') ?? '';
    const blocked = await exchange(codeOf((await issue()).link));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in link attempts\. Please wait \d+ minutes/);
    expect((await exchange(codeOf((await issue()).link), uniqueIp())).status).toBe(200);
  });
});

describe.each(DRIVERS)('sign-up captcha on %s', (driver) => {
  const ctx = useApp(driver, { captcha: true });

  const solvedPayload = () => solvedCaptcha(ctx.app);

  it('asks both forms for a solved captcha and takes each solution once', async () => {
    for (const [url, payload] of [
      ['/register', clientCompany()],
      ['/register_guest', guestCompany()],
    ] as const) {
      const missing = await call(ctx.app, { method: 'POST', url, payload });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
        message: 'Please complete the captcha.',
      });
      const altcha = await solvedPayload();
      expect((await call(ctx.app, { method: 'POST', url, payload: { ...payload, altcha } })).status).toBe(
        201,
      );
      const other = url === '/register' ? clientCompany() : guestCompany();
      const replay = await call(ctx.app, { method: 'POST', url, payload: { ...other, altcha } });
      expect(replay.body).toMatchObject({ code: 'CAPTCHA_FAILED' });
    }
  });
});
