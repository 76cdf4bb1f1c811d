import { describe, expect, it } from 'vitest';
import { race } from './concurrency-fixtures.ts';
import { DRIVERS, signInAs, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

const ROUNDS = 5;

// PGlite has one connection and never races; on PostgreSQL these calls run at once.
describe.each(DRIVERS)('publisher status changes racing on %s', (driver) => {
  const ctx = useApp(driver);

  it('lets exactly one of several identical changes through', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    for (let round = 0; round < ROUNDS; round++) {
      const zone = await api.zone((await api.site()).id);
      const results = await race(
        ctx.app,
        token,
        Array.from({ length: 6 }, () => ({
          method: 'PUT' as const,
          url: `/api/v1/pub/zones/${zone.id}/status/stop`,
        })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect((await api.getZone(zone.id)).status).toBe('stopped');
    }
  });

  it('ends with every zone archived when a site archive races zone changes and new zones', async () => {
    const { token } = await signInAs(ctx, 'publisher');
    const api = pubApi(ctx, token);
    for (let round = 0; round < ROUNDS; round++) {
      const site = await api.site();
      const zones = await Promise.all([api.zone(site.id), api.zone(site.id), api.zone(site.id)]);
      await api.status('zones', zones[1]?.id ?? 0, 'stop');
      const results = await race(ctx.app, token, [
        { method: 'PUT', url: `/api/v1/pub/sites/${site.id}/status/archive` },
        { method: 'PUT', url: `/api/v1/pub/zones/${zones[0]?.id}/status/stop` },
        { method: 'PUT', url: `/api/v1/pub/zones/${zones[1]?.id}/status/start` },
        { method: 'PUT', url: `/api/v1/pub/zones/${zones[2]?.id}`, payload: { name: 'Renamed' } },
        {
          method: 'POST',
          url: '/api/v1/pub/zones',
          payload: { site_id: site.id, name: 'Late', ad_format: 'native' },
        },
        { method: 'PUT', url: `/api/v1/pub/sites/${site.id}/status/stop` },
      ]);
      expect(results[0]?.status).toBe(200);
      for (const r of results.slice(1)) expect([200, 201, 400, 409]).toContain(r.status);
      const all = await api.zones(`?site_id=${site.id}&status=active,stopped,archived&per_page=100`);
      expect(all.items.map((z) => z.status).every((s) => s === 'archived')).toBe(true);
      expect(all.total).toBe(results[4]?.status === 201 ? 4 : 3);
      expect((await api.getSite(site.id)).status).toBe('archived');
    }
  });
});
