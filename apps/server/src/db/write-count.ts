import pg from 'pg';

/** A statement that reads only: a SELECT (the codebase's functions that write are triggers). */
const READ_ONLY = /^\s*select\s/i;
/** Row changes, whose drivers say how many rows they changed: none changed, nothing to count. */
const ROW_CHANGE = /^\s*(?:insert|update|delete|merge)\s/i;

/**
 * Whether a statement that ran may have changed data: every one but a SELECT, and an INSERT,
 * UPDATE, DELETE or MERGE that changed no row (a flush with nothing to flush, a claim of clicks
 * when none wait); their statement triggers write nothing without rows. Anything else counts:
 * DDL, TRUNCATE, a WITH that may hold a write. `affected`: the rows the driver says it changed.
 */
export function mayHaveChanged(sql: string, affected: number | null | undefined): boolean {
  if (READ_ONLY.test(sql)) return false;
  if (!ROW_CHANGE.test(sql)) return true;
  return affected === undefined || affected === null || affected > 0;
}

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*(?:rollback|abort)\b/i;
/** A savepoint's own statements: they change nothing and leave the transaction going. */
const SAVEPOINT = /^\s*(?:savepoint|release)\b/i;
/** A ROLLBACK that keeps the transaction going. */
const TO_SAVEPOINT = /^\s*rollback\s+(?:(?:work|transaction)\s+)?to\b/i;

/** This process's count of PostgreSQL writes, moved by its pool's connections (countingClient). */
export interface WriteCounter {
  value: number;
}

type Callback = (error: Error | null, result: unknown) => void;

/**
 * A pg Client class for the pool that moves `counter` as this process's writes are done: a
 * statement that may have changed data (mayHaveChanged) when it answers, and a transaction that
 * held one again when its COMMIT answers, since its rows became visible to others only then. Each
 * is counted before the caller learns of the answer, so a reader in this process that read the
 * count before its own statement ran sees it moved by any write whose effect it may have missed
 * (modules/campaigns/list-changes.ts). Writes of other processes are not here: they come as
 * notices.
 */
export function countingClient(counter: WriteCounter): typeof pg.Client {
  class CountingClient extends pg.Client {
    /** A statement since BEGIN may have changed data. */
    #changed = false;

    #note(sql: string, result: unknown) {
      if (Array.isArray(result)) {
        // Several statements in one text: a write whatever the first is, and maybe a whole transaction.
        counter.value++;
        this.#changed = true;
      } else if (BEGIN.test(sql)) {
        this.#changed = false;
      } else if (COMMIT.test(sql)) {
        if (this.#changed) counter.value++;
        this.#changed = false;
      } else if (TO_SAVEPOINT.test(sql) || SAVEPOINT.test(sql)) {
        // The transaction, and what it wrote before, go on.
      } else if (ROLLBACK.test(sql)) {
        this.#changed = false;
      } else if (mayHaveChanged(sql, (result as pg.QueryResult | null)?.rowCount)) {
        counter.value++;
        this.#changed = true;
      }
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through.
    override query(...args: any[]): any {
      const config = args[0] as string | { text?: unknown; callback?: unknown } | undefined;
      const text = typeof config === 'string' ? config : config?.text;
      const sql = typeof text === 'string' ? text : '';
      const last = args.length - 1;
      const callback = args[last] as Callback | unknown;
      if (typeof callback === 'function') {
        // The pool's own query() calls this with a callback.
        args[last] = (error: Error | null, result: unknown) => {
          if (!error) this.#note(sql, result);
          (callback as Callback)(error, result);
        };
        return super.query(...(args as Parameters<pg.Client['query']>));
      }
      if (typeof config === 'object' && typeof config?.callback === 'function' && !('submit' in config)) {
        // A callback in the query's config: pg calls it and returns nothing.
        const inConfig = config.callback as Callback;
        args[0] = {
          ...config,
          callback: (error: Error | null, result: unknown) => {
            if (!error) this.#note(sql, result);
            inConfig(error, result);
          },
        };
        return super.query(...(args as Parameters<pg.Client['query']>));
      }
      const answer = super.query(...(args as Parameters<pg.Client['query']>)) as unknown;
      if (answer instanceof Promise) {
        return answer.then((result: unknown) => {
          this.#note(sql, result);
          return result;
        });
      }
      // A Submittable (a cursor, a COPY stream): the codebase uses none; counted as a write at once,
      // and as one held by the transaction, so its COMMIT counts again.
      counter.value++;
      this.#changed = true;
      return answer;
    }
  }
  return CountingClient;
}
