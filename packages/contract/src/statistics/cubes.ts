import type { StatisticsRole } from '../resources/statistics-entities.ts';

/** What one event can be broken down by, besides its owner, campaign, creative and source. */
const AUDIENCE = [
  'ad_format',
  'country',
  'region',
  'os',
  'browser',
  'device_type',
  'connection_type',
  'carrier',
  'language',
] as const;

export interface StatsCube {
  /** Its table on the server. */
  name: string;
  scope: StatisticsRole;
  /** Besides the owner and the hour, which every cube has. */
  dimensions: readonly string[];
}

/**
 * The hourly rollups ("cubes") the server keeps, smallest first: a report reads the first cube
 * that holds every dimension it groups or filters by, and a combination no cube holds is a 400.
 * The small ones serve the everyday reports (by date, by campaign, by country); the wide ones
 * make every single dimension available at a higher cost. Shared so the web offers only the
 * groupings and drill-downs that can be answered. Changing it means a migration on the server
 * (apps/server/src/db/stats-schema.ts builds the tables from it).
 */
export const STATS_CUBES = [
  { name: 'stats_adv_total', scope: 'advertiser', dimensions: [] },
  { name: 'stats_adv_campaign', scope: 'advertiser', dimensions: ['campaign'] },
  { name: 'stats_adv_creative', scope: 'advertiser', dimensions: ['campaign', 'creative', 'ad_format'] },
  { name: 'stats_adv_country', scope: 'advertiser', dimensions: ['campaign', 'ad_format', 'country'] },
  {
    name: 'stats_adv_supply',
    scope: 'advertiser',
    dimensions: ['campaign', 'ad_format', 'country', 'ssp', 'ssp_endpoint', 'site', 'zone'],
  },
  { name: 'stats_adv_audience', scope: 'advertiser', dimensions: ['campaign', 'creative', ...AUDIENCE] },
  { name: 'stats_pub_total', scope: 'publisher', dimensions: [] },
  { name: 'stats_pub_supply', scope: 'publisher', dimensions: ['site', 'zone', 'ad_format', 'country'] },
  { name: 'stats_pub_audience', scope: 'publisher', dimensions: ['site', ...AUDIENCE] },
  { name: 'stats_guest_total', scope: 'guest_ssp', dimensions: [] },
  { name: 'stats_guest_audience', scope: 'guest_ssp', dimensions: ['token', ...AUDIENCE] },
] as const satisfies readonly StatsCube[];

const TIME: ReadonlySet<string> = new Set(['date', 'hour']);

/** The cube a report grouped and filtered by `dimensions` reads (time dimensions need none). */
export function findStatsCube(
  role: StatisticsRole,
  dimensions: Iterable<string>,
): (typeof STATS_CUBES)[number] | undefined {
  const needed = [...dimensions].filter((d) => !TIME.has(d));
  return STATS_CUBES.find(
    (c) => c.scope === role && needed.every((d) => (c.dimensions as readonly string[]).includes(d)),
  );
}

/** Whether a report may group and filter by all of `dimensions` together. */
export const isStatsCombination = (role: StatisticsRole, dimensions: Iterable<string>): boolean =>
  findStatsCube(role, dimensions) !== undefined;
