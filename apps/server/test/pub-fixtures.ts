import type { Site, Zone } from '@panel/contract';
import { expect } from 'vitest';
import { call, type TestContext } from './helpers.ts';

/** Calls of the publisher area made the way the panel makes them, expecting success. */
export function pubApi(ctx: TestContext, token: string) {
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(ctx.app, { method, url, token, ...(payload ? { payload } : {}) });
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body.ext as T;
  };
  return {
    site: (body: Record<string, unknown> = {}) =>
      ok<Site>(
        'POST',
        '/api/v1/pub/sites',
        { name: 'My site', url: 'https://site.example.com', ...body },
        201,
      ),
    zone: (siteId: number, body: Record<string, unknown> = {}) =>
      ok<Zone>(
        'POST',
        '/api/v1/pub/zones',
        { site_id: siteId, name: 'Zone', ad_format: 'popunder', ...body },
        201,
      ),
    sites: (query = '') => ok<{ items: Site[]; total: number }>('GET', `/api/v1/pub/sites${query}`),
    zones: (query = '') => ok<{ items: Zone[]; total: number }>('GET', `/api/v1/pub/zones${query}`),
    getSite: (id: number) => ok<Site>('GET', `/api/v1/pub/sites/${id}`),
    getZone: (id: number) => ok<Zone>('GET', `/api/v1/pub/zones/${id}`),
    status: (kind: 'sites' | 'zones', id: number, action: string) =>
      call(ctx.app, { method: 'PUT', url: `/api/v1/pub/${kind}/${id}/status/${action}`, token }),
  };
}
