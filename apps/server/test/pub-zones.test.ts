import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

describe.each(DRIVERS)('publisher zones on %s', (driver) => {
  const ctx = useApp(driver);
  const post = (token: string, payload: object) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/pub/zones', token, payload });

  it('creates a zone with its tag, reads it, renames it and lists it with its site', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const site = await api.site({ name: 'News' });
    const zone = await api.zone(site.id, { name: 'Top pop', ad_format: 'popunder' });
    expect(zone).toMatchObject({
      site_id: site.id,
      site_name: 'News',
      name: 'Top pop',
      ad_format: 'popunder',
      width: null,
      height: null,
      status: 'active',
      service_worker: null,
    });
    expect(zone.tag).toBe(
      `<script async data-zone="${zone.id}" src="${ctx.config.publicUrl}/serve/zone/${zone.id}.js"></script>`,
    );
    expect(await api.getZone(zone.id)).toEqual(zone);
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/pub/zones/${zone.id}`,
      token,
      payload: { name: 'Every page pop' },
    });
    expect(put.body.ext).toMatchObject({ id: zone.id, name: 'Every page pop', tag: zone.tag });
    const moved = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/pub/zones/${zone.id}`,
      token,
      payload: { name: 'x', ad_format: 'native' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toHaveProperty('ad_format');
  });

  it('follows each format’s size rule and gives each format its tag', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const site = await api.site();
    const banner = await api.zone(site.id, { ad_format: '300x250' });
    expect(banner).toMatchObject({ width: 300, height: 250 });
    expect(banner.tag).toContain(`/serve/zone/${banner.id}.html" width="300" height="250"`);
    expect((await api.zone(site.id, { ad_format: '728x90', width: 728, height: 90 })).width).toBe(728);
    const html = await api.zone(site.id, { ad_format: 'html tag', width: 640, height: 90 });
    expect(html.tag).toContain('width="640" height="90"');
    const push = await api.zone(site.id, { ad_format: 'classic push' });
    expect(push.tag).toContain("serviceWorker.register('/sw.js')");
    expect(push.service_worker).toContain(`/serve/push/sw.js?zone=${push.id}`);
    expect((await api.zone(site.id, { ad_format: 'in-page push' })).tag).toContain('<script async');
    expect((await api.zone(site.id, { ad_format: 'native' })).tag).toContain('<div id="ad-zone-');
    const vast = await api.zone(site.id, { ad_format: 'vast' });
    expect(vast.tag).toBe(`${ctx.config.publicUrl}/serve/vast/${vast.id}.xml`);
    const link = await api.zone(site.id, { ad_format: 'direct link' });
    expect(link.tag).toBe(`${ctx.config.publicUrl}/serve/link/${link.id}`);

    const refused = async (payload: object, field: string, text?: RegExp) => {
      const res = await post(token, { site_id: site.id, name: 'Z', ...payload });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
      if (text) expect((res.body.fields as Record<string, string>)[field]).toMatch(text);
    };
    await refused({ ad_format: '300x250', width: 320, height: 250 }, 'width', /300x250/);
    await refused({ ad_format: 'html tag', width: 640 }, 'height');
    await refused({ ad_format: 'html tag', width: 0, height: 90 }, 'width');
    await refused({ ad_format: 'html tag', width: 5000, height: 90 }, 'width');
    await refused({ ad_format: 'popunder', width: 300, height: 250 }, 'width');
    await refused({ ad_format: 'billboard' }, 'ad_format');
    await refused({ ad_format: 'popunder', name: '' }, 'name');
    await refused({ ad_format: 'popunder', site_id: 'one' }, 'site_id');
  });

  it('puts zones only on the publisher’s own sites that are not archived', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const archived = await api.site();
    await api.status('sites', archived.id, 'archive');
    const stopped = await api.site();
    await api.status('sites', stopped.id, 'stop');
    expect((await api.zone(stopped.id)).site_id).toBe(stopped.id);
    const other = await pubApi(ctx, (await signInAs(ctx, 'publisher')).token).site();
    for (const siteId of [archived.id, other.id, 2_000_000_000]) {
      const res = await post(token, { site_id: siteId, name: 'Z', ad_format: 'popunder' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('site_id');
    }
    expect((await pubApi(ctx, token).zones('?status=active,stopped,archived')).total).toBe(1);
  });

  it('lists with paging, sort and filters by site, format, status and search', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const s1 = await api.site();
    const s2 = await api.site();
    const a = await api.zone(s1.id, { name: 'Alpha', ad_format: 'popunder' });
    const b = await api.zone(s1.id, { name: 'bravo', ad_format: 'native' });
    const c = await api.zone(s2.id, { name: 'Charlie', ad_format: '300x250' });
    await api.status('zones', b.id, 'stop');
    await api.status('zones', c.id, 'archive');
    const names = async (q: string) => (await api.zones(q)).items.map((z) => z.name);
    expect(await names('')).toEqual(['bravo', 'Alpha']);
    expect(await names('?sort=name')).toEqual(['Alpha', 'bravo']);
    expect(await names(`?site_id=${s2.id}`)).toEqual([]);
    expect(await names(`?site_id=${s2.id}&status=archived`)).toEqual(['Charlie']);
    expect(await names('?ad_format=native,300x250&status=active,stopped,archived&sort=ad_format')).toEqual([
      'Charlie',
      'bravo',
    ]);
    expect(await names('?status=stopped')).toEqual(['bravo']);
    expect(await names('?search=alp')).toEqual(['Alpha']);
    expect(await names(`?search=${a.id}`)).toEqual(['Alpha']);
    expect(await api.zones('?per_page=1&page=2&sort=name')).toMatchObject({
      total: 2,
      items: [{ name: 'bravo' }],
    });
    for (const q of ['?ad_format=billboard', '?site_id=0', '?sort=site', '?page=0'])
      expect((await call(ctx.app, { method: 'GET', url: `/api/v1/pub/zones${q}`, token })).status, q).toBe(
        400,
      );
  });

  it('keeps zones to their owner: another publisher gets 404 and the zone stays as it was', async () => {
    const owner = pubApi(ctx, (await signInAs(ctx, 'publisher')).token);
    const zone = await owner.zone((await owner.site()).id);
    const stranger = (await signInAs(ctx, 'publisher')).token;
    for (const [method, url, payload] of [
      ['GET', `/api/v1/pub/zones/${zone.id}`, undefined],
      ['PUT', `/api/v1/pub/zones/${zone.id}`, { name: 'Stolen' }],
      ['PUT', `/api/v1/pub/zones/${zone.id}/status/stop`, undefined],
      ['PUT', `/api/v1/pub/zones/${zone.id}/status/archive`, undefined],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: stranger, ...(payload ? { payload } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await pubApi(ctx, stranger).zones()).total).toBe(0);
    expect(await owner.getZone(zone.id)).toEqual(zone);
  });
});
