import { filterDimensions, groupByDimensions, ROLES, type Role, type StatisticsRole } from '@panel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, useApp } from './helpers.ts';
import { figures, send } from './security/authz-calls.ts';
import { logRoutes } from './security/route-log.ts';
import { type Account, buildWorld, FROM, ingestFirst, TO, type World } from './statistics-world.ts';

/**
 * A second account of each role sees nothing of the first's traffic, in any statistics call its
 * role may make: every answer it gets (every grouping, every filter naming the first's values,
 * several time zones, the dashboard, bid floors, QPS) is the same before and after the first's
 * traffic lands. The second has traffic of its own, so "nothing" is not "an empty database".
 * The first, asked the same, sees its traffic: the calls do read where it landed.
 */
const REPORTS: Record<Role, { role: StatisticsRole; urls: string[] }> = {
  advertiser: {
    role: 'advertiser',
    urls: [
      '/api/v1/statistics/advertiser',
      '/api/v1/statistics/costs',
      '/api/v1/statistics/requests/ad_formats',
      '/api/v1/statistics/requests/countries',
    ],
  },
  publisher: { role: 'publisher', urls: ['/api/v1/statistics/publisher'] },
  'guest-ssp': { role: 'guest_ssp', urls: ['/api/v1/guest_ssp/statistics/advertiser'] },
};
/** Calls that are not reports, with the queries that probe them. */
const OTHERS: Record<Role, Record<string, string[]>> = {
  advertiser: {
    '/api/v1/statistics/bid_floors': ['', '&ssp=1', '&ad_format=popunder&tz=Australia/Sydney'],
    '/api/v1/statistics/qps': ['', '&group_by=ssp', '&ssp=1', '&tz=Europe/London'],
    '/api/v1/dashboard': ['', '&tz=America/New_York', '&from=2026-10-25&to=2026-10-25&tz=Europe/London'],
  },
  publisher: {},
  'guest-ssp': {},
};
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney'];

/** Every statistics URL a `role` may call, each asked a number of ways. */
function urlsOf(role: Role, values: Account['values']): string[] {
  // A past range: nothing in it moves with the clock between the two looks.
  const range = `from=${FROM}&to=${TO}`;
  const { role: statsRole, urls } = REPORTS[role];
  const value = (d: string) => {
    if (!(d in values)) throw new Error(`no value of ${d} in the traffic: add one to statistics-world.ts`);
    return values[d];
  };
  const reports = urls.flatMap((url) => [
    `${url}?${range}`,
    ...ZONES.flatMap((tz) => [`${url}?${range}&tz=${tz}`, `${url}?${range}&tz=${tz}&group_by=hour`]),
    ...groupByDimensions(statsRole).map((d) => `${url}?${range}&group_by=${d}`),
    ...filterDimensions(statsRole).map((d) => `${url}?${range}&${d}=${value(d)}&group_by=date`),
  ]);
  const others = Object.entries(OTHERS[role]).flatMap(([url, queries]) =>
    queries.map((q) => `${url}?${q.includes('from=') ? q.slice(1) : `${range}${q}`}`),
  );
  return [...reports, ...others];
}

/** The answers; the dashboard's last-24-hours QPS keeps its values, not its hours, which move with the clock. */
async function answers(ctx: ReturnType<typeof useApp>, token: string, urls: string[]) {
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await send(ctx.app, 'GET', url, token);
    const ext = res.body.ext as { qps?: { series?: { key: string; qps: number }[] } } | undefined;
    if (url.startsWith('/api/v1/dashboard') && ext?.qps?.series)
      ext.qps.series = ext.qps.series.map((s) => ({ key: '', qps: s.qps }));
    out[url] = { status: res.status, body: res.body };
  }
  return out;
}

describe.each(DRIVERS)('every role’s statistics are private (%s)', (driver) => {
  const routesOf = logRoutes();
  const ctx = useApp(driver);
  let world: World;
  const before = {} as Record<Role, Record<string, unknown>>;
  const after = {} as Record<Role, Record<string, unknown>>;
  const urls = {} as Record<Role, string[]>;

  beforeAll(async () => {
    world = await buildWorld(ctx);
    for (const role of ROLES) {
      urls[role] = urlsOf(role, world[role].first.values);
      before[role] = await answers(ctx, world[role].second.token, urls[role]);
    }
    await ingestFirst(ctx, world);
    for (const role of ROLES) after[role] = await answers(ctx, world[role].second.token, urls[role]);
  }, 120_000);

  it('probes every statistics call the app serves, as each role that may make it', () => {
    const served = routesOf(ctx.app)
      .filter((r) => r.method === 'GET' && /^\/api\/v1\/.*(statistics|dashboard)/.test(r.url))
      .map((r) => `${r.url} ${[...(r.access as Role[])].sort().join(',')}`);
    const probed = ROLES.flatMap((role) =>
      [...REPORTS[role].urls, ...Object.keys(OTHERS[role])].map((u) => [u, role]),
    );
    const byUrl = new Map<string, Role[]>();
    for (const [u, role] of probed) byUrl.set(u as string, [...(byUrl.get(u as string) ?? []), role as Role]);
    expect([...byUrl].map(([u, roles]) => `${u} ${roles.sort().join(',')}`).sort()).toEqual(served.sort());
  });

  it.each(ROLES)('a second %s gets the same answers before and after the first’s traffic', (role) => {
    expect(Object.keys(after[role]).length).toBeGreaterThan(20);
    for (const url of urls[role]) {
      expect.soft(after[role][url], url).toEqual(before[role][url]);
      const text = JSON.stringify(after[role][url]);
      for (const marker of world[role].first.markers)
        expect.soft(text, `${url} names the first`).not.toContain(marker);
    }
    // The second's own traffic shows: its calls are not empty for want of data.
    const plain = after[role][urls[role][0] as string] as { body: { ext: unknown } };
    expect(figures(plain.body.ext).length).toBeGreaterThan(0);
  });

  it.each(ROLES)('the first %s sees its traffic in the same calls', async (role) => {
    const mine = await answers(ctx, world[role].first.token, urls[role]);
    for (const url of urls[role]) {
      const { status, body } = mine[url] as { status: number; body: { ext: unknown } };
      expect.soft(status, url).toBe(200);
      expect.soft(figures(body.ext).length, `${url} shows the first its figures`).toBeGreaterThan(0);
    }
  });
});
