import { describe, expect, it } from 'vitest';
import { QpsLimiter, tighter } from '../../../src/modules/bidder/qps-limiter.ts';

const T = 1_700_000_000_000;

const burst = (q: QpsLimiter, key: number, limit: number | null, n: number, now: number) =>
  Array.from({ length: n }, () => q.take(key, limit, now)).filter(Boolean).length;

describe('QpsLimiter', () => {
  it('a burst up to the limit passes, then refuses and counts the refusals', () => {
    const q = new QpsLimiter();
    expect(burst(q, 1, 10, 10, T)).toBe(10);
    expect(q.take(1, 10, T)).toBe(false);
    expect(q.take(1, 10, T)).toBe(false);
    expect(q.refused.get(1)).toBe(2);
  });

  it('no limit (null or 0) always passes', () => {
    const q = new QpsLimiter();
    expect(burst(q, 1, null, 1000, T)).toBe(1000);
    expect(burst(q, 2, 0, 1000, T)).toBe(1000);
    expect(q.refused.size).toBe(0);
  });

  it('refills at the limit per second, up to one second of it', () => {
    const q = new QpsLimiter();
    expect(burst(q, 1, 10, 10, T)).toBe(10);
    expect(q.take(1, 10, T + 50)).toBe(false); // half a token
    expect(q.take(1, 10, T + 100)).toBe(true); // one token after 100 ms
    expect(q.take(1, 10, T + 100)).toBe(false);
    expect(burst(q, 1, 10, 10, T + 600)).toBe(5);
    // A long pause refills one second's worth only.
    expect(burst(q, 1, 10, 100, T + 60_000)).toBe(10);
  });

  it('a steady rate above the limit is cut to the limit', () => {
    const q = new QpsLimiter();
    let passed = 0;
    // 100 requests a second for 10 s against a limit of 20 (plus the initial burst of 20).
    for (let i = 0; i < 1000; i++) if (q.take(1, 20, T + i * 10)) passed++;
    expect(passed).toBeGreaterThanOrEqual(20 * 10);
    expect(passed).toBeLessThanOrEqual(20 * 10 + 20);
  });

  it('keys have their own buckets', () => {
    const q = new QpsLimiter();
    expect(burst(q, 1, 5, 5, T)).toBe(5);
    expect(q.take(1, 5, T)).toBe(false);
    expect(burst(q, 2, 5, 5, T)).toBe(5);
  });

  it('each process takes its share of the limit', () => {
    const q = new QpsLimiter(4);
    expect(burst(q, 1, 100, 100, T)).toBe(25);
    // Refill at the share: 25 per second.
    expect(burst(q, 1, 100, 100, T + 200)).toBe(5);
  });

  it('a share below one still lets one request a second through', () => {
    const q = new QpsLimiter(8);
    expect(burst(q, 1, 2, 10, T)).toBe(1);
    expect(q.take(1, 2, T + 500)).toBe(false);
    expect(q.take(1, 2, T + 1000)).toBe(true);
  });

  it('a changed limit starts a new full bucket', () => {
    const q = new QpsLimiter();
    expect(burst(q, 1, 5, 5, T)).toBe(5);
    expect(q.take(1, 5, T)).toBe(false);
    expect(burst(q, 1, 8, 10, T)).toBe(8);
  });
});

describe('tighter', () => {
  it('the lower of two limits; either may be absent', () => {
    expect(tighter(10, 20)).toBe(10);
    expect(tighter(20, 10)).toBe(10);
    expect(tighter(null, 20)).toBe(20);
    expect(tighter(10, null)).toBe(10);
    expect(tighter(null, null)).toBeNull();
  });

  it('0 means no limit, like null', () => {
    expect(tighter(0, 5)).toBe(5);
    expect(tighter(5, 0)).toBe(5);
    expect(tighter(0, 0)).toBeNull();
  });
});
