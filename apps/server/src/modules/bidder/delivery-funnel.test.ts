import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { DeliveryFunnel, FUNNEL_STAGES } from './delivery-funnel.ts';

const MINUTE = 60_000;
/** Node puts a collection's kind on its entry's `detail`, which the entry's type leaves out. */
type GcEntry = { detail?: { kind?: number } };
const T0 = 29_000_000 * MINUTE;

function funnelAt(start = T0) {
  const clock = { now: start };
  const funnel = new DeliveryFunnel(() => clock.now);
  return { funnel, clock };
}

const byStage = (rows: ReturnType<DeliveryFunnel['pendingRows']>) =>
  Object.fromEntries(rows.map((r) => [`${r.campaignId}/${r.minute - T0 / MINUTE}/${r.stage}`, r]));

describe('DeliveryFunnel counting', () => {
  it('lists every stage code once: requests, the drops in order, the outcomes', () => {
    expect(FUNNEL_STAGES[0]).toBe('requests');
    expect(FUNNEL_STAGES).toContain('lost');
    expect(FUNNEL_STAGES.slice(-3)).toEqual(['bid', 'win', 'impression']);
    expect(new Set(FUNNEL_STAGES).size).toBe(FUNNEL_STAGES.length);
  });

  it('counts by campaign and stage, leaving out stages that counted nothing', () => {
    const { funnel } = funnelAt();
    for (let i = 0; i < 5; i++) funnel.reached(1);
    funnel.drop(1, 'country');
    funnel.drop(1, 'country');
    funnel.drop(1, 'budget');
    funnel.outcome(1, 'bid');
    funnel.outcome(1, 'bid');
    funnel.outcome(1, 'win');
    funnel.outcome(1, 'impression');
    funnel.reached(2);
    funnel.drop(2, 'format');
    const rows = byStage(funnel.pendingRows());
    expect(Object.keys(rows).sort()).toEqual(
      [
        '1/0/bid',
        '1/0/budget',
        '1/0/country',
        '1/0/impression',
        '1/0/requests',
        '1/0/win',
        '2/0/format',
        '2/0/requests',
      ].sort(),
    );
    expect(rows['1/0/requests']).toMatchObject({ count: 5, minPriceMicros: null, maxPriceMicros: null });
    expect(rows['1/0/country']?.count).toBe(2);
    expect(rows['1/0/bid']?.count).toBe(2);
  });

  it('keeps the range of winning prices of lost auctions, and of the floors a bid was below', () => {
    const { funnel } = funnelAt();
    funnel.lost(7, 1_500_000);
    funnel.lost(7, 900_000);
    funnel.lost(7, 2_100_000);
    funnel.drop(7, 'floor', 3_000_000);
    funnel.drop(7, 'floor', 250_000);
    funnel.drop(7, 'floor');
    const rows = byStage(funnel.pendingRows());
    expect(rows['7/0/lost']).toMatchObject({ count: 3, minPriceMicros: 900_000, maxPriceMicros: 2_100_000 });
    expect(rows['7/0/floor']).toMatchObject({ count: 3, minPriceMicros: 250_000, maxPriceMicros: 3_000_000 });
  });

  it('counts into the minute of the last tick, and closes a minute when a call finds it moved on', () => {
    const { funnel, clock } = funnelAt(T0 + 59_000);
    funnel.reached(3);
    clock.now = T0 + 61_000;
    // No tick yet: the counter has not read the clock, so this still counts in minute 0.
    funnel.reached(3);
    funnel.tick();
    funnel.reached(3);
    funnel.lost(3, 5);
    const rows = byStage(funnel.pendingRows());
    expect(rows['3/0/requests']?.count).toBe(2);
    expect(rows['3/1/requests']?.count).toBe(1);
    expect(rows['3/1/lost']).toMatchObject({ minPriceMicros: 5, maxPriceMicros: 5 });
  });

  it('keeps what a failed flush took and writes it with the next one', async () => {
    const { funnel } = funnelAt();
    funnel.reached(4);
    funnel.lost(4, 10);
    const failing = { execute: async () => Promise.reject(new Error('connection lost')) } as unknown as Db;
    await expect(funnel.flush(failing)).rejects.toThrow('connection lost');
    funnel.reached(4);
    funnel.lost(4, 20);
    const rows = byStage(funnel.pendingRows());
    expect(rows['4/0/requests']?.count).toBe(2);
    expect(rows['4/0/lost']).toMatchObject({ count: 2, minPriceMicros: 10, maxPriceMicros: 20 });
    const statements: unknown[] = [];
    const working = { execute: async (q: unknown) => void statements.push(q) } as unknown as Db;
    expect(await funnel.flush(working)).toBe(2);
    // The upsert and, on the first flush, the sweep.
    expect(statements).toHaveLength(2);
    expect(funnel.pendingRows()).toEqual([]);
    expect(await funnel.flush(working)).toBe(0);
    expect(statements).toHaveLength(2);
  });

  it('allocates nothing per call once a campaign has its minute', async () => {
    const { funnel } = funnelAt();
    // Warm up first, so the compiler's own allocations (feedback, optimised code) are done.
    for (let i = 0; i < 100_000; i++) funnel.reached(9);
    // Scavenges, not heap size: heapUsed moves with whatever else the worker does, while
    // three million calls that allocated even 16 bytes each would fill the young generation
    // (at most 16 MB here) several times over.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ entryTypes: ['gc'] });
    for (let i = 0; i < 1_000_000; i++) {
      funnel.reached(9);
      funnel.drop(9, 'os');
      funnel.lost(9, i);
    }
    await new Promise((resolve) => setImmediate(resolve));
    const minor = observer
      .takeRecords()
      .filter((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR);
    observer.disconnect();
    expect(minor.length).toBeLessThanOrEqual(1);
    expect(byStage(funnel.pendingRows())['9/0/requests']?.count).toBe(1_100_000);
  });
});
