import pg from 'pg';

/** The PostgreSQL server the benches use: BENCH_DATABASE_URL, TEST_DATABASE_URL, or the dev one of /tmp/pgstart.sh. */
export const BENCH_PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://panel@127.0.0.1:55433/panel_test';

/**
 * Runs `work` on a database of its own on the server at `url` (`<prefix>_<pid>`, created first and
 * dropped after, whatever happens). An unreachable server is a note, not a failure: the bench's
 * PostgreSQL part is skipped.
 */
export async function withScratchDatabase(
  url: string,
  prefix: string,
  notes: string[],
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    notes.push(`PostgreSQL at ${url} unreachable (${(error as Error).message}): skipped.`);
    return;
  }
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await work(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
