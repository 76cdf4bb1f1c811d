import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../src/db/pglite-thread.ts';

let thread: PgliteThread;
let db: ReturnType<typeof drizzle>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const insert = (tag: string) => sql`insert into notes (tag) values (${tag})`;
async function tags(prefix: string): Promise<string[]> {
  const { rows } = await db.execute<{ tag: string }>(
    sql`select tag from notes where tag like ${`${prefix}%`} order by id`,
  );
  return rows.map((row) => row.tag);
}

beforeAll(async () => {
  thread = await PgliteThread.open(undefined);
  db = drizzle(thread as unknown as PGlite);
  await thread.exec('create table notes (id serial primary key, tag text not null)');
});
afterAll(async () => thread?.close());

describe('transactions on PGlite in a worker thread', () => {
  it('commits, and rolls back and rethrows what the callback threw', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(insert('commit-1'));
    });
    const thrown = new Error('changed my mind');
    const failed = db.transaction(async (tx) => {
      await tx.execute(insert('rollback-1'));
      throw thrown;
    });
    await expect(failed).rejects.toBe(thrown);
    await expect(db.transaction(async (tx) => tx.rollback())).rejects.toThrow(/Rollback/);
    expect(await tags('commit-')).toEqual(['commit-1']);
    expect(await tags('rollback-')).toEqual([]);
  });

  it('keeps nested savepoints: an inner failure undoes only the inner part', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(insert('nested-outer'));
      await tx
        .transaction(async (inner) => {
          await inner.execute(insert('nested-inner'));
          await inner.transaction(async (deepest) => deepest.execute(insert('nested-deepest')));
          throw new Error('undo the inner savepoint');
        })
        .catch(() => undefined);
      await tx.transaction(async (inner) => inner.execute(insert('nested-kept')));
    });
    expect(await tags('nested-')).toEqual(['nested-outer', 'nested-kept']);
  });

  it('makes calls from outside wait until the transaction ends, so nothing interleaves in it', async () => {
    const order: string[] = [];
    let outside: Promise<string[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(insert('serial-1'));
      order.push('tx 1');
      outside = tags('serial-').then((seen) => {
        order.push('outside');
        return seen;
      });
      await sleep(50);
      await tx.execute(insert('serial-2'));
      order.push('tx 2');
    });
    expect(await outside).toEqual(['serial-1', 'serial-2']);
    expect(order).toEqual(['tx 1', 'tx 2', 'outside']);
  });

  it('fails a transaction whose statement failed even when the callback swallowed the error', async () => {
    const swallowed = db.transaction(async (tx) => {
      await tx.execute(insert('aborted-1'));
      await tx.execute(sql`select 1/0`).catch(() => undefined);
    });
    await expect(swallowed).rejects.toMatchObject({ code: '25P02' });
    expect(await tags('aborted-')).toEqual([]);
    expect(await tags('commit-')).toEqual(['commit-1']);
  });
});

describe('a PGlite worker thread that ends', () => {
  it('rejects the calls under way and every later one, instead of hanging', async () => {
    const doomed = await PgliteThread.open(undefined);
    const heavy = doomed.query(
      'select count(*) from generate_series(1, 3000000) a join generate_series(1, 10) b on true',
    );
    const queued = doomed.query('select 1');
    await sleep(100);
    await doomed.worker.terminate();
    await expect(heavy).rejects.toThrow(/ended unexpectedly/);
    await expect(queued).rejects.toThrow(/ended unexpectedly/);
    await expect(doomed.query('select 1')).rejects.toThrow(/ended unexpectedly/);
    await expect(doomed.transaction(async () => 1)).rejects.toThrow(/ended unexpectedly/);
    await doomed.close();
  });

  it('closes cleanly: queued calls finish first, later ones are refused', async () => {
    const closing = await PgliteThread.open(undefined);
    const queued = closing.query<{ n: number }>('select 7 as n');
    const closed = closing.close();
    expect((await queued).rows).toEqual([{ n: 7 }]);
    await closed;
    await expect(closing.query('select 1')).rejects.toThrow(/closed/);
  });
});
