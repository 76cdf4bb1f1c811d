import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

describe.each(DRIVERS)('publisher sites on %s', (driver) => {
  const ctx = useApp(driver);

  it('creates, reads, replaces and lists a site', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const site = await api.site({
      name: '  Cooking tips ',
      url: 'https://cooking.example.com',
      category_id: 3,
    });
    expect(site).toMatchObject({
      name: 'Cooking tips',
      url: 'https://cooking.example.com',
      category_id: 3,
      status: 'active',
      zones_count: 0,
    });
    expect(await api.getSite(site.id)).toEqual(site);
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/pub/sites/${site.id}`,
      token,
      payload: { name: 'Cooking', url: 'http://cook.example.org/x' },
    });
    expect(put.status).toBe(200);
    expect(put.body.ext).toMatchObject({
      id: site.id,
      name: 'Cooking',
      url: 'http://cook.example.org/x',
      category_id: null,
    });
    await api.zone(site.id);
    expect((await api.getSite(site.id)).zones_count).toBe(1);
  });

  it('pages, sorts, searches and filters by status; archived ones only when asked', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const a = await api.site({ name: 'Alpha', url: 'https://alpha.example.com' });
    const b = await api.site({ name: 'beta', url: 'https://b.example.com' });
    const c = await api.site({ name: 'Gamma', url: 'https://gamma-news.example.com' });
    expect((await api.status('sites', b.id, 'stop')).status).toBe(200);
    expect((await api.status('sites', c.id, 'archive')).status).toBe(200);
    const names = async (q: string) => (await api.sites(q)).items.map((s) => s.name);
    expect(await names('')).toEqual(['beta', 'Alpha']);
    expect(await names('?sort=name')).toEqual(['Alpha', 'beta']);
    expect(await names('?status=archived')).toEqual(['Gamma']);
    expect(await names('?status=active,stopped,archived&sort=-name')).toEqual(['Gamma', 'beta', 'Alpha']);
    expect(await names('?status=stopped')).toEqual(['beta']);
    expect(await names('?search=ALPH')).toEqual(['Alpha']);
    expect(await names('?search=news&status=archived')).toEqual(['Gamma']);
    expect(await names(`?search=${a.id}`)).toEqual(['Alpha']);
    const page = await api.sites('?per_page=1&page=2&sort=name');
    expect(page).toMatchObject({ total: 2, items: [{ name: 'beta' }] });
    expect((await api.sites('?search=%25')).total).toBe(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const bad = async (payload: unknown, field: string) => {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/pub/sites',
        token,
        payload: payload as object,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    };
    await bad({ url: 'https://a.example.com' }, 'name');
    await bad({ name: 'x'.repeat(101), url: 'https://a.example.com' }, 'name');
    await bad({ name: 'A', url: 'ftp://a.example.com' }, 'url');
    await bad({ name: 'A', url: `https://${'a'.repeat(250)}.com` }, 'url');
    await bad({ name: 'A', url: 'https://a.example.com', category_id: 999 }, 'category_id');
    await bad({ name: 'A', url: 'https://a.example.com', category_id: 'news' }, 'category_id');
    await bad({ name: 'A', url: 'https://a.example.com', status: 'active' }, 'status');
    await bad({ name: '<b>\u0007</b>', url: 'https://a.example.com' }, 'name');
    const query = async (q: string, field: string) => {
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/pub/sites${q}`, token });
      expect(res.status).toBe(400);
      // A list's item is named by its place (`status.0`).
      expect(Object.keys(res.body.fields ?? {}).map((k) => k.split('.')[0])).toContain(field);
    };
    await query('?status=paused', 'status');
    await query('?sort=url', 'sort');
    await query('?per_page=101', 'per_page');
    const id = await call(ctx.app, { method: 'GET', url: '/api/v1/pub/sites/abc', token });
    expect(id.status).toBe(400);
    expect(id.body.fields).toHaveProperty('site_id');
  });

  it('keeps sites to their owner: another publisher gets 404 and the site stays as it was', async () => {
    const owner = pubApi(ctx, (await signInAs(ctx, 'publisher')).token);
    const site = await owner.site({ name: 'Mine' });
    const stranger = (await signInAs(ctx, 'publisher')).token;
    for (const [method, url, payload] of [
      ['GET', `/api/v1/pub/sites/${site.id}`, undefined],
      ['PUT', `/api/v1/pub/sites/${site.id}`, { name: 'Stolen', url: 'https://x.example.com' }],
      ['PUT', `/api/v1/pub/sites/${site.id}/status/stop`, undefined],
      ['PUT', `/api/v1/pub/sites/${site.id}/status/archive`, undefined],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: stranger, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await pubApi(ctx, stranger).sites()).total).toBe(0);
    expect(await owner.getSite(site.id)).toEqual(site);
  });

  it('is for publishers only', async () => {
    for (const role of ['advertiser', 'guest-ssp'] as const) {
      const { token } = await signInAs(ctx, role);
      for (const url of [
        '/api/v1/pub/sites',
        '/api/v1/pub/zones',
        '/api/v1/pub/dsp',
        '/api/v1/pub/dsp_endpoints',
      ])
        expect((await call(ctx.app, { method: 'GET', url, token })).status, `${role} ${url}`).toBe(403);
      const post = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/pub/sites',
        token,
        payload: { name: 'A', url: 'https://a.example.com' },
      });
      expect(post.status).toBe(403);
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/pub/sites' })).status).toBe(401);
  });
});
