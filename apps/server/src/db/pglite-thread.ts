import { Worker } from 'node:worker_threads';
import { Mutex, type Results, TransactionAbortedError } from '@electric-sql/pglite';
import { type Call, decodeError, encodeOptions, type FromWorker, type Options } from './pglite-protocol.ts';
import { mayHaveChanged } from './write-count.ts';

type Listener = (payload: string) => void;

/** What a transaction callback gets: the part of PGlite's Transaction that callers use. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: Options): Promise<Results<T>>;
  exec(sql: string, options?: Options): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Unquoted, lower case: LISTEN folds case and PGlite splices the name into its statement. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * PGlite in a worker thread, with the surface Drizzle's pglite driver and migrator use (query,
 * transaction, exec) plus listen. PGlite runs each statement synchronously on the thread that
 * calls it: here that is the worker, so a 90-day report no longer stalls every request, and the
 * bidder sharing this process keeps answering.
 *
 * PGlite has one connection. A mutex on this side keeps it whole: a transaction holds it from
 * BEGIN to COMMIT/ROLLBACK, and every other call (LISTEN too, which a rollback would undo) waits.
 * As with PGlite itself, using the outer client inside a transaction's callback waits forever.
 */
/**
 * Compiled (`npm start` runs dist/), the worker is plain JavaScript. From source (tests, `npm run
 * dev`), a boot file registers tsx in the thread first: Node 20 does not hand the parent's
 * loader to a worker.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.js') ? './pglite-worker.js' : './pglite-worker-boot.mjs';

export class PgliteThread {
  /** The thread itself: tests end it to prove that pending calls fail instead of hanging. */
  readonly worker: Worker;
  readonly #lock = new Mutex();
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #channels = new Map<string, { listeners: Set<Listener>; ready: Promise<unknown> }>();
  #nextId = 1;
  #writes = 0;
  #ended: Error | null = null;
  #closing: Promise<void> | null = null;
  #crash: Error | null = null;

  private constructor(dataDir: string | undefined, template: string | undefined) {
    this.worker = new Worker(new URL(WORKER_ENTRY, import.meta.url), {
      workerData: { dataDir, template },
    });
    this.worker.on('message', (message: FromWorker) => this.#receive(message));
    this.worker.on('error', (error) => {
      this.#crash = error;
    });
    this.worker.on('exit', (code) => this.#exited(code));
  }

  /**
   * Opens PGlite in `dataDir` (undefined: in memory) on a new thread; from `template`, a file of
   * PGlite's `dumpDataDir('none')`, when given (in memory only: a folder keeps what it has).
   */
  static async open(dataDir: string | undefined, template?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, dataDir === undefined ? template : undefined);
    try {
      await new Promise((resolve, reject) => thread.#await(0, resolve, reject));
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /**
   * How many statements may have changed data (mayHaveChanged; every exec), counted as each
   * answers, while the connection is still held: a reader that read the count before its own
   * statement ran sees it moved by any write that ran before or after. PGlite has one connection and
   * this process is its only client, so a value read before a read began, and unchanged since,
   * means nothing can have changed what it read (campaign-list-cache.ts).
   */
  get writes(): number {
    return this.#writes;
  }

  query<T>(sql: string, params: unknown[] = [], options?: Options): Promise<Results<T>> {
    return this.#lock.runExclusive(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string, options?: Options): Promise<Results[]> {
    return this.#lock.runExclusive(() => this.#exec(sql, options));
  }

  /** Commits what `fn` did, or rolls it back and rethrows when `fn` throws; as PGlite does. */
  transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#lock.runExclusive(async () => {
      await this.#control('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PgliteThreadTransaction = {
        query: async (sql, params = [], options) => {
          open();
          return this.#query(sql, params, options);
        },
        exec: async (sql, options) => {
          open();
          return this.#exec(sql, options);
        },
        rollback: async () => {
          open();
          await this.#control('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx);
        if (!closed) {
          closed = true;
          // After a failed statement PostgreSQL answers COMMIT with ROLLBACK; PGlite makes that an error.
          const [done] = (await this.#control('COMMIT')) as (Results & { command?: string })[];
          if (done?.command === 'ROLLBACK') throw new TransactionAbortedError();
        }
        return result;
      } catch (error) {
        // The caller needs its own error, not the rollback's (a dead worker fails both).
        if (!closed) await this.#control('ROLLBACK').catch(() => undefined);
        closed = true;
        throw error;
      }
    });
  }

  /** Calls `listener` with the payload of each NOTIFY on `channel`; resolves to the unsubscribe. */
  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let entry = this.#channels.get(channel);
    if (!entry) {
      const ready = this.#lock.runExclusive(() => this.#call({ op: 'listen', channel }));
      entry = { listeners: new Set(), ready };
      this.#channels.set(channel, entry);
    }
    const { listeners, ready } = entry;
    listeners.add(listener);
    try {
      await ready;
    } catch (error) {
      listeners.delete(listener);
      if (this.#channels.get(channel)?.ready === ready) this.#channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      if (this.#channels.get(channel)?.listeners !== listeners) return;
      this.#channels.delete(channel);
      await this.#lock.runExclusive(() => this.#call({ op: 'unlisten', channel }));
    };
  }

  /** Closes PGlite (after the calls already queued) and ends the thread. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#ended) await this.#lock.runExclusive(() => this.#call({ op: 'close' }));
      } finally {
        this.#ended ??= new Error('PGlite is closed');
        await this.worker.terminate();
      }
    })();
    return this.#closing;
  }

  async #query<T>(sql: string, params: unknown[], options: Options | undefined) {
    const result = (await this.#call({ op: 'query', sql, params, ...encodeOptions(options) })) as Results<T>;
    if (mayHaveChanged(sql, (result as { affectedRows?: number } | null)?.affectedRows)) this.#writes++;
    return result;
  }

  /** A transaction's BEGIN, COMMIT or ROLLBACK: its statements counted for themselves. */
  #control(sql: 'BEGIN' | 'COMMIT' | 'ROLLBACK') {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  #exec(sql: string, options?: Options) {
    // exec runs several statements: a read first says nothing of the rest, so it always counts.
    this.#writes++;
    return this.#call({ op: 'exec', sql, ...encodeOptions(options) }) as Promise<Results[]>;
  }

  #call(call: Call): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.#ended) return reject(this.#ended);
      const id = this.#nextId++;
      try {
        this.worker.postMessage({ ...call, id });
      } catch (error) {
        return reject(error);
      }
      this.#await(id, resolve, reject);
    });
  }

  /** The thread holds the process open only while an answer is awaited, as in-process PGlite does. */
  #await(id: number, resolve: (value: unknown) => void, reject: (error: Error) => void) {
    if (this.#pending.size === 0) this.worker.ref();
    this.#pending.set(id, { resolve, reject });
  }

  #receive(message: FromWorker) {
    if ('notify' in message) {
      for (const listener of this.#channels.get(message.notify)?.listeners ?? []) {
        try {
          listener(message.payload);
        } catch (error) {
          process.emitWarning(`a listener of ${message.notify} threw: ${String(error)}`, 'DatabaseWarning');
        }
      }
      return;
    }
    const waiter = this.#pending.get(message.id);
    if (!waiter) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(decodeError(message.error));
  }

  #exited(code: number) {
    const why = this.#crash ? `: ${this.#crash.message}` : '';
    this.#ended ??= new Error(`the PGlite worker thread ended unexpectedly (exit code ${code})${why}`, {
      cause: this.#crash ?? undefined,
    });
    for (const { reject } of this.#pending.values()) reject(this.#ended);
    this.#pending.clear();
  }
}
