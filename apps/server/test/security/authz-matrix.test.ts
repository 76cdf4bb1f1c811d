import { ROLES, type Role } from '@panel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, useApp } from '../helpers.ts';
import { figures, fillPath, type OpenApi, operations, routeKeys, send } from './authz-calls.ts';
import { type Entry, MATRIX, type Probe } from './authz-table.ts';
import { buildTenants, type RolePair, type Snapshot, snapshot, type Tenants } from './authz-tenants.ts';
import { logRoutes } from './route-log.ts';

type Guarded = Exclude<Entry, { public: string }>;
const guarded = Object.entries(MATRIX).filter((e): e is [string, Guarded] => !('public' in e[1]));
const rolesOf = (e: Guarded): readonly Role[] => (e.access === 'any' ? ROLES : e.access);
const split = (key: string) => key.split(' ') as [string, string];

describe.each(DRIVERS)('authorization matrix on %s', (driver) => {
  const routesOf = logRoutes();
  const ctx = useApp(driver);
  let tenants: Tenants;
  let examples: Map<string, Record<string, unknown> | undefined>;
  const owners = () => Promise.all(ROLES.map((r) => snapshot(ctx, tenants[r].owner)));

  beforeAll(async () => {
    tenants = await buildTenants(ctx);
    const doc = await send(ctx.app, 'GET', '/api/docs/openapi.json');
    if (doc.status !== 200) throw new Error(`no OpenAPI document: ${doc.text}`);
    examples = operations(doc.body as unknown as OpenApi);
  });

  it('has an entry for every route the app serves and none for a route it does not', () => {
    const served = routeKeys(routesOf(ctx.app));
    expect(
      served.filter((k) => !(k in MATRIX)),
      'routes without an entry in authz-table.ts',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !served.includes(k)),
      'entries of no route',
    ).toEqual([]);
    for (const route of routesOf(ctx.app)) {
      const entry = MATRIX[`${route.method} ${route.url}`] ?? MATRIX[`GET ${route.url}`];
      const declared = entry && 'public' in entry ? undefined : entry?.access;
      expect(route.access ?? undefined, `access of ${route.method} ${route.url}`).toEqual(declared);
    }
  });

  it('finds every documented operation in the matrix, and every guarded route in the document', () => {
    const documented = [...examples.keys()];
    expect(
      documented.filter((k) => !(k in MATRIX)),
      'documented, without an entry',
    ).toEqual([]);
    expect(
      guarded.map(([k]) => k).filter((k) => !examples.has(k)),
      'guarded, undocumented',
    ).toEqual([]);
  });

  it('answers public routes without a session', async () => {
    for (const [key, entry] of Object.entries(MATRIX)) {
      if (!('public' in entry)) continue;
      const [method, url] = split(key);
      const body = entry.ownToken ? examples.get(key) : undefined;
      const res = await send(ctx.app, method, fillPath(url, tenants.advertiser.owner), undefined, body);
      if (entry.ownToken) {
        // Its own token, not a session: without it, a 401 in the error shape.
        expect.soft(res.status, `${key} takes its own token: ${entry.public}`).toBe(401);
        expect.soft(res.body.code, key).toBe('UNAUTHORIZED');
      } else expect.soft([401, 403], `${key} is public: ${entry.public}`).not.toContain(res.status);
    }
  });

  it('is a 401 without a session, with a made-up token and with a logged-out one, and changes nothing', async () => {
    const before = await owners();
    const tokens = {
      'no token': undefined,
      'a made-up token': 'garbage',
      'a made-up token of the right length': 'a'.repeat(43),
      'a logged-out token': tenants.advertiser.revoked,
    };
    for (const [key] of guarded) {
      const [method, url] = split(key);
      for (const [name, token] of Object.entries(tokens)) {
        const res = await send(
          ctx.app,
          method,
          fillPath(url, tenants.advertiser.owner),
          token,
          examples.get(key),
        );
        expect.soft(res.status, `${key} with ${name}`).toBe(401);
        expect.soft(res.body.code, `${key} with ${name}`).toBe('UNAUTHORIZED');
      }
    }
    expect(await owners()).toEqual(before);
  });

  it('is a 403 for every role a route does not name, on the owner’s objects, and changes nothing', async () => {
    const before = await owners();
    for (const [key, entry] of guarded) {
      const [method, url] = split(key);
      for (const role of ROLES.filter((r) => !rolesOf(entry).includes(r))) {
        const path = fillPath(url, tenants.advertiser.owner);
        const res = await send(ctx.app, method, path, tenants[role].owner.token, examples.get(key));
        expect.soft(res.status, `${key} as ${role}`).toBe(403);
        expect.soft(res.body.code, `${key} as ${role}`).toBe('FORBIDDEN');
      }
    }
    expect(await owners()).toEqual(before);
  });

  /** Runs one probe; returns what the owner reads afterwards, so one change is blamed on one call. */
  async function probe(key: string, p: Probe, pair: RolePair, before: Snapshot) {
    const [method, url] = split(key);
    const { owner, stranger } = pair;
    const path = fillPath(url, owner, p.params?.(owner, stranger)) + (p.query ? `?${p.query(owner)}` : '');
    const body = p.body ? p.body(examples.get(key), owner, stranger) : examples.get(key);
    const label = `${key} as another ${owner.role}: ${method} ${path}`;
    const res = await send(ctx.app, method, path, p.spare ? pair.spare : stranger.token, body);
    expect.soft(res.status, `${label} → ${res.text}`).toBe(p.status ?? 404);
    if (res.status === 404) expect.soft(res.body.code, label).toBe('NOT_FOUND');
    if (p.field) expect.soft(Object.keys(res.body.fields ?? {}), label).toEqual([p.field]);
    // What the stranger sent may come back to it; anything else of the owner's may not.
    const sent = JSON.stringify(body ?? '');
    for (const marker of owner.markers.filter((m) => !sent.includes(m)))
      expect.soft(res.text, `${label} names the owner`).not.toContain(marker);
    const ext = res.body.ext as never;
    if (p.leaked && ext) expect.soft(p.leaked(ext, owner), label).toEqual([]);
    else if (p.query) expect.soft(figures(ext), `${label} shows the owner’s figures`).toEqual([]);
    if (method === 'GET') return before;
    const after = await snapshot(ctx, owner);
    expect.soft(after, `${label} changed the owner’s data`).toEqual(before);
    return after;
  }

  it.each(ROLES)(
    'keeps every %s out of another one’s objects: 404, unchanged, nothing shown',
    async (role) => {
      const routes = guarded.filter(([, e]) => rolesOf(e).includes(role));
      expect(routes.length).toBeGreaterThan(0);
      let seen = await snapshot(ctx, tenants[role].owner);
      for (const [key, entry] of routes)
        for (const p of entry.probes) seen = await probe(key, p, tenants[role], seen);
    },
  );
});
