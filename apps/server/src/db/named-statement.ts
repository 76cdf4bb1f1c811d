import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

interface Built {
  sql: string;
  params: unknown[];
}
/** The parts of Drizzle's database object that `db.execute` itself uses. */
interface Internals {
  dialect: { sqlToQuery(query: SQL): Built };
  session: {
    prepareQuery(query: Built, fields: undefined, name: string, arrayMode: boolean): PreparedRows<never>;
  };
}

export interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A statement built with Drizzle's `sql`, prepared as `db.execute` prepares it (its values, and
 * `sql.placeholder`s filled at `execute`), under the name `name` gives its text: rows come back
 * as the database wrote them, without Drizzle's mapping. Undefined names run unnamed.
 */
export function prepareStatement<Row>(
  db: Db,
  query: SQL,
  name: (text: string) => string | undefined = statementName,
): PreparedRows<Row> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, name(built.sql) as string, false) as PreparedRows<Row>;
}

/**
 * `db.execute` for a statement run again and again with other values (a report's page): on
 * PostgreSQL as a prepared statement named after a hash of its text, so each connection parses
 * and plans it once (planning was over a quarter of a 90-day report's time in the database). The same
 * text always gets the same name, and a text differs only where the statement's shape does (its
 * groups, filters, sort); values travel as parameters. PGlite runs it as `db.execute` does.
 */
export function executeNamed<Row>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  return prepareStatement<Row>(db, query).execute();
}

/**
 * Every connection keeps each statement it prepared until it closes, so a client that asks for
 * shape after shape could fill the database's memory: past MAX_NAMED_STATEMENTS texts in this
 * process, the others run unnamed (parsed and planned each time, as before).
 */
export const MAX_NAMED_STATEMENTS = 200;
/** Text to name, so a text seen before is not hashed again (a sha1 was 5 % of a report's CPU). */
const named = new Map<string, string>();

/** The name a statement's text runs under, or undefined (unnamed) past the limit. */
export function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known !== undefined) return known;
  if (named.size >= MAX_NAMED_STATEMENTS) return undefined;
  const name = `h_${createHash('sha1').update(text).digest('base64url')}`;
  named.set(text, name);
  return name;
}
