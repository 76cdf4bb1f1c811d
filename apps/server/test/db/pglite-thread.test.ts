import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgliteThread } from '../../src/db/pglite-thread.ts';
import { databaseRefusal, sqlState } from '../../src/lib/sql-state.ts';

/** One row of most types the schema uses, with the edge values that tell two decoders apart. */
const SPREAD = `select 1::int2 as i2, 2147483647::int4 as i4, 9007199254740993::int8 as i8,
  1.5::float4 as f4, 'NaN'::float8 as f8, 12345678901234567890.125::numeric as num, true as yes,
  'tab\there'::text as txt, 'ab'::char(3) as ch, '2024-02-29'::date as day,
  '2024-02-29 23:59:59.999'::timestamp as ts, '2024-02-29 12:34:56.789+02'::timestamptz as tstz,
  '1 day 02:03:04'::interval as iv, '12:00'::time as t, '{"a":[1,null,"x"],"b":{"c":1.5}}'::jsonb as jb,
  '{"z": 1}'::json as js, '\\x00ff10'::bytea as bin, '9d8e6e1c-4a2b-4e5f-9a1b-2c3d4e5f6a7b'::uuid as id,
  '10.0.0.1/32'::inet as ip, array[1, null, 3]::int4[] as ints, array['a', 'b"c']::text[] as texts,
  array[1.5, 2]::numeric[] as nums, array['2024-01-01']::date[] as days,
  array['2024-01-01 01:02:03']::timestamp[] as tss, array['2024-01-01 01:02:03+00']::timestamptz[] as tstzs,
  array['1 hour']::interval[] as ivs, array[9007199254740993]::int8[] as i8s,
  null::int4 as no_int, null::jsonb as no_json, null::timestamptz as no_time`;

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { mode: 'string' }),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'number' }),
  meta: jsonb('meta'),
});
const THINGS = `create table things (id int primary key, name text not null unique, at timestamptz not null,
  at_text timestamp, amount numeric, big int8, meta jsonb)`;

let thread: PgliteThread;
let local: PGlite;

beforeAll(async () => {
  [thread, local] = await Promise.all([PgliteThread.open(undefined), PGlite.create()]);
  await Promise.all([thread.exec(THINGS), local.exec(THINGS)]);
});
afterAll(async () => {
  await Promise.all([thread?.close(), local?.close()]);
});

describe('PGlite in a worker thread', () => {
  it('answers exactly as in-process PGlite, bare and through Drizzle', async () => {
    expect(await thread.query(SPREAD)).toStrictEqual(await local.query(SPREAD));
    expect(await thread.query(SPREAD, [], { rowMode: 'array' })).toStrictEqual(
      await local.query(SPREAD, [], { rowMode: 'array' }),
    );
    // Drizzle passes parsers that keep dates, intervals and numeric arrays as text.
    const viaThread = await drizzle(thread as unknown as PGlite).execute(sql.raw(SPREAD));
    const inProcess = await drizzle(local).execute(sql.raw(SPREAD));
    expect(viaThread).toStrictEqual(inProcess);
    expect(viaThread.rows[0]?.tstz).toBe('2024-02-29 10:34:56.789+00');
  });

  it('maps typed Drizzle rows the same way: Dates, numbers, numeric text, JSON and nulls', async () => {
    const row = {
      id: 1,
      name: 'one',
      at: new Date('2024-03-01T10:00:00.123Z'),
      atText: '2024-03-01 10:00:00',
    };
    const rows = [
      { ...row, amount: '12.50', big: 2 ** 53 - 1, meta: { tags: ['a'], n: null } },
      { ...row, id: 2, name: 'two', atText: null, amount: null, big: null, meta: null },
    ];
    const viaThread = drizzle(thread as unknown as PGlite);
    const inProcess = drizzle(local);
    await viaThread.insert(things).values(rows);
    await inProcess.insert(things).values(rows);
    const read = await viaThread.select().from(things).orderBy(things.id);
    expect(read).toStrictEqual(await inProcess.select().from(things).orderBy(things.id));
    expect(read[0]?.at).toEqual(row.at);
    expect(read[0]?.meta).toEqual({ tags: ['a'], n: null });
  });

  it('rejects with the PostgreSQL error itself: message, SQLSTATE, detail, constraint, table', async () => {
    const insert = `insert into things (id, name, at) values (3, 'one', now())`;
    const [viaThread, inProcess] = await Promise.all([
      thread.query(insert).catch((error: unknown) => error),
      local.query(insert).catch((error: unknown) => error),
    ]);
    const fields = [
      'message',
      'name',
      'code',
      'severity',
      'detail',
      'constraint',
      'table',
      'schema',
      'query',
    ];
    const pick = (error: unknown) =>
      Object.fromEntries(fields.map((f) => [f, (error as Record<string, unknown>)[f]]));
    expect(pick(viaThread)).toStrictEqual(pick(inProcess));
    expect(viaThread).toMatchObject({ code: '23505', constraint: 'things_name_key', table: 'things' });
    expect(viaThread).toBeInstanceOf(Error);

    // As the routes see it: wrapped by Drizzle, still a 409.
    const wrapped = await drizzle(thread as unknown as PGlite)
      .insert(things)
      .values({ id: 4, name: 'one', at: new Date() })
      .catch((error: unknown) => error);
    expect(sqlState(wrapped)).toBe('23505');
    expect(databaseRefusal(wrapped)?.status).toBe(409);
    const raised = `do $$ begin raise exception 'busy' using errcode = '40001', hint = 'retry'; end $$`;
    await expect(thread.exec(raised)).rejects.toMatchObject({
      code: '40001',
      hint: 'retry',
      message: 'busy',
    });
  });

  it('passes NOTIFY to listeners, from a statement or a trigger, after commit, until unsubscribed', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('bidder_changes', (payload) => heard.push(payload));
    await thread.exec(`create function things_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('bidder_changes', TG_TABLE_NAME); return null; end $$;
      create trigger things_notify after update on things for each statement execute function things_notify();`);
    await thread.query(`select pg_notify('bidder_changes', 'campaigns')`);
    await thread.transaction(async (tx) => {
      await tx.query(`update things set name = name where id = 1`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual(['campaigns']);
    });
    await vi.waitFor(() => expect(heard).toEqual(['campaigns', 'things']));
    await stop();
    await thread.query(`select pg_notify('bidder_changes', 'late')`);
    await thread.query('select 1');
    expect(heard).toEqual(['campaigns', 'things']);
    await expect(thread.listen('bad; drop table things', () => undefined)).rejects.toThrow(/channel/);
  });

  it('counts the statements that may have changed data, and not the reads', async () => {
    const before = thread.writes;
    await thread.query('select count(*) from things');
    await thread.query('  SELECT 1');
    await drizzle({ client: thread as unknown as PGlite })
      .select()
      .from(things);
    // A change of no row changes nothing, and a transaction's BEGIN and COMMIT count for nothing.
    await thread.query(`update things set name = name where id = -1`);
    await thread.transaction(async (tx) => {
      await tx.query(`delete from things where id = -1`);
    });
    expect(thread.writes).toBe(before);
    await thread.query(`insert into things (id, name, at) values (900, 'counted', now())`);
    expect(thread.writes).toBe(before + 1);
    // A CTE may write whatever its tag says.
    await thread.query(
      `with gone as (delete from things where id = 900 returning id) select count(*) from gone`,
    );
    expect(thread.writes).toBe(before + 2);
    await thread.transaction(async (tx) => {
      await tx.query(`insert into things (id, name, at) values (901, 'in a transaction', now())`);
    });
    expect(thread.writes).toBe(before + 3);
    // exec may run several statements: a read first does not make it a read.
    await thread.exec('select 1; delete from things where id = 901');
    expect(thread.writes).toBe(before + 4);
    // Changes that are not rows count too; a statement that fails changed nothing.
    await thread.query('create temporary table counted_too (id int)');
    await thread.query('truncate table counted_too');
    await thread.query('truncate table no_such_table').catch(() => undefined);
    expect(thread.writes).toBe(before + 6);
  });

  it('keeps the event loop free while a heavy query runs', async () => {
    // In-process PGlite runs this whole statement on the calling thread: the ticker would not tick
    // at all until it ends, a gap as long as the query. On the worker it keeps ticking.
    const heavy = 'select count(*) from generate_series(1, 1500000) a join generate_series(1, 10) b on true';
    let ticks = 0;
    let last = performance.now();
    let maxGap = 0;
    const tick = () => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      ticks += 1;
    };
    const ticker = setInterval(tick, 1);
    const started = performance.now();
    try {
      const { rows } = await thread.query<{ count: number }>(heavy);
      expect(rows[0]?.count).toBe(15_000_000);
    } finally {
      clearInterval(ticker);
    }
    // The gap up to the answer counts too: a loop that never ticked would otherwise show none.
    tick();
    const took = performance.now() - started;
    expect(took).toBeGreaterThan(300);
    expect(maxGap).toBeLessThan(100);
    expect(ticks).toBeGreaterThan(took / 20);
  });
});
