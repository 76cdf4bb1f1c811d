import type { Fixtures, ObjectKind } from './fixtures.ts';
import type { Param, Route } from './openapi.ts';

/**
 * Values to try for a parameter the document gives no example for, best guess first. The
 * probe walks down the list while the server answers 400 naming the parameter, so a
 * scanner starts from a request the server accepts and its payloads reach the database.
 */
const dayOffset = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const BY_NAME: Record<string, string[]> = {
  from: [dayOffset(6)],
  to: [dayOffset(0)],
  tz: ['UTC'],
  country: ['US'],
  // ISO 3166 numeric, as the countries list numbers them.
  country_id: ['840'],
  // An OS family with versions (the campaign example targets it).
  os_id: ['28'],
  countries: ['US'],
  region: ['US-CA'],
  region_id: ['US-CA'],
  language: ['en'],
  // A feed's user: an address the country data places in the United States.
  ip: ['8.8.8.8'],
  // Every name the fixtures make starts with `scan`: a search that finds rows, so a payload
  // that changes the query changes the answer.
  search: ['scan'],
  page: ['1'],
  per_page: ['10'],
  limit: ['10'],
  group_by: ['date'],
  sort: ['date', 'name', 'id'],
  status: ['active', 'draft'],
  ad_format: ['popunder', 'banner'],
  pricing_model: ['smart_cpm', 'cpm'],
  type: ['popunder', 'banner'],
  site: ['1001'],
  sites: ['1001'],
  zone: ['55001'],
  zones: ['55001'],
  // Paused: allowed from active, where a new endpoint starts.
  status_id: ['2'],
  hide_other: ['false'],
  with_no_group: ['true'],
};

/** Parameters that name an object of the caller: a real id, so the query finds a row. */
const OBJECT_PARAMS: Record<string, ObjectKind | 'upload'> = {
  campaign: 'campaign',
  campaign_id: 'campaign',
  creative: 'creative',
  creative_id: 'creative',
  group: 'group',
  group_id: 'group',
  file: 'upload',
  ssp_id: 'ssp',
  ssp_endpoint_id: 'ssp_endpoint',
  // The bidder's: an SSP endpoint's bid address, a zone's link.
  endpoint_id: 'ssp_endpoint',
  token_id: 'guest_token',
  site_id: 'site',
  // A publisher's zone; the traffic optimizer's zone_id takes any id, digits included.
  zone_id: 'zone',
  postback_id: 'postback',
  retargeting_id: 'retargeting',
};

/**
 * Where a route that changes gets objects of these kinds of its own: under their own paths.
 * Elsewhere (the traffic optimizer's SSP and zone) they only name what the route changes, and
 * the shared ones do.
 */
const OWN_PATHS: Partial<Record<ObjectKind, string>> = {
  ssp: '/api/v1/ssp/',
  ssp_endpoint: '/api/v1/ssp_endpoints/',
  guest_token: '/api/v1/guest_ssp/tokens/',
  site: '/api/v1/pub/sites/',
  zone: '/api/v1/pub/zones/',
  postback: '/api/v1/postbacks/',
  retargeting: '/api/v1/retargeting/',
  traffic_rule: '/api/v1/traffic_optimization_rules/',
  bid_rule: '/api/v1/bid_optimization/rules/',
};

/** Values tried before the schema's own: the SSP list's guests are what a `scan` search finds. */
const BEFORE_ENUM: Record<string, string[]> = {
  kind: ['guest'],
};

const GENERIC = ['1', 'US', 'en', 'true'];

/**
 * The kind of object a path parameter names. `rule_id` names a traffic or a bid rule by the
 * route it is in. (An optimization action or round exists only once the evaluator acted on
 * traffic, which the scan has none of: `action_id` and `round_id` are scanned from a 404.)
 */
export function objectKindOf(param: Param, route?: Route): ObjectKind | 'upload' | undefined {
  if (param.name === 'rule_id')
    return route?.path.startsWith('/api/v1/bid_optimization/') ? 'bid_rule' : 'traffic_rule';
  return OBJECT_PARAMS[param.name];
}

/** Whether a route that changes gets an object of this kind of its own. */
export function ownObject(kind: ObjectKind, route: Route): boolean {
  const own = OWN_PATHS[kind];
  return own === undefined || route.path.startsWith(own);
}

/** The feed endpoint of a feed's address: `/feed/json/{endpoint_id}` takes the JSON one. */
function feedEndpointOf(path: string, fixtures: Fixtures): string | undefined {
  const kind = path.split('/')[2];
  return kind === 'xml' || kind === 'json' || kind === 'push' ? fixtures.feedEndpoints[kind] : undefined;
}

/** Candidate values of a query parameter, or of a path parameter that names no object. */
export function candidates(param: Param, fixtures: Fixtures, route?: Route): string[] {
  const { schema } = param;
  const kind = objectKindOf(param, route);
  const list = [
    // Real ones first: a documented example goal or link names nothing on this server.
    ...(Object.hasOwn(fixtures.tracking, param.name)
      ? [fixtures.tracking[param.name as keyof Fixtures['tracking']]]
      : []),
    // A feed's address answers only an endpoint of its own parser.
    ...(param.name === 'endpoint_id' && route?.path.startsWith('/feed/')
      ? [feedEndpointOf(route.path, fixtures)]
      : []),
    param.example,
    schema.example,
    ...(schema.examples ?? []),
    ...(kind ? [fixtures.shared[kind]] : []),
    ...(BEFORE_ENUM[param.name] ?? []),
    ...(schema.enum ?? []),
    ...(BY_NAME[param.name] ?? []),
    schema.default,
    ...(schema.format === 'date' ? [dayOffset(0)] : []),
    ...GENERIC,
  ];
  const strings = list.filter((v) => v !== undefined && v !== null && typeof v !== 'object').map(String);
  return [...new Set(strings)];
}
