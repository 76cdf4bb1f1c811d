import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import { maintainRollups, ROLLUP_TABLES, startRollupMaintenance } from '../src/db/maintenance.ts';
import { CUBES } from '../src/db/stats-schema.ts';
import { DRIVERS, useApp } from './helpers.ts';

async function maintained(db: Db) {
  const result = (await db.execute(
    sql`select relname, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
        from pg_stat_user_tables where relname in (${sql.join(
          ROLLUP_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )}) order by relname`,
  )) as unknown as { rows: { relname: string; vacuumed: boolean; analyzed: boolean }[] };
  return result.rows;
}

describe('ROLLUP_TABLES', () => {
  it("names every cube, the floors histogram and the bidder's busy tables", () => {
    expect([...ROLLUP_TABLES].sort()).toEqual(
      [
        ...CUBES.map((c) => c.name),
        'stats_floors',
        'delivery_funnel',
        'campaign_spend',
        'campaign_spend_totals',
      ].sort(),
    );
  });
});

describe.each(DRIVERS)('rollup maintenance on %s', (driver) => {
  const ctx = useApp(driver);

  it('vacuums and analyzes every rollup table', async () => {
    await maintainRollups(ctx.database.db);
    const rows = await maintained(ctx.database.db);
    expect(rows.map((r) => r.relname).sort()).toEqual([...ROLLUP_TABLES].sort());
    for (const row of rows) expect(row, row.relname).toMatchObject({ vacuumed: true, analyzed: true });
  });

  it(
    driver === 'pglite'
      ? 'runs on a timer, since PGlite has no autovacuum, and stops cleanly'
      : 'leaves PostgreSQL to its autovacuum',
    async () => {
      const log = { info: vi.fn(), error: vi.fn() };
      const stop = startRollupMaintenance(ctx.database, log, 20);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await stop();
      const runs = log.info.mock.calls.length;
      if (driver === 'pglite') {
        expect(runs).toBeGreaterThan(0);
        expect(log.info).toHaveBeenCalledWith(
          { ms: expect.any(Number) },
          'rollup tables vacuumed and analyzed',
        );
      } else {
        expect(runs).toBe(0);
      }
      expect(log.error).not.toHaveBeenCalled();
      // Stopped: no run after stop().
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(log.info.mock.calls.length).toBe(runs);
    },
  );
});

describe('a failing maintenance run', () => {
  it('is logged and the next one still runs', async () => {
    const execute = vi.fn().mockRejectedValue(new Error('disk full'));
    const database = { kind: 'pglite', db: { execute } as unknown as Db } as Database;
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = startRollupMaintenance(database, log, 10);
    await vi.waitFor(() => expect(execute.mock.calls.length).toBeGreaterThanOrEqual(2));
    await stop();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'rollup maintenance failed');
    expect(log.info).not.toHaveBeenCalled();
  });
});
