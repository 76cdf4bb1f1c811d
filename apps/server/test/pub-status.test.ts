import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

describe.each(DRIVERS)('publisher site and zone statuses on %s', (driver) => {
  const ctx = useApp(driver);

  it('stops and starts, refuses what the machine does not allow, and archive is final', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const site = await api.site();
    const zone = await api.zone(site.id);
    for (const [kind, id] of [
      ['sites', site.id],
      ['zones', zone.id],
    ] as const) {
      const start = await api.status(kind, id, 'start');
      expect(start.status).toBe(409);
      expect(start.body).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(String(start.body.message)).toContain('stopped');
      expect((await api.status(kind, id, 'stop')).body.ext).toMatchObject({ status: 'stopped' });
      expect((await api.status(kind, id, 'stop')).status).toBe(409);
      expect((await api.status(kind, id, 'start')).body.ext).toMatchObject({ status: 'active' });
    }
    expect((await api.status('zones', zone.id, 'archive')).body.ext).toMatchObject({ status: 'archived' });
    for (const action of ['start', 'stop', 'archive']) {
      const res = await api.status('zones', zone.id, action);
      expect(res.status, action).toBe(409);
      expect(String(res.body.message)).toMatch(/active|stopped/);
    }
    const rename = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/pub/zones/${zone.id}`,
      token,
      payload: { name: 'Again' },
    });
    expect(rename.status).toBe(409);
    expect((await api.getZone(zone.id)).name).toBe(zone.name);
    expect((await api.status('zones', zone.id, 'dearchive')).status).toBe(404);
    expect((await api.status('zones', 999_999_999, 'stop')).status).toBe(404);
  });

  it('archiving a site archives its zones and stops its edits; other sites’ zones stay', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    const site = await api.site();
    const other = await api.site();
    const live = await api.zone(site.id);
    const stopped = await api.zone(site.id, { ad_format: 'native' });
    await api.status('zones', stopped.id, 'stop');
    const elsewhere = await api.zone(other.id);
    const archived = await api.status('sites', site.id, 'archive');
    expect(archived.body.ext).toMatchObject({ status: 'archived', zones_count: 0 });
    expect((await api.getZone(live.id)).status).toBe('archived');
    expect((await api.getZone(stopped.id)).status).toBe('archived');
    expect((await api.getZone(elsewhere.id)).status).toBe('active');
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/pub/sites/${site.id}`,
      token,
      payload: { name: 'Back', url: 'https://back.example.com' },
    });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect((await api.status('sites', site.id, 'start')).status).toBe(409);
  });
});
