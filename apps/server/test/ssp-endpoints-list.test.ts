import type { SspEndpoint } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint } from './ssp-fixtures.ts';

describe.each(DRIVERS)('the SSP endpoint list on %s', (driver) => {
  const ctx = useApp(driver);
  const list = async (token: string, q = '') => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/ssp_endpoints${q}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ext = res.body.ext as { items: SspEndpoint[]; total: number };
    return { names: ext.items.map((e) => e.name), total: ext.total, items: ext.items };
  };

  it('pages, filters and sorts', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const a = await createEndpoint(ctx, token, {
      name: 'Alpha pops',
      ssp_id: 1,
      bid_floor: 0.5,
      qps_limit: 10,
    });
    await createEndpoint(ctx, token, {
      name: 'beta push',
      ssp_id: 3,
      parser_id: 5,
      bid_floor: 0.1,
      qps_limit: null,
    });
    const c = await createEndpoint(ctx, token, { name: 'Gamma x%', ssp_id: 1, parser_id: 2, bid_floor: 2 });
    const archived = await createEndpoint(ctx, token, { name: 'Old', ssp_id: 3 });
    expect(
      (await call(ctx.app, { method: 'PUT', url: `/api/v1/ssp_endpoints/${archived.id}/status/3`, token }))
        .status,
    ).toBe(200);
    expect(
      (await call(ctx.app, { method: 'PUT', url: `/api/v1/ssp_endpoints/${c.id}/status/2`, token })).status,
    ).toBe(200);

    expect(await list(token)).toMatchObject({ names: ['Gamma x%', 'beta push', 'Alpha pops'], total: 3 });
    expect((await list(token, '?sort=name')).names).toEqual(['Alpha pops', 'beta push', 'Gamma x%']);
    expect((await list(token, '?sort=-bid_floor')).names).toEqual(['Gamma x%', 'Alpha pops', 'beta push']);
    expect((await list(token, '?sort=qps_limit')).names).toEqual(['Alpha pops', 'Gamma x%', 'beta push']);
    expect(await list(token, '?per_page=2&page=2&sort=name')).toMatchObject({
      names: ['Gamma x%'],
      total: 3,
    });
    expect((await list(token, '?status=archived')).names).toEqual(['Old']);
    expect((await list(token, '?status=paused,archived&sort=name')).names).toEqual(['Gamma x%', 'Old']);
    expect((await list(token, '?ssp_id=1&sort=name')).names).toEqual(['Alpha pops', 'Gamma x%']);
    expect((await list(token, '?parser_id=5')).names).toEqual(['beta push']);
    expect((await list(token, '?search=PUSH')).names).toEqual(['beta push']);
    expect((await list(token, '?search=x%25')).names).toEqual(['Gamma x%']);
    expect((await list(token, '?search=_')).names).toEqual([]);
    expect((await list(token, `?search=${a.id}`)).names).toEqual(['Alpha pops']);
  });

  it.each([
    ['page', '?page=0'],
    ['per_page', '?per_page=101'],
    ['sort', '?sort=url'],
    ['status.0', '?status=deleted'],
    ['ssp_id', '?ssp_id=x'],
    ['parser_id', '?parser_id=-1'],
    ['search', `?search=${'x'.repeat(101)}`],
  ])('refuses a bad %s with a 400 naming it', async (field, q) => {
    const { token } = await signInAs(ctx, 'advertiser');
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/ssp_endpoints${q}`, token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});
