import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';

const databaseUrl = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.TEST_DATABASE_URL }).databaseUrl;

/**
 * PostgreSQL ends idle connections of its own accord (a restart, a failover, an operator's
 * pg_terminate_backend). Before the pool had an error listener, that event ended the server
 * process; now the pool drops the connection and the next query opens another.
 */
describe.runIf(databaseUrl)('a PostgreSQL connection ended by the server', () => {
  it('leaves the process running and the next query answered', async () => {
    const database = await openDatabase(testConfig({ databaseUrl }));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const { db } = database;
      const first = (await db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
      const pid = first.rows[0]?.pid;
      // The connection is idle in the pool now; end it from a second one.
      const admin = await openDatabase(testConfig({ databaseUrl }));
      await admin.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
      await admin.close();
      await expect
        .poll(() => warnings.some((w) => w.includes('idle PostgreSQL connection ended')))
        .toBe(true);
      const next = (await db.execute(sql`select 1 as one`)) as { rows: { one: number }[] };
      expect(next.rows[0]?.one).toBe(1);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
