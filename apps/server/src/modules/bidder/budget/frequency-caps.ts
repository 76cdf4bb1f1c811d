import { FREQUENCY_LIMITS, type FrequencyCap } from '@panel/contract';

/**
 * Frequency caps in memory: how many impressions of a campaign each user saw in the last
 * `period_hours`, as a sliding window (not calendar hours).
 *
 * Per key (campaign, user) only the last `impressions` timestamps are kept, in seconds since
 * 2020 (small integers V8 stores unboxed), a lone one as a bare number and more as an array of
 * exactly that length: measured, about 140 bytes a key with a 36-character user id (200 with
 * three timestamps), so the default bound costs 300 to 400 MB at worst; pass a smaller
 * `maxEntries` on a small machine. The cap is reached exactly when the oldest kept timestamp is
 * still inside the window. The map's order is the order users were last served, so idle keys
 * gather at its front, where the sweep (a few hundred keys per few hundred impressions, no timer)
 * and, past `maxEntries`, eviction take them from. An evicted user may see the ad again before
 * the window ends: bounded memory wins over exactness, and it errs toward serving.
 *
 * Counts are per process. With several server processes each counts what it served, so a user
 * can see up to `impressions` per process in the window; a load balancer that keeps a user on one
 * process (sticky by the uid cookie or address) makes it exact. A request that names no user
 * ('' userId) is never capped: there is nothing to count it against, which is what ad networks do
 * with unidentifiable traffic rather than refuse it all.
 */
export const MAX_CAP_ENTRIES = 2_000_000;
/** Longer user ids (they come from SSPs) are cut: collisions that far in are negligible, memory is not. */
const MAX_USER_ID_LENGTH = 64;
const EPOCH_S = 1_577_836_800;
/** The shortest window a cap can have: a key served within it cannot have expired. */
const MIN_PERIOD_S = FREQUENCY_LIMITS.periodHours.min * 3600;
const SWEEP_EVERY = 256;
const SWEEP_BUDGET = 512;

const seconds = (ms: number) => Math.floor(ms / 1000) - EPOCH_S;
const keyOf = (campaignId: number, userId: string) => `${campaignId}:${userId.slice(0, MAX_USER_ID_LENGTH)}`;

/** The last impressions of one key, oldest first. */
type Times = number | number[];
const newest = (t: Times) => (typeof t === 'number' ? t : (t[t.length - 1] ?? 0));

export interface FrequencyCapsOptions {
  maxEntries?: number;
}

export class FrequencyCaps {
  private entries = new Map<string, Times>();
  /** The cap each campaign was last checked with: what `record` and the sweep go by. */
  private caps = new Map<number, FrequencyCap>();
  private recorded = 0;
  private cursor: ReturnType<Map<string, Times>['entries']> | null = null;
  private readonly maxEntries: number;

  constructor(options: FrequencyCapsOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? MAX_CAP_ENTRIES);
  }

  /** May this user see one more impression of the campaign now? Synchronous, a lookup. */
  allows(campaignId: number, cap: FrequencyCap, userId: string, now: number): boolean {
    if (!userId) return true;
    if (this.caps.get(campaignId) !== cap) this.caps.set(campaignId, cap);
    const times = this.entries.get(keyOf(campaignId, userId));
    if (times === undefined) return true;
    const windowStart = seconds(now) - cap.period_hours * 3600;
    if (typeof times === 'number') return cap.impressions > 1 || times <= windowStart;
    const k = times.length - cap.impressions;
    return k < 0 || (times[k] as number) <= windowStart;
  }

  /**
   * An impression was shown. `cap` defaults to the one the campaign was last checked with here;
   * a campaign never checked in this process keeps up to the contract's largest cap, so an
   * impression notice that reaches another process than its bid still counts.
   */
  record(campaignId: number, userId: string, now: number, cap?: FrequencyCap): void {
    if (!userId) return;
    const keep = (cap ?? this.caps.get(campaignId))?.impressions ?? FREQUENCY_LIMITS.impressions.max;
    const key = keyOf(campaignId, userId);
    const before = this.entries.get(key);
    const t = seconds(now);
    let times: Times = t;
    if (before !== undefined && keep > 1) {
      const list = typeof before === 'number' ? [before, t] : before.concat(t);
      times = list.length > keep ? list.slice(list.length - keep) : list;
    }
    // Re-inserted at the end: the map stays ordered by last impression.
    this.entries.delete(key);
    this.entries.set(key, times);
    if (this.entries.size > this.maxEntries) this.evict();
    this.recorded += 1;
    if (this.recorded % SWEEP_EVERY === 0) this.sweep(now, SWEEP_BUDGET);
  }

  /**
   * Drops keys whose window is over, looking at `budget` keys at most, from where the last sweep
   * stopped (a live Map iterator survives deletions), so keys still inside a long window at the
   * front do not stall it. Reaching a key served within the shortest possible window sends it
   * back to the front: every key after that one is newer still.
   */
  sweep(now: number, budget = Number.POSITIVE_INFINITY): void {
    const nowS = seconds(now);
    this.cursor ??= this.entries.entries();
    for (let seen = 0; ; seen++) {
      if (seen >= budget) return;
      const next = this.cursor.next();
      if (next.done) break;
      const [key, times] = next.value;
      const last = newest(times);
      if (last > nowS - MIN_PERIOD_S) break;
      const cap = this.caps.get(Number(key.slice(0, key.indexOf(':'))));
      if (!cap || last <= nowS - cap.period_hours * 3600) this.entries.delete(key);
    }
    this.cursor = null;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Least recently served keys go first, a thousandth of the bound at a time: one pass of the
   * map's iterator per batch rather than per key.
   */
  private evict(): void {
    let n = this.entries.size - this.maxEntries + Math.floor(this.maxEntries / 1000);
    for (const key of this.entries.keys()) {
      if (n-- <= 0) break;
      this.entries.delete(key);
    }
  }
}
