import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateCounters } from '../../src/db/schema.ts';
import { attempt, sweepRateCounters } from '../../src/lib/rate-limit.ts';
import { DRIVERS, useApp } from '../helpers.ts';

const HOUR = 3_600_000;

describe.each(DRIVERS)('rate counters on %s', (driver) => {
  const ctx = useApp(driver);

  it('opens again when the window ends, and the sweep drops windows that ended long ago', async () => {
    const key = `sweep-test:${driver}:${Math.random()}`;
    const rule = { key, limit: 1, windowMs: HOUR };
    const old = Date.now() - 3 * 24 * HOUR;
    expect((await attempt(ctx.database.db, [rule], old)).allowed).toBe(true);
    const refused = await attempt(ctx.database.db, [rule], old);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterMs).toBeLessThanOrEqual(HOUR);
    expect((await attempt(ctx.database.db, [rule])).allowed).toBe(true);

    const rows = () => ctx.database.db.select().from(rateCounters).where(like(rateCounters.key, key));
    expect(await rows()).toHaveLength(2);
    await sweepRateCounters(ctx.database.db, 24 * HOUR);
    const left = await rows();
    expect(left).toHaveLength(1);
    expect(left[0]?.windowStart.getTime()).toBeGreaterThan(Date.now() - 2 * HOUR);
  });
});
