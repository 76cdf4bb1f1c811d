import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';

const databaseUrl = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL }).databaseUrl;

/**
 * The PostgreSQL pool counts this process's writes (db/write-count.ts): a kept campaign list is
 * believed only while the count stands, so a change must move it before its writer goes on, and
 * a transaction's rows, visible to others only at COMMIT, must move it again then.
 */
/** Changes one row whatever ran before: a version of a scope no report reads. */
const bump = (id: number) =>
  sql`insert into stats_versions (scope, scope_id) values ('write_count_test', ${id})
    on conflict (scope, scope_id) do update set version = stats_versions.version + 1`;

describe.skipIf(!databaseUrl)('the PostgreSQL pool’s count of this process’s writes', () => {
  let database: Database;
  const count = () => database.localWrites?.() ?? Number.NaN;
  beforeAll(async () => {
    database = await openDatabase(testConfig({ databaseUrl }));
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it('stands for reads and for writes that changed no row', async () => {
    const before = count();
    await database.db.execute(sql`select 1`);
    await database.db.execute(sql`update campaigns set name = name where false`);
    await database.db.execute(sql`delete from campaigns where false`);
    expect(count()).toBe(before);
  });

  it('moves when a statement changed rows, before its caller goes on; not when one failed', async () => {
    const before = count();
    await database.db.execute(bump(2));
    expect(count()).toBe(before + 1);
    await expect(database.db.execute(sql`update no_such_table set n = 1`)).rejects.toThrow();
    expect(count()).toBe(before + 1);
  });

  it('moves again at the COMMIT of a transaction that wrote, and not at a ROLLBACK', async () => {
    const seen: number[] = [];
    await database.db.transaction(async (tx) => {
      seen.push(count());
      await tx.execute(sql`select 1`);
      seen.push(count());
      await tx.execute(bump(1));
      seen.push(count());
    });
    seen.push(count());
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe((seen[1] ?? 0) + 1);
    expect(seen[3]).toBe((seen[2] ?? 0) + 1);

    // A savepoint rolled back keeps the transaction, and the write before it, going.
    let inside = 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(bump(1));
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`select 1`);
          nested.rollback();
        })
        .catch(() => undefined);
      inside = count();
    });
    expect(count()).toBe(inside + 1);

    const rolledBack = count();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(count()).toBe(rolledBack);

    const readOnly = count();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(count()).toBe(readOnly);
  });
});
