import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  CUBE_DIMENSION_COLUMNS,
  CUBE_METRIC_COLUMNS,
  CUBES,
  type CubeDefinition,
  type CubeDimension,
  type CubeMetric,
  SCOPE_COLUMNS,
} from '../../db/stats-schema.ts';
import { InvalidEventError, type TrafficEvent } from './events.ts';

const HOUR_MS = 3_600_000;
const METRICS = Object.keys(CUBE_METRIC_COLUMNS) as CubeMetric[];
type Sums = Record<CubeMetric, number>;
const zeroSums = (): Sums => ({
  requests: 0,
  bids: 0,
  wins: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  spend: 0,
  revenue: 0,
  payout: 0,
});

/** Every dimension an event carries, in the order of the fine key. */
const FINE_DIMENSIONS = [
  'campaign',
  'creative',
  'ad_format',
  'country',
  'region',
  'os',
  'browser',
  'device_type',
  'connection_type',
  'carrier',
  'language',
  'ssp',
  'ssp_endpoint',
  'site',
  'zone',
] as const satisfies readonly CubeDimension[];
const FINE_INDEX = Object.fromEntries(FINE_DIMENSIONS.map((d, i) => [d, i])) as Record<string, number>;
FINE_INDEX.token = FINE_INDEX.ssp_endpoint as number;

/** The floor histogram's bucket: floors within 2.5 % of each other share one. */
export const FLOOR_BUCKET_BASE = 1.025;
export const floorBucket = (micros: number) =>
  Math.floor(Math.log(Math.max(1, micros)) / Math.log(FLOOR_BUCKET_BASE));

interface FineRow {
  hour: number;
  advertiserId: number;
  publisherId: number;
  guestSspId: number;
  dims: (number | string)[];
  metrics: Sums;
}
interface FloorRow {
  key: (number | string)[];
  requests: number;
  min: number;
  max: number;
}

const isId = (v: unknown) =>
  v === undefined || (Number.isInteger(v) && (v as number) >= 0 && (v as number) < 2 ** 31);
const isMoney = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);
const ID_FIELDS = [
  'advertiserId',
  'campaignId',
  'creativeId',
  'sspId',
  'sspEndpointId',
  'guestSspId',
  'publisherId',
  'os',
  'browser',
  'deviceType',
  'connectionType',
  'carrier',
] as const;
const MONEY_FIELDS = ['floorMicros', 'payoutMicros', 'spendMicros', 'revenueMicros'] as const;

function check(e: TrafficEvent): void {
  if (!Number.isFinite(e.at)) throw new InvalidEventError('event time is not a number');
  for (const f of ID_FIELDS) if (!isId(e[f])) throw new InvalidEventError(`${f} is not an id`);
  for (const f of MONEY_FIELDS) if (!isMoney(e[f])) throw new InvalidEventError(`${f} is not whole micros`);
}

/**
 * The one way traffic enters statistics. Events are summed in memory per hour and per every
 * dimension they carry (the "fine" rows, far fewer than events), and on `flush` each fine row
 * is summed into every cube of its owners and upserted (`on conflict ... do update` adds), so
 * ingesting the same hour in several batches, or from several processes, adds up.
 */
export class StatsIngestor {
  private fine = new Map<string, FineRow>();
  private floors = new Map<string, FloorRow>();
  /** Events taken since the last flush. */
  pending = 0;

  constructor(
    private readonly db: Db,
    /** Fine rows kept in memory before `add` asks for a flush. */
    readonly maxRows = 200_000,
  ) {}

  /** Takes one event; returns true when the buffer is full and `flush` should be awaited. */
  add(e: TrafficEvent): boolean {
    check(e);
    const hour = Math.floor(e.at / HOUR_MS);
    const adv = e.advertiserId ?? 0;
    const pub = e.publisherId ?? 0;
    const guest = e.guestSspId ?? 0;
    const key = `${hour}|${adv}|${pub}|${guest}|${e.campaignId ?? 0}|${e.creativeId ?? 0}|${e.adFormat ?? ''}|${e.country ?? ''}|${e.region ?? ''}|${e.os ?? 0}|${e.browser ?? 0}|${e.deviceType ?? 0}|${e.connectionType ?? 0}|${e.carrier ?? 0}|${e.language ?? ''}|${e.sspId ?? 0}|${e.sspEndpointId ?? 0}|${e.siteId ?? ''}|${e.zoneId ?? ''}`;
    let row = this.fine.get(key);
    if (!row) {
      row = {
        hour,
        advertiserId: adv,
        publisherId: pub,
        guestSspId: guest,
        dims: [
          e.campaignId ?? 0,
          e.creativeId ?? 0,
          e.adFormat ?? '',
          e.country ?? '',
          e.region ?? '',
          e.os ?? 0,
          e.browser ?? 0,
          e.deviceType ?? 0,
          e.connectionType ?? 0,
          e.carrier ?? 0,
          e.language ?? '',
          e.sspId ?? 0,
          e.sspEndpointId ?? 0,
          e.siteId ?? '',
          e.zoneId ?? '',
        ],
        metrics: zeroSums(),
      };
      this.fine.set(key, row);
    }
    const m = row.metrics;
    switch (e.kind) {
      case 'request':
        m.requests++;
        if (e.floorMicros && adv) this.addFloor(adv, hour, e.sspId ?? 0, e.adFormat ?? '', e.floorMicros);
        break;
      case 'bid':
        m.bids++;
        break;
      case 'win':
        m.wins++;
        break;
      case 'impression':
        m.impressions++;
        break;
      case 'click':
        m.clicks++;
        break;
      case 'conversion':
        m.conversions++;
        m.payout += e.payoutMicros ?? 0;
        break;
      case 'spend':
        m.spend += e.spendMicros ?? 0;
        m.revenue += e.revenueMicros ?? 0;
        break;
      default:
        throw new InvalidEventError(`unknown event kind ${String((e as { kind: unknown }).kind)}`);
    }
    this.pending++;
    return this.fine.size >= this.maxRows;
  }

  private addFloor(adv: number, hour: number, ssp: number, format: string, micros: number): void {
    const bucket = floorBucket(micros);
    const key = `${adv}|${hour}|${ssp}|${format}|${bucket}`;
    const row = this.floors.get(key);
    if (row) {
      row.requests++;
      if (micros < row.min) row.min = micros;
      if (micros > row.max) row.max = micros;
    } else
      this.floors.set(key, { key: [adv, hour, ssp, format, bucket], requests: 1, min: micros, max: micros });
  }

  /** Writes what was taken since the last flush, one transaction for all cubes. */
  async flush(): Promise<{ events: number; rows: number }> {
    const fine = [...this.fine.values()];
    const floors = [...this.floors.values()];
    const events = this.pending;
    this.fine.clear();
    this.floors.clear();
    this.pending = 0;
    if (fine.length === 0 && floors.length === 0) return { events, rows: 0 };
    const statements = CUBES.map((cube) => upsertCube(cube, rollUp(cube, fine)));
    if (floors.length > 0) statements.push(upsertFloors(floors));
    let rows = 0;
    await this.db.transaction(async (tx) => {
      for (const batch of statements)
        for (const statement of batch) {
          await tx.execute(statement.query);
          rows += statement.rows;
        }
    });
    return { events, rows };
  }
}

/** Ingests a batch of events and writes them: for callers that have all events at hand. */
export async function ingestEvents(
  db: Db,
  events: Iterable<TrafficEvent>,
): Promise<{ events: number; rows: number }> {
  const ingestor = new StatsIngestor(db);
  const total = { events: 0, rows: 0 };
  for (const e of events) {
    if (ingestor.add(e)) {
      const r = await ingestor.flush();
      total.events += r.events;
      total.rows += r.rows;
    }
  }
  const r = await ingestor.flush();
  return { events: total.events + r.events, rows: total.rows + r.rows };
}

interface CubeRow {
  scope: number;
  hour: number;
  dims: (number | string)[];
  metrics: Sums;
}

function scopeOf(cube: CubeDefinition, row: FineRow): number {
  if (cube.scope === 'advertiser') return row.advertiserId;
  if (cube.scope === 'publisher') return row.publisherId;
  return row.guestSspId;
}

function rollUp(cube: CubeDefinition, fine: readonly FineRow[]): CubeRow[] {
  const idx = cube.dimensions.map((d) => FINE_INDEX[d] as number);
  const out = new Map<string, CubeRow>();
  for (const row of fine) {
    const scope = scopeOf(cube, row);
    if (scope === 0) continue;
    const dims = idx.map((i) => row.dims[i] as number | string);
    const key = `${scope}|${row.hour}|${dims.join('|')}`;
    const target = out.get(key);
    if (target) for (const m of METRICS) target.metrics[m] += row.metrics[m];
    else out.set(key, { scope, hour: row.hour, dims, metrics: { ...row.metrics } });
  }
  return [...out.values()];
}

/** Rows per statement: keeps each statement's arrays moderate on both drivers. */
const CHUNK = 20_000;

function upsertCube(cube: CubeDefinition, rows: CubeRow[]) {
  const scopeColumn = SCOPE_COLUMNS[cube.scope];
  const dimColumns = cube.dimensions.map((d) => CUBE_DIMENSION_COLUMNS[d]);
  const metricColumns = METRICS.map((m) => CUBE_METRIC_COLUMNS[m]);
  const keyColumns = [scopeColumn, 'hour', ...dimColumns.map((c) => c.column)];
  const table = sql.identifier(cube.name);
  const columns = sql.join(
    [...keyColumns, ...metricColumns].map((c) => sql.identifier(c)),
    sql`, `,
  );
  const updates = sql.join(
    metricColumns.map(
      (c) => sql`${sql.identifier(c)} = ${table}.${sql.identifier(c)} + excluded.${sql.identifier(c)}`,
    ),
    sql`, `,
  );
  const conflict = sql.join(
    keyColumns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const statements = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = [
      sql`${sql.param(chunk.map((r) => r.scope))}::int[]`,
      sql`${sql.param(chunk.map((r) => r.hour))}::int[]`,
      ...dimColumns.map((c, i) =>
        c.type === 'int'
          ? sql`${sql.param(chunk.map((r) => r.dims[i]))}::int[]`
          : sql`${sql.param(chunk.map((r) => r.dims[i]))}::text[]`,
      ),
      ...METRICS.map((m) => sql`${sql.param(chunk.map((r) => r.metrics[m]))}::bigint[]`),
    ];
    statements.push({
      rows: chunk.length,
      query: sql`insert into ${table} (${columns}) select * from unnest(${sql.join(arrays, sql`, `)}) on conflict (${conflict}) do update set ${updates}`,
    });
  }
  return statements;
}

function upsertFloors(rows: FloorRow[]) {
  const statements = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const col = (i: number) => sql.param(chunk.map((r) => r.key[i]));
    statements.push({
      rows: chunk.length,
      query: sql`insert into stats_floors (advertiser_id, hour, ssp_id, ad_format, bucket, requests, min_micros, max_micros)
        select * from unnest(${col(0)}::int[], ${col(1)}::int[], ${col(2)}::int[], ${col(3)}::text[], ${col(4)}::smallint[],
          ${sql.param(chunk.map((r) => r.requests))}::bigint[], ${sql.param(chunk.map((r) => r.min))}::bigint[], ${sql.param(chunk.map((r) => r.max))}::bigint[])
        on conflict (advertiser_id, hour, ssp_id, ad_format, bucket) do update set
          requests = stats_floors.requests + excluded.requests,
          min_micros = least(stats_floors.min_micros, excluded.min_micros),
          max_micros = greatest(stats_floors.max_micros, excluded.max_micros)`,
    });
  }
  return statements;
}
