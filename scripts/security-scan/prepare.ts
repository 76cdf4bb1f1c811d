import { ROLES, type Role } from '@panel/contract';
import { nextAddress } from './api.ts';
import type { Fixtures } from './fixtures.ts';
import { type Route, routeName } from './openapi.ts';
import { candidates, objectKindOf, ownObject } from './param-values.ts';
import { type Query, searchQuery } from './query-search.ts';

/** One documented route as the scanners will send it: real ids, accepted values, a session. */
export interface ScanRequest {
  name: string;
  route: Route;
  role: Role;
  token: string;
  /** Values of the path's `{name}` placeholders. */
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  body?: unknown;
  /** What the server answered the request before any payload. */
  baseline: number;
  /** The fields a 4xx baseline named, to tell why. */
  refusedFields?: string;
  /** Query parameters left out: no value the server accepted. */
  omitted: string[];
  skipped?: string;
}

/** Routes under the sign-in and sign-up limits: every request comes from an address of its own. */
export const isRateLimited = (route: Route) => /^\/(auth|register)/.test(route.path);

/** POST /api/v1/guest_ssp/tokens and its second spelling, /token. */
const isGuestTokenCreate = (route: Route) =>
  route.method === 'POST' && /^\/api\/v1\/guest_ssp\/tokens?$/.test(route.path);

/** The request target: path with its values, and the query. */
export function requestTarget(request: Pick<ScanRequest, 'route' | 'pathValues' | 'query'>): string {
  const path = request.route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathValues[name] ?? ''),
  );
  if (request.query.length === 0) return path;
  return `${path}?${request.query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * Ids and body for one use of the route. Reads share long-lived objects; a route that
 * changes or deletes gets objects of its own, so no scan (they run side by side) can
 * pull a row from under another.
 */
async function materialize(route: Route, role: Role, fixtures: Fixtures) {
  const changes = route.method !== 'GET';
  const pathValues: Record<string, string> = {};
  for (const param of route.params.filter((p) => p.in === 'path')) {
    const kind = objectKindOf(param, route);
    pathValues[param.name] =
      kind && kind !== 'upload' && changes && ownObject(kind, route)
        ? await fixtures.newObject(kind)
        : (candidates(param, fixtures, route)[0] ?? '1');
  }
  let body = route.body === undefined ? undefined : structuredClone(route.body);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (route.path.startsWith('/register')) record.email = fixtures.uniqueEmail('signup');
    if (route.path === '/auth/login') Object.assign(record, fixtures.loginTarget);
    // The bulk status call names campaigns in its body: they must be the caller's.
    if (Array.isArray(record.ids)) record.ids = [Number(await fixtures.newObject('campaign'))];
    // A new zone goes in a site of the caller's (the example's site 1 is nobody's here).
    if (route.path === '/api/v1/pub/zones' && 'site_id' in record)
      record.site_id = Number(fixtures.shared.site);
    if (isGuestTokenCreate(route)) record.partner_code = fixtures.partnerCode;
    body = record;
  }
  let token = fixtures.tokens[role];
  // Logging out ends the session it is called with.
  if (route.path === '/auth/logout') token = await fixtures.freshToken(role);
  // A guest SSP's bid requests carry its guest token, not a session.
  if (route.path.startsWith('/rtb/guest/')) token = fixtures.guestBid;
  // Making tokens spends a daily allowance: a guest of its own spends it.
  if (isGuestTokenCreate(route) && role === 'guest-ssp') token = await fixtures.newGuestSession();
  return { pathValues, body, token };
}

/**
 * Sends the route once per role (advertiser first, since the document does not say who may
 * call what) until the server lets the caller in, with query values it accepts. A route whose
 * query parameters do not all fit in one request becomes several requests.
 */
export async function prepare(route: Route, fixtures: Fixtures): Promise<ScanRequest[]> {
  const name = routeName(route);
  const base = { name, route, role: 'advertiser' as Role, token: '', pathValues: {}, query: [], omitted: [] };
  if (route.binaryBody) return [{ ...base, baseline: 0, skipped: `${route.binaryBody} body` }];
  const options = new Map(
    route.params.filter((p) => p.in === 'query').map((p) => [p.name, candidates(p, fixtures)]),
  );
  const from = () => (isRateLimited(route) ? nextAddress() : undefined);

  let last = 0;
  for (const role of ROLES) {
    const use = await materialize(route, role, fixtures);
    const send = (query: Query) =>
      fixtures.api(route.method, requestTarget({ route, pathValues: use.pathValues, query }), {
        token: use.token,
        json: use.body,
        from: from(),
      });
    const first = await send([...options].map(([n, v]): [string, string] => [n, v[0] ?? '']));
    last = first.status;
    if (last === 401 || last === 403) continue;
    const { variants, omitted, reply } = await searchQuery(options, send, first);
    last = reply.status;
    // A public route gets no token: nothing would read it.
    const anonymous = await fixtures.api(
      route.method,
      requestTarget({ route, pathValues: use.pathValues, query: [] }),
      {
        json: use.body,
        from: from(),
      },
    );
    const requests: ScanRequest[] = [];
    for (const [index, query] of variants.entries()) {
      // The scan gets objects the probe has not touched.
      const fresh = route.method === 'GET' ? use : await materialize(route, role, fixtures);
      // The e-mail the probe signed up with is now taken: every sign-up the scan sends gets the
      // same 409 (after the same work), a steady answer to compare payloads with.
      if (route.path.startsWith('/register')) fresh.body = use.body;
      if (anonymous.status !== 401) fresh.token = '';
      requests.push({
        ...base,
        ...fresh,
        name: index === 0 ? name : `${name} [${index + 1}]`,
        role,
        query,
        baseline: last,
        omitted: index === 0 ? omitted : [],
        ...(last >= 400
          ? { refusedFields: JSON.stringify(reply.body?.fields ?? reply.body?.code ?? '') }
          : {}),
      });
    }
    return requests;
  }
  const use = await materialize(route, 'advertiser', fixtures);
  return [{ ...base, ...use, baseline: last }];
}
