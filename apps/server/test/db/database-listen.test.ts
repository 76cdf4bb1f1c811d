import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, testConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';

const databaseUrl = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL }).databaseUrl;
const DRIVERS: ('pglite' | 'postgres')[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];

describe.each(DRIVERS)('Database.listen (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(
      testConfig({ databaseUrl: driver === 'postgres' ? databaseUrl : undefined }),
    );
    await database.migrate();
  });
  afterAll(async () => database?.close());

  it("hears the bidder's change notices from migration 0010's triggers, until unsubscribed", async () => {
    const changes: string[] = [];
    const members: string[] = [];
    const stopChanges = await database.listen?.('bidder_changes', (table) => changes.push(table));
    const stopMembers = await database.listen?.('bidder_members', (payload) => members.push(payload));
    // Statement triggers fire once per statement, whether or not it changed a row.
    await database.db.execute(sql`update campaigns set name = name where false`);
    await database.db.execute(sql`update retargeting_members set updated_at = now() where false`);
    await vi.waitFor(() => expect(changes).toContain('campaigns'));
    await vi.waitFor(() => expect(members).toContain(''));
    await stopChanges?.();
    await stopMembers?.();
    const heard = changes.length;
    await database.db.execute(sql`update creatives set name = name where false`);
    await database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes).toHaveLength(heard);
  });
});

describe.skipIf(!databaseUrl)('Database.listen on PostgreSQL after its connection drops', () => {
  let database: Database;
  const channel = `listen_test_${process.pid}`;
  beforeAll(async () => {
    database = await openDatabase(testConfig({ databaseUrl }));
  });
  afterAll(async () => database?.close());

  it('warns, reconnects with its own connection, and listens again', async () => {
    const heard: string[] = [];
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      await database.listen?.(channel, (payload) => heard.push(payload));
      await database.db.execute(sql`select pg_notify(${channel}, 'before')`);
      await vi.waitFor(() => expect(heard).toEqual(['before']));

      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(ended.rowCount).toBe(1);
      await vi.waitFor(() => expect(String(warnings.mock.calls[0]?.[0])).toMatch(/LISTEN connection failed/));
      // Notices sent while it is down are lost: send until the new connection hears one.
      await vi.waitFor(
        async () => {
          await admin.query('select pg_notify($1, $2)', [channel, 'after']);
          expect(heard).toContain('after');
        },
        { timeout: 10_000, interval: 200 },
      );
      await admin.end();
    } finally {
      warnings.mockRestore();
    }
  });
});
