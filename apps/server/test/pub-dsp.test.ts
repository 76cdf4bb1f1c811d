import { DSP_ENDPOINTS, DSP_LIST } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

describe.each(DRIVERS)('publisher DSPs on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (token: string, url: string) => call(ctx.app, { method: 'GET', url, token });

  it('lists every DSP with the formats of the publisher’s live zones it buys', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const before = (await get(token, '/api/v1/pub/dsp')).body.ext as { id: number; your_formats: string[] }[];
    expect(before.map((d) => d.id)).toEqual(DSP_LIST.map((d) => d.id));
    expect(before.every((d) => d.your_formats.length === 0)).toBe(true);
    const api = pubApi(ctx, token);
    const site = await api.site();
    await api.zone(site.id, { ad_format: 'popunder' });
    const push = await api.zone(site.id, { ad_format: 'classic push' });
    await api.status('zones', push.id, 'archive');
    const after = (await get(token, '/api/v1/pub/dsp')).body.ext as { id: number; your_formats: string[] }[];
    expect(Object.fromEntries(after.map((d) => [d.id, d.your_formats]))).toEqual({
      1: ['popunder'],
      2: [],
      3: [],
      4: ['popunder'],
    });
  });

  it('pages the DSP endpoints and filters them by DSP', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const all = (await get(token, '/api/v1/pub/dsp_endpoints')).body.ext as {
      items: unknown[];
      total: number;
    };
    expect(all).toEqual({ items: DSP_ENDPOINTS, total: DSP_ENDPOINTS.length });
    const page = (await get(token, '/api/v1/pub/dsp_endpoints?per_page=2&page=2')).body.ext as {
      items: { id: number }[];
    };
    expect(page.items.map((e) => e.id)).toEqual([3, 4]);
    const bidscale = (await get(token, '/api/v1/pub/dsp_endpoints?dsp_id=2')).body.ext as {
      items: { dsp_id: number }[];
      total: number;
    };
    expect(bidscale.total).toBe(2);
    expect(bidscale.items.every((e) => e.dsp_id === 2)).toBe(true);
    expect(
      ((await get(token, '/api/v1/pub/dsp_endpoints?dsp_id=99')).body.ext as { total: number }).total,
    ).toBe(0);
    const bad = await get(token, '/api/v1/pub/dsp_endpoints?dsp_id=x');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('dsp_id');
  });
});
