import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRIVERS, useApp } from './helpers.ts';
import { addGoal, clickIdFor, convert, logOf, trackingWorld } from './tracking-click-fixtures.ts';

describe.each(DRIVERS)('concurrent conversions on %s', (driver) => {
  const ctx = useApp(driver);

  it('20 identical postbacks at once count once: one row, one 204, 19 duplicates logged', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId);
    const clickId = await clickIdFor(ctx, world);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => convert(ctx, { goal: goal.token, click_id: clickId, payout: '1' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, ...Array(19).fill(409)]);
    const rows = (await ctx.database.db.execute(
      sql`select count(*)::int as n from conversions where postback_id = ${goal.id}`,
    )) as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(1);
    const log = await logOf(ctx.database.db, goal.id);
    expect(log.filter((r) => r.status === 'counted')).toHaveLength(1);
    expect(log.filter((r) => r.reason === 'duplicate')).toHaveLength(19);
  });

  it('20 repeats with one txid at once count once', async () => {
    const world = await trackingWorld(ctx);
    const goal = await addGoal(ctx.database.db, world.advertiserId, { allowRepeats: true });
    const clickId = await clickIdFor(ctx, world);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => convert(ctx, { goal: goal.token, click_id: clickId, txid: 'same' })),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
  });
});
