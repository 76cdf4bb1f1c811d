import type { SpendDelta } from './spend-store.ts';

/**
 * What one process holds of one campaign's budget, per local day, and the arithmetic of holds,
 * settlements and charges. Nothing here awaits: the ledger runs it on the bid path.
 *
 * Every micro this process reserved in the database is, at any moment, in exactly one of:
 * `allowance` (free to bid with), `held` (bids in flight), or `unreserve` (spent or given back,
 * not yet written). So `reserved = allowance + held + unreserve`, and a flush that takes
 * `unreserve` off the database's reserve leaves it holding exactly what this process still can
 * spend. Spend beyond what was reserved (a price above its hold, a click charged with no
 * allowance left) is `spent` without `unreserve`: it lands in the database as spent, and the next
 * refill of any process sees that much less left.
 */
export interface DayBucket {
  day: string;
  start: number;
  end: number;
  reserved: number;
  allowance: number;
  held: number;
  /** Spent, not yet written. */
  spent: number;
  /** To take off `reserved_micros` at the next flush. */
  unreserve: number;
}

export const newBucket = (day: string, start: number, end: number): DayBucket => ({
  day,
  start,
  end,
  reserved: 0,
  allowance: 0,
  held: 0,
  spent: 0,
  unreserve: 0,
});

export class CampaignAccount {
  /** The day bids are made against now, and earlier days whose holds or writes are not done. */
  current: DayBucket;
  older: DayBucket[] = [];

  constructor(
    readonly id: number,
    current: DayBucket,
  ) {
    this.current = current;
  }

  /**
   * Money of a bid sent. The caller checked that the allowance covers it; should it not (a second
   * bid between one check and its hold), only what is there is held, since holding money nobody
   * reserved would later give back to the database reserve that other processes own.
   */
  hold(micros: number): void {
    const b = this.current;
    const m = Math.min(micros, Math.max(0, b.allowance));
    b.allowance -= m;
    b.held += m;
  }

  /**
   * A bid's notice: `heldMicros` leaves the holds, `chargedMicros` is spent. Holds are matched to
   * days oldest first: a notice after midnight most likely ends a bid of the day before (notices
   * come within seconds, unanswered holds end after two minutes), and a wrong match only moves
   * reserve between two day rows of one campaign, never changes the totals.
   */
  settle(heldMicros: number, chargedMicros: number): void {
    let held = heldMicros;
    let charged = chargedMicros;
    for (const b of [...this.older, this.current]) {
      if (held <= 0) break;
      // Never more than the bucket holds: a release that matches no hold (a second notice, one
      // after stop) must not turn into allowance that nobody reserved.
      const part = Math.min(held, b.held);
      if (part <= 0) continue;
      const covered = Math.min(part, charged);
      b.held -= part;
      b.spent += covered;
      b.unreserve += covered;
      // What a bid held and did not spend goes back to bidding today, or to the database for a
      // day that is over.
      if (b === this.current) b.allowance += part - covered;
      else b.unreserve += part - covered;
      held -= part;
      charged -= covered;
    }
    if (charged > 0) this.charge(charged);
  }

  /**
   * Spend with no hold of its own: a click or conversion counted by tracking, a win whose hold
   * already ran out or lives in another process. It uses this process's allowance as far as it
   * goes; the rest is spend beyond reserve (see above).
   */
  charge(micros: number): void {
    const b = this.current;
    const covered = Math.max(0, Math.min(micros, b.allowance));
    b.allowance -= covered;
    b.unreserve += covered;
    b.spent += micros;
  }

  /** Gives the allowance back to the database at the next flush (and the holds too, on stop). */
  giveBack(withHolds: boolean): void {
    for (const b of [...this.older, this.current]) {
      b.unreserve += b.allowance;
      b.allowance = 0;
      if (withHolds) {
        b.unreserve += b.held;
        b.held = 0;
      }
    }
  }

  /** At the campaign's local midnight: yesterday's allowance goes back, its holds stay until their notices. */
  rollTo(day: string, start: number, end: number): void {
    const old = this.current;
    old.unreserve += old.allowance;
    old.allowance = 0;
    this.older.push(old);
    this.current = newBucket(day, start, end);
  }

  /** A grant from the database, for the bucket it was asked for (which may be yesterday's by now). */
  granted(bucket: DayBucket, micros: number): void {
    bucket.reserved += micros;
    if (bucket === this.current) bucket.allowance += micros;
    else bucket.unreserve += micros;
  }

  /** What to write now; `written` takes exactly these amounts off afterwards. */
  deltas(): { bucket: DayBucket; delta: SpendDelta }[] {
    const out: { bucket: DayBucket; delta: SpendDelta }[] = [];
    for (const b of [...this.older, this.current])
      if (b.spent !== 0 || b.unreserve !== 0)
        out.push({
          bucket: b,
          delta: { campaignId: this.id, day: b.day, spentMicros: b.spent, unreservedMicros: b.unreserve },
        });
    return out;
  }

  written(bucket: DayBucket, delta: SpendDelta): void {
    bucket.spent -= delta.spentMicros;
    bucket.unreserve -= delta.unreservedMicros;
    bucket.reserved -= delta.unreservedMicros;
    this.older = this.older.filter((b) => b.reserved > 0 || b.held > 0 || b.spent !== 0 || b.unreserve !== 0);
  }
}
