import { STATS_CUBES } from '@panel/contract';
import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Statistics rollups ("cubes"). Traffic events are never stored one by one: the ingestion
 * function sums them per UTC hour into each cube whose dimensions it covers (see
 * docs/statistics.md). A cube is keyed by its owner (advertiser, publisher or guest SSP),
 * the hour and its dimensions, in that order, so a report reads one owner's hours in a range
 * from the primary key and its cost follows the rows of that range, never the history kept.
 *
 * Absent values are stored as 0 (ids) or '' (codes) so that they take part in the key.
 */
export const CUBE_DIMENSION_COLUMNS = {
  campaign: { column: 'campaign_id', type: 'int' },
  creative: { column: 'creative_id', type: 'int' },
  ad_format: { column: 'ad_format', type: 'text' },
  country: { column: 'country', type: 'text' },
  region: { column: 'region', type: 'text' },
  os: { column: 'os_id', type: 'int' },
  browser: { column: 'browser_id', type: 'int' },
  device_type: { column: 'device_type', type: 'int' },
  connection_type: { column: 'connection_type', type: 'int' },
  carrier: { column: 'carrier_id', type: 'int' },
  language: { column: 'language', type: 'text' },
  ssp: { column: 'ssp_id', type: 'int' },
  ssp_endpoint: { column: 'ssp_endpoint_id', type: 'int' },
  /** A guest SSP's tokens are its endpoints with us. */
  token: { column: 'ssp_endpoint_id', type: 'int' },
  site: { column: 'site_id', type: 'text' },
  zone: { column: 'zone_id', type: 'text' },
} as const satisfies Record<string, { column: string; type: 'int' | 'text' }>;
export type CubeDimension = keyof typeof CUBE_DIMENSION_COLUMNS;

export const CUBE_METRIC_COLUMNS = {
  requests: 'requests',
  bids: 'bids',
  wins: 'wins',
  impressions: 'impressions',
  clicks: 'clicks',
  visits: 'visits',
  conversions: 'conversions',
  spend: 'spend_micros',
  revenue: 'revenue_micros',
  payout: 'payout_micros',
} as const;
export type CubeMetric = keyof typeof CUBE_METRIC_COLUMNS;

export type CubeScope = 'advertiser' | 'publisher' | 'guest_ssp';
export const SCOPE_COLUMNS: Record<CubeScope, string> = {
  advertiser: 'advertiser_id',
  publisher: 'publisher_id',
  guest_ssp: 'guest_ssp_id',
};

export interface CubeDefinition {
  name: string;
  scope: CubeScope;
  dimensions: readonly CubeDimension[];
}

/**
 * The cubes and their dimensions come from the contract (STATS_CUBES), so the web offers only
 * combinations a cube holds; here they become tables, keyed (owner, hour, dimensions...).
 */
export const CUBES: readonly CubeDefinition[] = STATS_CUBES;

function cubeTable(cube: CubeDefinition) {
  const dimensionColumns = Object.fromEntries(
    cube.dimensions.map((d) => {
      const { column, type } = CUBE_DIMENSION_COLUMNS[d];
      return [column, type === 'int' ? integer(column).notNull() : text(column).notNull()];
    }),
  );
  const metricColumns = Object.fromEntries(
    Object.values(CUBE_METRIC_COLUMNS).map((c) => [c, bigint(c, { mode: 'number' }).notNull().default(0)]),
  );
  const scope = SCOPE_COLUMNS[cube.scope];
  return pgTable(
    cube.name,
    {
      [scope]: integer(scope).notNull(),
      /** Hours since 1970-01-01T00:00Z. */
      hour: integer('hour').notNull(),
      ...dimensionColumns,
      ...metricColumns,
    },
    // biome-ignore lint/suspicious/noExplicitAny: columns are built from the definition above
    (t: any) => [
      primaryKey({
        name: `${cube.name}_pkey`,
        columns: [t[scope], t.hour, ...cube.dimensions.map((d) => t[CUBE_DIMENSION_COLUMNS[d].column])],
      }),
    ],
  );
}

export const statsAdvTotal = cubeTable(CUBES[0] as CubeDefinition);
export const statsAdvCampaign = cubeTable(CUBES[1] as CubeDefinition);
export const statsAdvCreative = cubeTable(CUBES[2] as CubeDefinition);
export const statsAdvCountry = cubeTable(CUBES[3] as CubeDefinition);
export const statsAdvSupply = cubeTable(CUBES[4] as CubeDefinition);
export const statsAdvAudience = cubeTable(CUBES[5] as CubeDefinition);
export const statsPubTotal = cubeTable(CUBES[6] as CubeDefinition);
export const statsPubSupply = cubeTable(CUBES[7] as CubeDefinition);
export const statsPubAudience = cubeTable(CUBES[8] as CubeDefinition);
export const statsGuestTotal = cubeTable(CUBES[9] as CubeDefinition);
export const statsGuestAudience = cubeTable(CUBES[10] as CubeDefinition);

/**
 * Bid floors of the requests an advertiser received, as a histogram per SSP and ad format:
 * bucket b holds floors in [1.025^b, 1.025^(b+1)) micros, so a median or p90 read from it is
 * within 2.5 %; min and max are exact.
 */
export const statsFloors = pgTable(
  'stats_floors',
  {
    advertiserId: integer('advertiser_id').notNull(),
    hour: integer('hour').notNull(),
    sspId: integer('ssp_id').notNull(),
    adFormat: text('ad_format').notNull(),
    bucket: smallint('bucket').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    minMicros: bigint('min_micros', { mode: 'number' }).notNull(),
    maxMicros: bigint('max_micros', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_floors_pkey',
      columns: [t.advertiserId, t.hour, t.sspId, t.adFormat, t.bucket],
    }),
  ],
);

/**
 * A counter per owner that grows whenever that owner's cube rows change. Triggers on every cube
 * (migration 0015) bump it in the writing transaction, whoever writes (the ingestion, a test,
 * an operator's SQL), so a report cached under one value is known stale as soon as it moves
 * (modules/statistics/report-cache.ts).
 */
export const statsVersions = pgTable(
  'stats_versions',
  {
    scope: text('scope').notNull(),
    scopeId: integer('scope_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ name: 'stats_versions_pkey', columns: [t.scope, t.scopeId] })],
);
