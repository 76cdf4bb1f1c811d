/**
 * Requests per second per endpoint (or guest token): a token bucket holding one second of the
 * limit, so a burst of up to the limit passes and a steady rate above it is cut to it. Each server
 * process keeps its own buckets with its share of the limit (limit ÷ processes), which adds up to
 * the limit when a balancer spreads requests evenly (docs/bidder.md).
 */
interface Bucket {
  tokens: number;
  at: number;
  limit: number;
}

export class QpsLimiter {
  private buckets = new Map<number, Bucket>();
  /** Requests refused per key since the last read, for logs and the benchmark. */
  readonly refused = new Map<number, number>();

  constructor(private readonly processes = 1) {}

  /** True when the request may go on; `limit` null or 0 means no limit. */
  take(key: number, limit: number | null, now: number): boolean {
    if (!limit || limit <= 0) return true;
    const share = Math.max(1, limit / this.processes);
    let b = this.buckets.get(key);
    if (!b || b.limit !== share) {
      b = { tokens: share, at: now, limit: share };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(share, b.tokens + ((now - b.at) / 1000) * share);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return true;
    }
    this.refused.set(key, (this.refused.get(key) ?? 0) + 1);
    return false;
  }
}

/** The tighter of two limits, either of which may be absent (null or 0: no limit). */
export const tighter = (a: number | null, b: number | null) => (a && b ? Math.min(a, b) : a || b || null);
