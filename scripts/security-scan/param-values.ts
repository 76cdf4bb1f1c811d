import type { Fixtures, ObjectKind } from './fixtures.ts';
import type { Param } from './openapi.ts';

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
  zone_id: ['55001'],
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
};

const GENERIC = ['1', 'US', 'en', 'true'];

export function objectKindOf(param: Param): ObjectKind | 'upload' | undefined {
  return OBJECT_PARAMS[param.name];
}

/** Candidate values of a query parameter, or of a path parameter that names no object. */
export function candidates(param: Param, fixtures: Fixtures): string[] {
  const { schema } = param;
  const kind = objectKindOf(param);
  const list = [
    param.example,
    schema.example,
    ...(schema.examples ?? []),
    ...(kind ? [fixtures.shared[kind]] : []),
    ...(schema.enum ?? []),
    ...(BY_NAME[param.name] ?? []),
    schema.default,
    ...(schema.format === 'date' ? [dayOffset(0)] : []),
    ...GENERIC,
  ];
  const strings = list.filter((v) => v !== undefined && v !== null && typeof v !== 'object').map(String);
  return [...new Set(strings)];
}
