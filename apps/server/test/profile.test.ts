import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

describe.each(DRIVERS)('profile on %s', (driver) => {
  const ctx = useApp(driver);

  it('shows the signed-in user their own profile', async () => {
    const { token, email } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info', token });
    expect(res.status).toBe(200);
    expect(res.body.ext).toMatchObject({
      email,
      role: 'advertiser',
      city: 'London',
      trading_name: 'Analytical Ads',
    });
    expect(res.body.ext).not.toHaveProperty('password_hash');
  });

  it('updates only the fields sent and only for the caller', async () => {
    const a = await signUpAndIn(ctx.app);
    const b = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token: a.token,
      payload: { firstname: 'Grace', city: 'Paris', phone_number_code: '+33', phone_number: '1 42 68 53 00' },
    });
    expect(res.status).toBe(200);
    expect(res.body.ext).toMatchObject({
      firstname: 'Grace',
      city: 'Paris',
      lastname: 'Lovelace',
      email: a.email,
    });
    const again = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info', token: a.token });
    expect(again.body.ext).toMatchObject({ firstname: 'Grace', city: 'Paris' });
    const other = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info', token: b.token });
    expect(other.body.ext).toMatchObject({ firstname: 'Ada', city: 'London', email: b.email });
  });

  it.each([
    ['email', 'new@example.com'],
    ['role', 'publisher'],
    ['id', 1],
  ])('refuses to change %s and leaves the profile as it was', async (field, value) => {
    const { token, email } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/profile/info',
      token,
      payload: { [field]: value, city: 'Rome' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: messagesEn['validation.unknownField'] });
    const after = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info', token });
    expect(after.body.ext).toMatchObject({ email, role: 'advertiser', city: 'London' });
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'This field is required'],
    [{ telegram: 'x'.repeat(26) }, 'telegram', 'Must be at most 25 characters'],
    [{ country: 'ZZ' }, 'country', messagesEn['validation.country']],
    [{ billing_email: 'nope' }, 'billing_email', messagesEn['validation.email']],
  ])('refuses %j naming the field', async (payload, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/info', token, payload });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it('requires a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info' })).status).toBe(401);
    expect(
      (await call(ctx.app, { method: 'PUT', url: '/api/v1/profile/info', payload: { city: 'x' } })).status,
    ).toBe(401);
  });

  it('is open to every role', async () => {
    const guest = await signUpAndIn(ctx.app, 'guest');
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/info', token: guest.token });
    expect(res.status).toBe(200);
    expect(res.body.ext).toMatchObject({ role: 'guest-ssp', account_type: 'guest-ssp' });
  });
});
