import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyLimitFor } from '../../src/lib/body-limit.ts';
import { popunder } from '../campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';
import { useFuzzWorld } from './fuzz-world.ts';
import { largestOf } from './largest-body.ts';
import { logRoutes } from './route-log.ts';

interface BodyRoute {
  method: string;
  url: string;
  access: unknown;
  body: z.ZodType;
}

const withBody = (route: RouteOptions): BodyRoute[] =>
  route.schema?.body
    ? [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        body: route.schema?.body as z.ZodType,
      }))
    : [];

/** Bodies that are not JSON documents, with the limit that holds them instead. */
const NOT_JSON: Record<string, string> = {
  'POST /api/v1/creatives/images': 'the image bytes themselves; the route allows IMAGE_MAX_BYTES',
  ...Object.fromEntries(
    [
      '/rtb/openrtb/2.5/:endpoint_id',
      '/rtb/openrtb/2.6/:endpoint_id',
      '/rtb/guest/openrtb/2.5',
      '/rtb/guest/openrtb/2.6',
    ].map((url) => [
      `POST ${url}`,
      "an SSP's OpenRTB bid request, a document of the SSP's read leniently (unknown fields ignored, every field bounded as it is read); the route allows RTB_BODY_LIMIT, 256 KiB",
    ]),
  ),
};

describe.each(DRIVERS)('every valid body fits on %s', (driver) => {
  const routes = logRoutes(withBody);
  const ctx = useApp(driver);
  const world = useFuzzWorld(ctx);

  it('bounds the body of every route, so its largest valid body is known', () => {
    const unbounded = routes(ctx.app).filter(
      (r) => bodyLimitFor(r.body) === undefined && !(`${r.method} ${r.url}` in NOT_JSON),
    );
    expect(unbounded.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('reads the largest body of every route instead of answering 413', async () => {
    const refused: string[] = [];
    for (const route of routes(ctx.app)) {
      const json = z.toJSONSchema(route.body, {
        io: 'input',
        unrepresentable: 'any',
      }) as unknown as Parameters<typeof largestOf>[0];
      const payload = largestOf(json, (json.$defs ?? {}) as Parameters<typeof largestOf>[1]);
      const role = Array.isArray(route.access)
        ? (route.access[0] as keyof typeof world.tokens)
        : 'advertiser';
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => world.params[name] ?? '1');
      const token = route.access && route.access !== 'public' ? world.tokens[role] : undefined;
      const res = await call(ctx.app, {
        method: route.method as 'PUT',
        url,
        token,
        payload: payload as object,
      });
      if (res.status === 413)
        refused.push(`${route.method} ${route.url} (${Buffer.byteLength(JSON.stringify(payload))} bytes)`);
    }
    expect(refused).toEqual([]);
  });
});

describe.each(DRIVERS)('the largest real campaign on %s', (driver) => {
  const ctx = useApp(driver);

  it('is accepted whole by POST and PUT: full site, zone, address and bid lists and 20 long ads', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const ids = (prefix: string) => Array.from({ length: 10_000 }, (_, i) => `${prefix}${i}`.padEnd(64, 'x'));
    const markup = `<div>${'€'.repeat(19_989)}</div>`;
    const campaign = popunder({
      name: '€'.repeat(100),
      ad_format: 'html tag',
      destination_url: `https://offer.example.com/?q=${'a'.repeat(1_950)}&cid={click_id}`,
      creatives: Array.from({ length: 20 }, (_, i) => ({ type: 'tag', name: `Ad ${i}`, markup })),
      targeting: {
        sites: { mode: 'include', values: ids('site-') },
        zones: { mode: 'exclude', values: ids('zone-') },
        ip_ranges: {
          mode: 'exclude',
          values: Array.from({ length: 10_000 }, (_, i) => `2001:db8:${i.toString(16)}::/48`),
        },
      },
      bid_by_site: ids('site-').map((site_id) => ({ site_id, bid: 999.999999 })),
      bid_by_zone: ids('bid-zone-').map((zone_id) => ({ zone_id, bid: 999.999999 })),
    });
    const bytes = Buffer.byteLength(JSON.stringify(campaign));
    expect(bytes).toBeGreaterThan(4 * 1024 * 1024);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: campaign,
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const id = (created.body.ext as { id: number }).id;
    const updated = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${id}`,
      token,
      payload: campaign,
    });
    expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
  }, 120_000);
});
