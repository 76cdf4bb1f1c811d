import { ALL_RESOURCE_KEYS, allResourcesSchema, productSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const ENDPOINTS = [
  '/resources/all',
  '/resources/ad_formats',
  '/resources/pricing_models',
  '/resources/countries',
  '/resources/regions?country=US',
  '/resources/cities?country=US&search=austin',
  '/resources/carriers?country=US',
  '/resources/languages',
  '/resources/device_types',
  '/resources/connection_types',
  '/resources/os',
  '/resources/os_versions?os_id=2',
  '/resources/browsers',
  '/resources/browser_versions?browser_id=1',
  '/resources/traffic_categories',
  '/resources/offer_categories',
  '/resources/subscription_periods',
  '/resources/retargeting_types',
  '/resources/ssp_parsers',
  '/resources/ssps',
  '/resources/dsps',
  '/resources/bid_optimization/form',
  '/resources/statistics_entities/advertiser',
  '/resources/statistics_entities/publisher',
  '/resources/statistics_entities/guest_ssp',
];

type Doc = { paths: Record<string, Record<string, { summary?: string; description?: string }>> };

describe.each(DRIVERS)('/resources/all, caching and products on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (url: string, token?: string) => call(ctx.app, { method: 'GET', url, token });

  it('returns every small list keyed by resource name, each as its own call returns it', async () => {
    const res = await get('/resources/all');
    expect(res.status).toBe(200);
    const all = allResourcesSchema.parse(res.body.ext);
    expect(Object.keys(all).sort()).toEqual([...ALL_RESOURCE_KEYS].sort());
    for (const key of ALL_RESOURCE_KEYS) {
      expect(all[key], key).toEqual((await get(`/resources/${key}`)).body.ext);
    }
  });

  it("drops every 'Other' entry with hide_other=true", async () => {
    const all = allResourcesSchema.parse((await get('/resources/all?hide_other=true')).body.ext);
    for (const key of ALL_RESOURCE_KEYS) {
      expect(
        (all[key] as { id: number | string }[]).some((i) => i.id === 0),
        key,
      ).toBe(false);
    }
    const withOther = allResourcesSchema.parse((await get('/resources/all')).body.ext);
    for (const key of [
      'countries',
      'languages',
      'device_types',
      'connection_types',
      'os',
      'browsers',
    ] as const) {
      expect(
        withOther[key].some((i) => i.id === 0),
        key,
      ).toBe(true);
    }
  });

  it.each(ENDPOINTS)('%s is cacheable: a day in public caches, 304 for a known ETag', async (url) => {
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers.etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not cache refusals', async () => {
    const res = await get('/resources/cities');
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('never answers 500 to odd input', async () => {
    const odd = [
      '?hide_other=',
      '?hide_other=TRUE',
      '?hide_other[]=true',
      '?country_id=1e3',
      '?country=%00%00',
      '?os_id=99999999999',
      '?browser_id=0x1',
      '?limit=-5',
      '?search=%F0%9F%98%80',
      `?search=${'a'.repeat(500)}`,
    ];
    for (const path of ENDPOINTS) {
      for (const query of odd) {
        const url = path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
        const res = await get(url);
        expect(res.status, url).toBeLessThan(500);
      }
    }
  });

  describe('GET /api/v1/products', () => {
    it('needs a session', async () => {
      const res = await get('/api/v1/products');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });

    it.each(['client', 'guest'] as const)('answers any signed-in role (%s)', async (mode) => {
      const { token } = await signUpAndIn(ctx.app, mode);
      const res = await get('/api/v1/products', token);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      const products = res.body.ext as { name: string }[];
      for (const p of products) expect(productSchema.safeParse(p).success).toBe(true);
      expect(products.map((p) => p.name)).toEqual(expect.arrayContaining(['RTB traffic', 'Push traffic']));
    });
  });

  it('documents every call in the OpenAPI document with a summary and a description', async () => {
    const doc = (await get('/api/docs/openapi.json')).body as unknown as Doc;
    const paths = ENDPOINTS.map((e) => e.split('?')[0] as string)
      .filter((p) => !p.includes('statistics_entities'))
      .concat(['/resources/statistics_entities/{role}', '/api/v1/products']);
    for (const path of paths) {
      const op = doc.paths[path]?.get;
      expect(op?.summary, path).toBeTruthy();
      if (path !== '/resources/countries') expect(op?.description, path).toBeTruthy();
    }
  });
});
