import type { SspEndpoint } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sspEndpoints } from '../src/db/supply-schema.ts';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint, endpointBody, getEndpoint } from './ssp-fixtures.ts';

describe.each(DRIVERS)('An SSP endpoint’s require_token on %s', (driver) => {
  const ctx = useApp(driver);
  const put = (token: string, id: number, payload: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/ssp_endpoints/${id}`, token, payload });
  const stored = async (id: number) =>
    (await ctx.database.db.select().from(sspEndpoints).where(eq(sspEndpoints.id, id)))[0]?.requireToken;

  it('is off on a new endpoint that leaves it out, and on when asked', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const without = await createEndpoint(ctx, token);
    expect(without.require_token).toBe(false);
    expect(await stored(without.id)).toBe(false);
    const withIt = await createEndpoint(ctx, token, { require_token: true });
    expect(withIt.require_token).toBe(true);
    expect(await stored(withIt.id)).toBe(true);
    expect((await getEndpoint(ctx, token, withIt.id)).body.ext).toEqual(withIt);
  });

  it('is switched on and off by a PUT, and stays as it is when a PUT leaves it out', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const e = await createEndpoint(ctx, token);
    const steps: [Record<string, unknown>, boolean][] = [
      [{ require_token: true }, true],
      [{ name: 'Renamed' }, true],
      [{ require_token: false }, false],
      [{ name: 'Again' }, false],
    ];
    for (const [change, expected] of steps) {
      const res = await put(token, e.id, endpointBody(change));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body.ext as unknown as SspEndpoint).require_token, JSON.stringify(change)).toBe(expected);
      expect(await stored(e.id)).toBe(expected);
    }
  });

  it.each([
    ['a string', 'yes'],
    ['a number', 1],
    ['null', null],
  ])('refuses %s with a 400 naming require_token, on create and on PUT', async (_, value) => {
    const { token } = await signInAs(ctx, 'advertiser');
    const e = await createEndpoint(ctx, token, { require_token: true });
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/ssp_endpoints',
      token,
      payload: endpointBody({ require_token: value }),
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.fields as object)).toEqual(['require_token']);
    const changed = await put(token, e.id, endpointBody({ require_token: value }));
    expect(changed.status).toBe(400);
    expect(await stored(e.id)).toBe(true);
  });

  it('is copied by a clone, either way', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    for (const required of [true, false]) {
      const e = await createEndpoint(ctx, token, { require_token: required });
      const res = await call(ctx.app, { method: 'POST', url: `/api/v1/ssp_endpoints/${e.id}/clone`, token });
      expect(res.status).toBe(201);
      const copy = res.body.ext as unknown as SspEndpoint;
      expect(copy.require_token).toBe(required);
      expect(await stored(copy.id)).toBe(required);
    }
  });

  it('is listed with every endpoint', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const on = await createEndpoint(ctx, token, { name: 'On', require_token: true });
    const off = await createEndpoint(ctx, token, { name: 'Off' });
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp_endpoints?sort=name', token });
    expect((res.body.ext as { items: SspEndpoint[] }).items).toEqual([off, on]);
  });
});
