import { opensWithoutClick } from '@panel/contract';
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
import { InvalidEventError, TRAFFIC_EVENT_KINDS, type TrafficEvent } from './events.ts';

const HOUR_MS = 3_600_000;
const METRICS = Object.keys(CUBE_METRIC_COLUMNS) as CubeMetric[];
type Sums = Record<CubeMetric, number>;
const zeroSums = (): Sums => ({
  requests: 0,
  bids: 0,
  wins: 0,
  impressions: 0,
  clicks: 0,
  visits: 0,
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

/** Positions in a fine row's key: the hour, the three owners, then FINE_DIMENSIONS. */
const KEY_LENGTH = 4 + FINE_DIMENSIONS.length;
const STRING_DIMENSIONS = new Set<string>(['ad_format', 'country', 'region', 'language', 'site', 'zone']);

interface FineRow {
  /** Hour, owners and dimensions; text dimensions as interned numbers. */
  key: Int32Array;
  metrics: Sums;
  /** Another row whose key hashed to the same number. */
  next: FineRow | undefined;
}
interface FloorRow {
  key: (number | string)[];
  requests: number;
  min: number;
  max: number;
}

const MAX_ID = 2 ** 31 - 1;
const badId = (v: number | undefined) => v !== undefined && !(Number.isInteger(v) && v >= 0 && v <= MAX_ID);
const badMoney = (v: number | undefined) => v !== undefined && !(Number.isInteger(v) && v >= 0);

const KINDS: ReadonlySet<string> = new Set(TRAFFIC_EVENT_KINDS);

function check(e: TrafficEvent): void {
  if (!KINDS.has(e.kind)) throw new InvalidEventError(`unknown event kind ${String(e.kind)}`);
  if (!Number.isFinite(e.at)) throw new InvalidEventError('event time is not a number');
  if (e.count !== undefined && !(Number.isInteger(e.count) && e.count > 0))
    throw new InvalidEventError('count is not a whole number from 1');
  if (
    badId(e.advertiserId) ||
    badId(e.campaignId) ||
    badId(e.creativeId) ||
    badId(e.sspId) ||
    badId(e.sspEndpointId) ||
    badId(e.guestSspId) ||
    badId(e.publisherId) ||
    badId(e.os) ||
    badId(e.browser) ||
    badId(e.deviceType) ||
    badId(e.connectionType) ||
    badId(e.carrier)
  )
    throw new InvalidEventError('an id is not a whole number from 0');
  if (
    badMoney(e.floorMicros) ||
    badMoney(e.payoutMicros) ||
    badMoney(e.spendMicros) ||
    badMoney(e.revenueMicros)
  )
    throw new InvalidEventError('an amount is not whole micros from 0');
}

/**
 * The one way traffic enters statistics. Events are summed in memory per hour and per every
 * dimension they carry (the "fine" rows, far fewer than events), and on `flush` each fine row
 * is summed into every cube of its owners and upserted (`on conflict ... do update` adds), so
 * ingesting the same hour in several batches, or from several processes, adds up.
 *
 * The hot path builds no strings: text values are interned to numbers, the key of a fine row
 * is a 53-bit hash of its numbers, and a hit is confirmed by comparing the numbers themselves.
 */
export class StatsIngestor {
  private fine = new Map<number, FineRow>();
  private rowCount = 0;
  private floors = new Map<string, FloorRow>();
  private interned = new Map<string, number>([['', 0]]);
  private strings: string[] = [''];
  private readonly scratch = new Int32Array(KEY_LENGTH);
  /** Events taken since the last flush. */
  pending = 0;

  constructor(
    private readonly db: Db,
    /** Fine rows kept in memory before `add` asks for a flush. */
    readonly maxRows = 200_000,
  ) {}

  private intern(value: string | undefined): number {
    if (value === undefined || value === '') return 0;
    let id = this.interned.get(value);
    if (id === undefined) {
      if (typeof value !== 'string') throw new InvalidEventError('a code is not text');
      id = this.strings.length;
      this.strings.push(value);
      this.interned.set(value, id);
    }
    return id;
  }

  /** Takes one event; returns true when the buffer is full and `flush` should be awaited. */
  add(e: TrafficEvent): boolean {
    check(e);
    const hour = Math.floor(e.at / HOUR_MS);
    const k = this.scratch;
    k[0] = hour;
    k[1] = e.advertiserId ?? 0;
    k[2] = e.publisherId ?? 0;
    k[3] = e.guestSspId ?? 0;
    // The order of FINE_DIMENSIONS.
    k[4] = e.campaignId ?? 0;
    k[5] = e.creativeId ?? 0;
    k[6] = this.intern(e.adFormat);
    k[7] = this.intern(e.country);
    k[8] = this.intern(e.region);
    k[9] = e.os ?? 0;
    k[10] = e.browser ?? 0;
    k[11] = e.deviceType ?? 0;
    k[12] = e.connectionType ?? 0;
    k[13] = e.carrier ?? 0;
    k[14] = this.intern(e.language);
    k[15] = e.sspId ?? 0;
    k[16] = e.sspEndpointId ?? 0;
    k[17] = this.intern(e.siteId);
    k[18] = this.intern(e.zoneId);
    let h1 = 0x811c9dc5;
    let h2 = 0x27d4eb2f;
    for (let i = 0; i < KEY_LENGTH; i++) {
      const v = k[i] as number;
      h1 = Math.imul(h1 ^ v, 0x01000193);
      h2 = Math.imul(h2 + v, 0x85ebca6b) ^ (h2 >>> 13);
    }
    const hash = (h1 >>> 0) * 0x200000 + (h2 >>> 11);
    let row = this.fine.get(hash);
    while (row && !sameKey(row.key, k)) row = row.next;
    if (!row) {
      row = { key: k.slice(), metrics: zeroSums(), next: this.fine.get(hash) };
      this.fine.set(hash, row);
      this.rowCount++;
    }
    const m = row.metrics;
    const n = e.count ?? 1;
    switch (e.kind) {
      case 'request':
        m.requests += n;
        if (e.floorMicros && k[1])
          this.addFloor(k[1], hour, e.sspId ?? 0, e.adFormat ?? '', e.floorMicros, n);
        break;
      case 'bid':
        m.bids += n;
        break;
      case 'win':
        m.wins += n;
        break;
      // A visit is a click, or the impression of a format that opens the page without one.
      case 'impression':
        m.impressions += n;
        if (opensWithoutClick(e.adFormat ?? '')) m.visits += n;
        break;
      case 'click':
        m.clicks += n;
        if (!opensWithoutClick(e.adFormat ?? '')) m.visits += n;
        break;
      case 'conversion':
        m.conversions += n;
        m.payout += e.payoutMicros ?? 0;
        break;
      case 'spend':
        m.spend += e.spendMicros ?? 0;
        m.revenue += e.revenueMicros ?? 0;
        break;
      default:
        throw new InvalidEventError(`unknown event kind ${String((e as { kind: unknown }).kind)}`);
    }
    this.pending += n;
    return this.rowCount >= this.maxRows;
  }

  private addFloor(adv: number, hour: number, ssp: number, format: string, micros: number, n: number): void {
    const bucket = floorBucket(micros);
    const key = `${adv}|${hour}|${ssp}|${format}|${bucket}`;
    const row = this.floors.get(key);
    if (row) {
      row.requests += n;
      if (micros < row.min) row.min = micros;
      if (micros > row.max) row.max = micros;
    } else
      this.floors.set(key, { key: [adv, hour, ssp, format, bucket], requests: n, min: micros, max: micros });
  }

  /** The fine rows with their text values back. */
  private materialize(): MaterialRow[] {
    const out: MaterialRow[] = [];
    for (const first of this.fine.values()) {
      for (let row: FineRow | undefined = first; row; row = row.next) {
        const key = row.key;
        out.push({
          hour: key[0] as number,
          advertiserId: key[1] as number,
          publisherId: key[2] as number,
          guestSspId: key[3] as number,
          dims: FINE_DIMENSIONS.map((d, i) =>
            STRING_DIMENSIONS.has(d)
              ? (this.strings[key[4 + i] as number] as string)
              : (key[4 + i] as number),
          ),
          metrics: row.metrics,
        });
      }
    }
    return out;
  }

  /** Writes what was taken since the last flush, one transaction for all cubes. */
  async flush(): Promise<{ events: number; rows: number }> {
    if (this.rowCount === 0 && this.floors.size === 0) return this.flushIn(this.db);
    let result = { events: 0, rows: 0 };
    await this.db.transaction(async (tx) => {
      result = await this.flushIn(tx);
    });
    return result;
  }

  /**
   * Writes what was taken since the last flush inside the caller's transaction, so that what
   * produced the events (rows claimed as counted) commits with their statistics or not at all.
   */
  async flushIn(tx: Pick<Db, 'execute'>): Promise<{ events: number; rows: number }> {
    const fine = this.materialize();
    const floors = [...this.floors.values()];
    const events = this.pending;
    this.fine.clear();
    this.rowCount = 0;
    this.floors.clear();
    this.pending = 0;
    if (fine.length === 0 && floors.length === 0) return { events, rows: 0 };
    const statements = [bumpVersions(fine), ...CUBES.map((cube) => upsertCube(cube, rollUp(cube, fine)))];
    if (floors.length > 0) statements.push(upsertFloors(floors));
    let rows = 0;
    for (const batch of statements)
      for (const statement of batch) {
        await tx.execute(statement.query);
        rows += statement.rows;
      }
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

function sameKey(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < KEY_LENGTH; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface MaterialRow {
  hour: number;
  advertiserId: number;
  publisherId: number;
  guestSspId: number;
  dims: (number | string)[];
  metrics: Sums;
}

function scopeOf(cube: CubeDefinition, row: MaterialRow): number {
  if (cube.scope === 'advertiser') return row.advertiserId;
  if (cube.scope === 'publisher') return row.publisherId;
  return row.guestSspId;
}

function rollUp(cube: CubeDefinition, fine: readonly MaterialRow[]): CubeRow[] {
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
  // In key order, so the index is filled left to right rather than all over.
  return [...out.values()].sort((a, b) => a.scope - b.scope || a.hour - b.hour);
}

/**
 * Bumps the statistics version of every owner the flush writes, first and in one statement in
 * (scope, id) order. The cubes' triggers bump them again (migration 0015), but an upsert fires
 * its UPDATE trigger before its INSERT one, each in id order, which is no single order: two
 * processes flushing at once could lock two owners each way round and deadlock. Taken here
 * first, every flush locks its owners in the same order and the triggers find them held.
 */
function bumpVersions(fine: readonly MaterialRow[]) {
  // In the order PostgreSQL sorts the scopes' names, each scope's owners by id.
  const owners = {
    advertiser: new Set<number>(),
    guest_ssp: new Set<number>(),
    publisher: new Set<number>(),
  };
  for (const row of fine) {
    if (row.advertiserId !== 0) owners.advertiser.add(row.advertiserId);
    if (row.guestSspId !== 0) owners.guest_ssp.add(row.guestSspId);
    if (row.publisherId !== 0) owners.publisher.add(row.publisherId);
  }
  const scopes: string[] = [];
  const ids: number[] = [];
  for (const [scope, set] of Object.entries(owners))
    for (const id of [...set].sort((x, y) => x - y)) {
      scopes.push(scope);
      ids.push(id);
    }
  if (ids.length === 0) return [];
  return [
    {
      rows: 0,
      query: sql`insert into stats_versions (scope, scope_id)
        select scope, id from unnest(${sql.param(scopes)}::text[], ${sql.param(ids)}::int[]) with ordinality as o (scope, id, n)
        order by n
        on conflict (scope, scope_id) do update set version = stats_versions.version + 1`,
    },
  ];
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
