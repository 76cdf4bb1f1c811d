/**
 * The bids this process sent and is waiting to hear about, and the notices it already counted.
 *
 * A hold is the budget set aside for a bid until its win or loss notice; one that hears nothing in
 * HOLD_TTL_MS is given back (SSPs send win notices within seconds, and most send no loss notice).
 * A notice counts once per bid and kind: an SSP that retries, or anyone replaying a notice seen in
 * an ad's markup, is answered but not counted again. That memory is two generations of
 * DEDUPE_WINDOW_MS each, so it stays bounded at any rate of traffic. A notice that reaches another
 * server process than its bid (WORKERS > 1 behind a balancer) has no hold there: it is counted and
 * charged all the same, and the hold left behind runs out (docs/bidder.md).
 */
export const HOLD_TTL_MS = 120_000;
export const DEDUPE_WINDOW_MS = 15 * 60_000;

export interface Hold {
  campaignId: number;
  heldMicros: number;
  at: number;
}

/** A win and a loss both end a bid: after either, the other is not counted. */
type Notice = 'end' | 'impression';

export class HoldBook {
  private holds = new Map<string, Hold>();
  private seen = new Set<string>();
  private older = new Set<string>();
  private rotatedAt = Date.now();

  add(bidId: string, campaignId: number, heldMicros: number, at: number): void {
    this.holds.set(bidId, { campaignId, heldMicros, at });
  }

  /** Marks a notice; false when this bid already had one of this kind. */
  mark(bidId: string, notice: Notice): boolean {
    const key = `${notice}:${bidId}`;
    if (this.seen.has(key) || this.older.has(key)) return false;
    this.seen.add(key);
    return true;
  }

  /**
   * The hold of a win or loss notice's bid: 'seen' if the bid already had a win or a loss (they
   * end a bid both), null when this process holds nothing for it.
   */
  take(bidId: string): Hold | null | 'seen' {
    if (!this.mark(bidId, 'end')) return 'seen';
    const hold = this.holds.get(bidId) ?? null;
    this.holds.delete(bidId);
    return hold;
  }

  /** Holds older than HOLD_TTL_MS, removed; also ages the notice memory. */
  expired(now: number): Hold[] {
    const out: Hold[] = [];
    for (const [id, hold] of this.holds)
      if (now - hold.at > HOLD_TTL_MS) {
        out.push(hold);
        this.holds.delete(id);
      }
    if (now - this.rotatedAt > DEDUPE_WINDOW_MS) {
      this.older = this.seen;
      this.seen = new Set();
      this.rotatedAt = now;
    }
    return out;
  }

  get pending(): number {
    return this.holds.size;
  }
}
