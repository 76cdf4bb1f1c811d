import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { JsonSchema } from './json-schema-arbitrary.ts';
import { logRoutes } from './route-log.ts';

export interface FuzzRoute {
  method: string;
  url: string;
  access: readonly string[] | 'any' | 'public';
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Bodies the OpenAPI document shows as accepted: seeds that get past every refinement. */
  examples: readonly unknown[];
}

/**
 * Which fuzz file covers which routes, by path: the first suite that matches. A route matched
 * by none, and not in NOT_FUZZED, fails fuzz-coverage.test.ts: a new route is fuzzed or says
 * why not. Campaigns are two files so that their share of the run can use two cores.
 */
export const FUZZ_SUITES = {
  auth: [/^\/auth\//, /^\/register/, /^\/healthz$/],
  resources: [/^\/resources\//, /^\/uploads\//, /^\/api\/v1\/products$/],
  optimization: [
    /^\/api\/v1\/traffic_optimization_rules\b/,
    /^\/api\/v1\/bid_optimization\//,
    /^\/api\/v1\/optimization_/,
    /^\/api\/v1\/campaigns\/:campaign_id\/optimization_actions$/,
  ],
  'campaign-lists': [
    /^\/api\/v1\/campaigns\/:campaign_id\/(countries|sites|zones|bid_by_\w+|group|ssp|traffic_optimizer)\b/,
  ],
  campaigns: [/^\/api\/v1\/campaigns\b/],
  advertiser: [/^\/api\/v1\/groups\b/, /^\/api\/v1\/creatives\b/, /^\/api\/v1\/profile\//],
  supply: [/^\/api\/v1\/ssp/, /^\/api\/v1\/pub\//, /^\/api\/v1\/guest_ssp\/tokens?\b/],
  tracking: [/^\/api\/v1\/postbacks\b/, /^\/api\/v1\/retargeting\b/],
  track: [/^\/track\//],
  bidder: [/^\/rtb\//, /^\/serve\//, /^\/feed\//],
  statistics: [/^\/api\/v1\/statistics\//, /^\/api\/v1\/guest_ssp\//, /^\/api\/v1\/dashboard$/],
} as const;
export type FuzzSuite = keyof typeof FUZZ_SUITES;

/** Routes no fuzz file sends to, each with the reason. */
export const NOT_FUZZED: Record<string, string> = {
  'HEAD *': 'Fastify answers HEAD with the GET handler, which is fuzzed',
  'GET /api/docs*':
    'the API documentation of @fastify/swagger-ui: static files and the generated document, no input read',
};

const key = (method: string, url: string) => `${method} ${url}`;

export function notFuzzedReason(route: Pick<FuzzRoute, 'method' | 'url'>): string | undefined {
  if (route.method === 'HEAD') return NOT_FUZZED['HEAD *'];
  if (route.method === 'GET' && route.url.startsWith('/api/docs')) return NOT_FUZZED['GET /api/docs*'];
  return undefined;
}

export function suiteOf(route: Pick<FuzzRoute, 'url'>): FuzzSuite | undefined {
  const suites = Object.entries(FUZZ_SUITES) as [FuzzSuite, readonly RegExp[]][];
  return suites.find(([, paths]) => paths.some((p) => p.test(route.url)))?.[0];
}

/** Zod schemas as the JSON Schema of what a client sends (before transforms), as OpenAPI has them. */
const inputSchema = (schema: unknown): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType)
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
};

function toFuzzRoute(route: RouteOptions): FuzzRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as { access?: FuzzRoute['access']; examples?: readonly unknown[] };
  return methods.map((method) => ({
    method,
    url: route.url,
    access: config.access ?? 'public',
    params: inputSchema(schema.params),
    querystring: inputSchema(schema.querystring),
    body: inputSchema(schema.body),
    examples: config.examples ?? [],
  }));
}

/**
 * Collects the routes of every app built while the calling describe block runs, with their
 * schemas and declared access: the app is built as in production, and the collector sees each
 * route as it is added (see route-log.ts).
 */
export function collectRoutes(): (app: FastifyInstance) => FuzzRoute[] {
  const logged = logRoutes(toFuzzRoute);
  return (app) => {
    const seen = new Set<string>();
    return logged(app).filter((r) => !seen.has(key(r.method, r.url)) && seen.add(key(r.method, r.url)));
  };
}
