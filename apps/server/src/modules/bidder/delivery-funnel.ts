import {
  DELIVERY_DROP_STAGES,
  DELIVERY_OUTCOMES,
  type DeliveryDropStage,
  type DeliveryOutcome,
} from '@panel/contract';
import type { Db } from '../../db/client.ts';
import {
  FUNNEL_KEEP_MINUTES,
  type FunnelRow,
  sweepDeliveryFunnel,
  upsertFunnelRows,
} from './delivery-funnel-store.ts';

/** The stage code of a request that reached a campaign's filters; stored beside the others. */
export const FUNNEL_REQUESTS = 'requests';
/** Every `stage` of delivery_funnel, in the order a request meets them. */
export const FUNNEL_STAGES = [FUNNEL_REQUESTS, ...DELIVERY_DROP_STAGES, ...DELIVERY_OUTCOMES] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const S = FUNNEL_STAGES.length;
const INDEX = Object.fromEntries(FUNNEL_STAGES.map((stage, i) => [stage, i])) as Record<FunnelStage, number>;
const REQUESTS = INDEX.requests;
/** A flush deletes the rows past FUNNEL_KEEP_MINUTES this often (each process, so at least this often). */
export const FUNNEL_SWEEP_EVERY_MINUTES = 10;
const MINUTE_MS = 60_000;

/**
 * One campaign's minute: counts by stage index in [0, S), then the lowest price by stage in
 * [S, 2S) and the highest in [2S, 3S) (USD micros; NaN when none).
 */
interface Bucket {
  campaignId: number;
  minute: number;
  data: Float64Array;
}

/**
 * The delivery funnel's counter: where each request that reached a campaign stopped, per minute,
 * in memory, written out by `flush`. The counting calls run on the bid path for every campaign of
 * every request, so they never read the clock (Date.now() costs several times the count itself)
 * and allocate nothing but a campaign's bucket on its first call of a minute (its array pooled):
 * the minute is the one `tick` last set, which `start` does every second.
 * A campaign's bucket is closed when a call finds the minute moved on, and kept until a flush
 * has written it; a flush that fails keeps its buckets for the next one.
 */
export class DeliveryFunnel {
  private minute: number;
  private readonly current = new Map<number, Bucket>();
  private closed: Bucket[] = [];
  private readonly pool: Float64Array[] = [];
  private flushing: Promise<number> | null = null;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly clock: () => number = Date.now) {
    this.minute = Math.floor(clock() / MINUTE_MS);
  }

  /** Reads the clock; counts from now on go to its minute. */
  tick(): void {
    this.minute = Math.floor(this.clock() / MINUTE_MS);
  }

  reached(campaignId: number): void {
    add(this.bucket(campaignId), REQUESTS);
  }

  /** `priceMicros`: for 'floor', the floor the bid was below (its range is kept, as for 'lost'). */
  drop(campaignId: number, stage: DeliveryDropStage, priceMicros = Number.NaN): void {
    const data = this.bucket(campaignId);
    const i = INDEX[stage];
    add(data, i);
    if (!Number.isNaN(priceMicros)) price(data, i, priceMicros);
  }

  /** Lost the auction to a bid of `winningPriceMicros` (CPM, USD micros). */
  lost(campaignId: number, winningPriceMicros: number): void {
    this.drop(campaignId, 'lost', winningPriceMicros);
  }

  outcome(campaignId: number, outcome: DeliveryOutcome): void {
    add(this.bucket(campaignId), INDEX[outcome]);
  }

  /** `n` requests at once at one stage: counts summed off the bid path (format-tally.ts). */
  addCount(campaignId: number, stage: FunnelStage, n: number): void {
    const data = this.bucket(campaignId);
    const i = INDEX[stage];
    data[i] = (data[i] as number) + n;
  }

  /** The rows the next flush would add, summed by campaign, minute and stage (for tests and logs). */
  pendingRows(): FunnelRow[] {
    return rowsOf([...this.closed, ...this.current.values()]);
  }

  /**
   * Adds everything counted so far to delivery_funnel in one statement, and every
   * FUNNEL_SWEEP_EVERY_MINUTES deletes what is older than FUNNEL_KEEP_MINUTES. Another call
   * while one runs waits for it (what was counted meanwhile goes with the next). Returns the
   * number of rows sent (those of campaigns deleted since are left out by the statement).
   */
  flush(db: Db): Promise<number> {
    this.flushing ??= this.write(db).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(db: Db): Promise<number> {
    this.tick();
    // Campaigns that see no more traffic leave the map here, so it holds only the live ones.
    for (const bucket of this.current.values()) this.closed.push(bucket);
    this.current.clear();
    // Buckets a failed flush kept longer than the table keeps rows would only be swept again.
    const taken = this.closed.filter((b) => b.minute > this.minute - FUNNEL_KEEP_MINUTES);
    this.closed = [];
    const rows = rowsOf(taken);
    try {
      await upsertFunnelRows(db, rows);
    } catch (error) {
      this.closed = taken.concat(this.closed);
      throw error;
    }
    for (const bucket of taken) this.pool.push(bucket.data);
    if (this.minute - this.lastSweep >= FUNNEL_SWEEP_EVERY_MINUTES) {
      this.lastSweep = this.minute;
      await sweepDeliveryFunnel(db, this.minute);
    }
    return rows.length;
  }

  private bucket(campaignId: number): Float64Array {
    const bucket = this.current.get(campaignId);
    if (bucket !== undefined && bucket.minute === this.minute) return bucket.data;
    if (bucket !== undefined) this.closed.push(bucket);
    const next = { campaignId, minute: this.minute, data: this.blank() };
    this.current.set(campaignId, next);
    return next.data;
  }

  private blank(): Float64Array {
    const data = this.pool.pop() ?? new Float64Array(3 * S);
    data.fill(0, 0, S);
    data.fill(Number.NaN, S);
    return data;
  }

  /**
   * Counts and flushes on timers that do not hold the process open: the minute every second, a
   * flush every `flushMs`. Returns the stop function, which writes what is left.
   */
  start(db: Db, onError: (error: unknown) => void, flushMs = 10_000): () => Promise<void> {
    const ticker = setInterval(() => this.tick(), 1_000);
    const flusher = setInterval(() => void this.flush(db).catch(onError), flushMs);
    ticker.unref();
    flusher.unref();
    return async () => {
      clearInterval(ticker);
      clearInterval(flusher);
      await this.flush(db).catch(onError);
    };
  }
}

function add(data: Float64Array, i: number): void {
  data[i] = (data[i] as number) + 1;
}

function price(data: Float64Array, i: number, micros: number): void {
  const min = data[S + i] as number;
  const max = data[2 * S + i] as number;
  // NaN compares false: the first price sets both.
  if (!(micros >= min)) data[S + i] = micros;
  if (!(micros <= max)) data[2 * S + i] = micros;
}

const known = (micros: number) => (Number.isNaN(micros) ? null : micros);
const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** Buckets to rows, one per campaign, minute and stage with a count, buckets of the same minute summed. */
function rowsOf(buckets: readonly Bucket[]): FunnelRow[] {
  const rows = new Map<string, FunnelRow>();
  for (const { campaignId, minute, data } of buckets) {
    for (let i = 0; i < S; i++) {
      const count = data[i] as number;
      if (count === 0) continue;
      const min = known(data[S + i] as number);
      const max = known(data[2 * S + i] as number);
      const key = `${campaignId}:${minute}:${i}`;
      const row = rows.get(key);
      if (row) {
        row.count += count;
        row.minPriceMicros = lower(row.minPriceMicros, min);
        row.maxPriceMicros = higher(row.maxPriceMicros, max);
      } else {
        const stage = FUNNEL_STAGES[i] as FunnelStage;
        rows.set(key, { campaignId, minute, stage, count, minPriceMicros: min, maxPriceMicros: max });
      }
    }
  }
  return [...rows.values()];
}
