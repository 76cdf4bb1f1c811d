import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { errorSerializer } from '../../src/lib/log.ts';
import { DRIVERS, useApp } from '../helpers.ts';

const SECRET = 'guess-me@example.com';

describe.each(DRIVERS)('database errors in log lines on %s', (driver) => {
  const logFile = path.join(tmpdir(), `panel-log-${process.pid}-${driver}.log`);
  const ctx = useApp(driver, { logLevel: 'error', logFile });

  async function failingQuery(): Promise<Error> {
    try {
      await ctx.database.db.execute(sql`select ${SECRET}::int as n`);
    } catch (err) {
      return err as Error;
    }
    throw new Error('the query did not fail');
  }

  it('names the failure by SQLSTATE and statement, never by its parameters or values', async () => {
    const err = await failingQuery();
    expect(String(err.message) + String((err.cause as Error | undefined)?.message)).toContain(SECRET);
    const logged = errorSerializer(err);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(logged).toMatchObject({
      sqlState: '22P02',
      query: 'select $1::int as n',
      type: expect.any(String),
    });
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it('is what the server writes when it logs an error', async () => {
    ctx.app.log.error({ err: await failingQuery() }, 'unhandled error');
    // The log file is written asynchronously: wait for the line, not for a time.
    const written = () => readFileSync(logFile, 'utf8');
    await vi.waitFor(() => expect(written()).toContain('unhandled error'));
    const line = written().trim().split('\n').at(-1) ?? '';
    expect(line).not.toContain(SECRET);
    expect(JSON.parse(line)).toMatchObject({ msg: 'unhandled error', err: { sqlState: '22P02' } });
  });
});
