import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as bidder from './bidder-schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as optimization from './optimization-schema.ts';
import { PgListener } from './pg-listener.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as core from './schema.ts';
import * as supply from './supply-schema.ts';
import * as tracking from './tracking-schema.ts';
import { countingClient, type WriteCounter } from './write-count.ts';

const schema = { ...core, ...supply, ...tracking, ...bidder, ...optimization };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; returns true when the database was empty before. */
  migrate(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `callback` with the payload of each NOTIFY on `channel` (lower-case letters, digits
   * and _); resolves, once listening, to the unsubscribe. Optional so that a stand-in Database
   * need not have it; both drivers do.
   */
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A count that moves with every statement that may change data, where this process is the
   * database's only client (PGlite): unchanged since a read began, nothing it read can have
   * changed. Undefined on PostgreSQL, where other processes write too.
   */
  writes?: () => number;
  /**
   * PostgreSQL: a count of this process's own writes (db/write-count.ts), moved before the writer
   * learns that its statement or COMMIT answered. Other processes' writes are not in it.
   */
  localWrites?: () => number;
  /**
   * PostgreSQL: while LISTEN is up, a number that moves each time its connection is lost or comes
   * back (notices in between were missed); null while it is down (PgListener.listening).
   */
  listening?: () => number | null;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: serialises migrations of several processes starting at once. */
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Connections the PostgreSQL pool opens at most (config.ts); 10 when not said (benchmarks, tools). */
  databasePoolSize?: number | undefined;
  /** Embedded data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /**
   * For `memory://` only: a dump of a data folder (PGlite's `dumpDataDir('none')`) to start
   * from instead of an empty cluster. The server suites start from one already migrated,
   * made once per run (test/global-setup.ts): each file's database opens in 0.65 s, not 3.8 s.
   */
  pgliteTemplate?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize ?? 10)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPglite(dataDir: string, template: string | undefined): Promise<Database> {
  const dir = dataDir === 'memory://' ? undefined : path.join(dataDir, 'pglite');
  // The database files, the admin socket and the uploads are the server account's alone.
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const unlock = dir ? lockDataDir(dir) : () => {};
  // On a thread of its own: PGlite runs each statement on the thread that calls it, and a long
  // report must not stall the requests (and the bidder) this thread serves.
  const client = await PgliteThread.open(dir, template).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // The proxy has the part of PGlite that Drizzle's pglite driver and migrator call.
  const driver = client as unknown as PGlite;
  const db = drizzlePglite(driver, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      const fresh = !(await hasUsersTable(db));
      await migratePglite(drizzlePglite(driver), { migrationsFolder });
      return fresh;
    },
    close: () => client.close().finally(unlock),
    listen: (channel, callback) => client.listen(channel, callback),
    writes: () => client.writes,
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const counter: WriteCounter = { value: 0 };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: countingClient(counter) });
  // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is an
  // 'error' event on the pool: unhandled, it would end the process. The pool drops that client
  // and opens a new one when next needed, so noting it is all there is to do.
  pool.on('error', (error) => {
    process.emitWarning(`an idle PostgreSQL connection ended: ${error.message}`, 'DatabaseWarning');
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = new PgListener(url);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // Everything on the locked connection: none taken from the pool while it is held.
        const onConn = drizzlePg(conn);
        const fresh = !(await hasUsersTable(onConn as unknown as Db));
        await migratePg(onConn, { migrationsFolder });
        return fresh;
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
    listen: (channel, callback) => listener.listen(channel, callback),
    localWrites: () => counter.value,
    listening: () => listener.listening(),
  };
}

async function hasUsersTable(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select to_regclass('public.users') is not null as exists`)) as {
    rows: { exists: boolean }[];
  };
  return Boolean(result.rows[0]?.exists);
}
