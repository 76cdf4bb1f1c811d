import type { FastifyInstance } from 'fastify';
import { uniqueIp } from '../helpers.ts';
import type { Tenant } from './authz-tenants.ts';
import type { LoggedRoute } from './route-log.ts';

type Json = Record<string, unknown>;
type Media = {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
  schema?: { examples?: unknown[] };
};
type Operation = { requestBody?: { content: Record<string, Media> } };
export type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** `GET /api/v1/groups/:group_id`; a HEAD is left out where it is the GET's automatic twin. */
export function routeKeys(routes: LoggedRoute[]): string[] {
  const keys = new Set(routes.map((r) => `${r.method} ${r.url}`));
  return [...keys].filter((k) => !(k.startsWith('HEAD ') && keys.has(k.replace(/^HEAD/, 'GET')))).sort();
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** Every operation of the OpenAPI document, keyed as the routes are, with its first JSON body example. */
export function operations(doc: OpenApi): Map<string, Json | undefined> {
  const out = new Map<string, Json | undefined>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const media = op.requestBody?.content['application/json'];
      const example =
        media?.example ?? Object.values(media?.examples ?? {})[0]?.value ?? media?.schema?.examples?.[0];
      out.set(`${method.toUpperCase()} ${fastifyPath(path)}`, example as Json | undefined);
    }
  return out;
}

/** A path parameter's value when a probe does not choose it: the object of that name of `t`. */
function defaultParam(name: string, t: Tenant): string | number {
  const byName: Record<string, string | number> = {
    campaign_id: t.campaign,
    creative_id: t.creative,
    group_id: t.group,
    ssp_id: t.ssp,
    zone_id: t.zone,
    ssp_endpoint_id: t.supply.sspEndpoint,
    endpoint_id: t.supply.sspEndpoint,
    zone_file: `${t.supply.pubZone}.js`,
    vast_file: `${t.supply.pubZone}.xml`,
    bid: 'none',
    status_id: 2,
    token_id: t.tokenId,
    site_id: t.supply.pubSite,
    postback_id: t.tracking.postback,
    retargeting_id: t.tracking.pixel,
    // A traffic rule; probes of the bid rules' routes name the bid rule.
    rule_id: t.optimization.trafficRule,
    action_id: t.optimization.action,
    round_id: t.optimization.round,
    file: t.image?.file ?? 'none',
    link: 'none',
    token: 'none',
    role: 'advertiser',
    '*': 'index.css',
  };
  const value = byName[name];
  if (value === undefined) throw new Error(`no default for path parameter ${name}: say it in the probe`);
  return value;
}

export function fillPath(url: string, t: Tenant, chosen: Record<string, string | number> = {}) {
  return url.replace(/:(\w+)|\*/g, (match, name: string | undefined) =>
    encodeURIComponent(String(chosen[name ?? match] ?? defaultParam(name ?? match, t))),
  );
}

/** One request, JSON or image body, with a client address of its own (so no rate limit is shared). */
export async function send(
  app: FastifyInstance,
  method: string,
  url: string,
  token?: string,
  body?: Json | Buffer,
) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    remoteAddress: uniqueIp(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(Buffer.isBuffer(body) ? { 'content-type': 'image/png' } : {}),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
  const json =
    String(res.headers['content-type']).startsWith('application/json') && res.body ? res.json() : {};
  return { status: res.statusCode, body: json as Json, text: res.body };
}

/** Every number in an answer that is not zero: a stranger without traffic or matches has none. */
export function figures(value: unknown): number[] {
  if (typeof value === 'number') return value === 0 ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(figures);
  if (value && typeof value === 'object') return Object.values(value).flatMap(figures);
  return [];
}
