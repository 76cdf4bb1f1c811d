import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents, StatsIngestor } from '../src/modules/statistics/ingest.ts';
import { ReportCache } from '../src/modules/statistics/report-cache.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

/**
 * Issue 16: a report's sums are kept while the owner's statistics stay as they were, and never
 * once they changed: by the ingestion, by plain SQL (an update, a delete), or in another process.
 */
const DAY = '2026-05-04';
const AT = Date.parse(`${DAY}T12:00:00Z`);
const REPORT = `/api/v1/statistics/advertiser?from=${DAY}&to=${DAY}&group_by=date`;

const impressions = (advertiserId: number, count: number): TrafficEvent[] => [
  { kind: 'impression', at: AT, advertiserId, count },
];

async function advertiser(ctx: TestContext) {
  const { token } = await signUpAndIn(ctx.app);
  const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
  return { token, id: (me.body.ext as { id: number }).id };
}

async function shown(app: TestContext['app'], token: string): Promise<number> {
  const res = await call(app, { method: 'GET', url: REPORT, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.ext as { totals: { impressions: number } }).totals.impressions;
}

describe.each(DRIVERS)('report sums kept between changes (%s)', (driver) => {
  const ctx = useApp(driver);

  it('serve a report again until its owner’s statistics change, then read them anew', async () => {
    const db = ctx.database.db;
    const a = await advertiser(ctx);
    await ingestEvents(db, impressions(a.id, 20));
    expect(await shown(ctx.app, a.token)).toBe(20);

    // With the cube's triggers off, a change reaches the rows but not the version: the kept
    // sums are what the report shows, which proves they are kept.
    await db.execute(sql`alter table stats_adv_total disable trigger user`);
    try {
      await db.execute(
        sql`update stats_adv_total set impressions = impressions + 1000 where advertiser_id = ${a.id}`,
      );
    } finally {
      await db.execute(sql`alter table stats_adv_total enable trigger user`);
    }
    expect(await shown(ctx.app, a.token)).toBe(20);

    // An update through SQL moves the version: the report reads the rows again.
    await db.execute(
      sql`update stats_adv_total set impressions = impressions + 5 where advertiser_id = ${a.id}`,
    );
    expect(await shown(ctx.app, a.token)).toBe(1025);

    // So does the ingestion, at once (no wait).
    await ingestEvents(db, impressions(a.id, 7));
    expect(await shown(ctx.app, a.token)).toBe(1032);

    // And a delete.
    await db.execute(sql`delete from stats_adv_total where advertiser_id = ${a.id}`);
    expect(await shown(ctx.app, a.token)).toBe(0);
  });

  it('keep each owner’s sums apart: another advertiser’s traffic leaves them, its own shows', async () => {
    const db = ctx.database.db;
    const a = await advertiser(ctx);
    const b = await advertiser(ctx);
    await ingestEvents(db, [...impressions(a.id, 3), ...impressions(b.id, 4)]);
    expect(await shown(ctx.app, a.token)).toBe(3);
    expect(await shown(ctx.app, b.token)).toBe(4);
    const versionOfA = async () =>
      (
        (await db.execute(
          sql`select version::text as v from stats_versions where scope = 'advertiser' and scope_id = ${a.id}`,
        )) as unknown as { rows: { v: string }[] }
      ).rows;
    const before = await versionOfA();
    expect(before).toHaveLength(1);
    await ingestEvents(db, impressions(b.id, 6));
    expect(await versionOfA()).toEqual(before);
    expect(await shown(ctx.app, a.token)).toBe(3);
    expect(await shown(ctx.app, b.token)).toBe(10);
  });

  it('share one reading among questions asked at once, keep no failure, and stay within its rows', async () => {
    const db = ctx.database.db;
    const a = await advertiser(ctx);
    const cache = new ReportCache<number[]>((rows) => rows.length, 5);
    let reads = 0;
    const compute = (rows: number) => async () => {
      reads += 1;
      return Array.from({ length: rows }, (_, i) => i);
    };
    const [one, two] = await Promise.all([
      cache.read(db, 'advertiser', a.id, 'q1', compute(2)),
      cache.read(db, 'advertiser', a.id, 'q1', compute(2)),
    ]);
    expect(one).toBe(two);
    expect(reads).toBe(1);

    await expect(
      cache.read(db, 'advertiser', a.id, 'broken', () => Promise.reject(new Error('no database'))),
    ).rejects.toThrow('no database');
    expect(await cache.read(db, 'advertiser', a.id, 'broken', compute(1))).toEqual([0]);
    expect(reads).toBe(2);

    // q1 (2 rows) + broken (1) + q3 (3) is over 5 rows: the least recently used (q1) goes.
    await cache.read(db, 'advertiser', a.id, 'q3', compute(3));
    expect(cache.size).toBe(2);
    await cache.read(db, 'advertiser', a.id, 'q1', compute(2));
    expect(reads).toBe(4);

    // Empty pages hold no rows, but each is a question kept: their number is bounded too.
    const few = new ReportCache<number[]>((rows) => rows.length, 1_000, 2);
    for (const key of ['p1', 'p2', 'p3']) await few.read(db, 'advertiser', a.id, key, compute(0));
    expect(few.size).toBe(2);
  });

  it('count an update that moves rows to another owner for both, and a truncate for all', async () => {
    const db = ctx.database.db;
    const a = await advertiser(ctx);
    const b = await advertiser(ctx);
    await ingestEvents(db, impressions(a.id, 3));
    expect(await shown(ctx.app, a.token)).toBe(3);
    expect(await shown(ctx.app, b.token)).toBe(0);
    await db.execute(sql`update stats_adv_total set advertiser_id = ${b.id} where advertiser_id = ${a.id}`);
    expect(await shown(ctx.app, a.token)).toBe(0);
    expect(await shown(ctx.app, b.token)).toBe(3);
    // PostgreSQL's suites share one database: a truncate there would empty the others' cubes.
    if (driver === 'pglite') {
      await db.execute(sql`truncate stats_adv_total`);
      expect(await shown(ctx.app, b.token)).toBe(0);
    }
  });
});

describe.runIf(DRIVERS.includes('postgres'))('report sums across server processes (postgres)', () => {
  const ctx = useApp('postgres');

  it('lets two processes flush the same owners at once without a deadlock', async () => {
    // Each flush writes A and B in an hour where one has rows (its upsert updates) and the other
    // not (it inserts). An upsert's UPDATE trigger fires before its INSERT one, so with the
    // triggers alone one flush could lock A then B and the other B then A: 300 pairs deadlocked
    // before the flush bumped both owners first, in one order (37 of 300 in plain SQL).
    const second = await openDatabase(ctx.config);
    try {
      const a = await advertiser(ctx);
      const b = await advertiser(ctx);
      const hour = (h: number) => Date.parse('2026-05-01T00:00:00Z') + h * 3_600_000;
      const at = (advertiserId: number, h: number): TrafficEvent => ({
        kind: 'impression',
        at: hour(h),
        advertiserId,
      });
      const pairs = 300;
      await ingestEvents(
        ctx.database.db,
        Array.from({ length: pairs }, (_, i) => [at(a.id, 2 * i), at(b.id, 2 * i + 1)]).flat(),
      );
      for (let i = 0; i < pairs; i++) {
        const one = new StatsIngestor(ctx.database.db);
        const other = new StatsIngestor(second.db);
        for (const e of [at(a.id, 2 * i), at(b.id, 2 * i)]) one.add(e);
        for (const e of [at(b.id, 2 * i + 1), at(a.id, 2 * i + 1)]) other.add(e);
        await Promise.all([one.flush(), other.flush()]);
      }
      const rows = (await ctx.database.db.execute(
        sql`select sum(impressions)::int as n from stats_adv_total where advertiser_id in (${a.id}, ${b.id})`,
      )) as unknown as { rows: { n: number }[] };
      // Two seeded and four flushed per pair, none lost to an aborted flush.
      expect(rows.rows[0]?.n).toBe(6 * pairs);
    } finally {
      await second.close();
    }
  });

  it('a write committed by another process shows on the next report', async () => {
    const second = await openDatabase(ctx.config);
    const other = await buildApp(testConfig({ ...ctx.config }), second);
    try {
      await other.ready();
      const a = await advertiser(ctx);
      await ingestEvents(ctx.database.db, impressions(a.id, 2));
      expect(await shown(other, a.token)).toBe(2);
      expect(await shown(other, a.token)).toBe(2);
      await ingestEvents(ctx.database.db, impressions(a.id, 9));
      expect(await shown(other, a.token)).toBe(11);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
