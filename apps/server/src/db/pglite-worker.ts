import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { encodeError, type FromWorker, type ToWorker } from './pglite-protocol.ts';

/**
 * The thread that owns PGlite. PGlite is WebAssembly and runs each statement synchronously on the
 * thread that calls it, so here a long report blocks only this thread, never the server's event
 * loop. It answers one message per call; ordering (one statement at a time, transactions kept
 * whole) is the main side's job, see pglite-thread.ts.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');

const { dataDir, template } = workerData as { dataDir: string | undefined; template: string | undefined };
const send = (message: FromWorker) => port.postMessage(message);

/**
 * Parsers are functions and cannot cross threads. The only ones callers pass (Drizzle's) keep a
 * type's text as it is, so the main side sends their type ids and they are rebuilt here.
 */
const keepText = (value: string) => value;
function optionsOf(rowMode: 'array' | 'object' | undefined, textTypes: number[] | undefined): QueryOptions {
  const options: QueryOptions = {};
  if (rowMode) options.rowMode = rowMode;
  if (textTypes) options.parsers = Object.fromEntries(textTypes.map((oid) => [oid, keepText]));
  return options;
}

// A template (an uncompressed dump of a data folder) skips initdb: 0.65 s instead of 3.8 s.
const start = async () =>
  template
    ? PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(template)]) })
    : PGlite.create(dataDir);
const db = await start().catch((error: unknown) => {
  send({ id: 0, ok: false, error: encodeError(error) });
  return null;
});

/** One callback per channel: the main side fans a notice out to its own subscribers. */
const unlisteners = new Map<string, () => Promise<void>>();

async function run(message: ToWorker): Promise<unknown> {
  if (!db) throw new Error('PGlite did not open');
  switch (message.op) {
    case 'query':
      return db.query(message.sql, message.params, optionsOf(message.rowMode, message.textTypes));
    case 'exec':
      return db.exec(message.sql, optionsOf(message.rowMode, message.textTypes));
    case 'listen': {
      const { channel } = message;
      if (!unlisteners.has(channel))
        unlisteners.set(channel, await db.listen(channel, (payload) => send({ notify: channel, payload })));
      return undefined;
    }
    case 'unlisten':
      await unlisteners.get(message.channel)?.();
      unlisteners.delete(message.channel);
      return undefined;
    case 'close':
      await db.close();
      return undefined;
  }
}

if (db) {
  port.on('message', (message: ToWorker) => {
    run(message).then(
      (result) => send({ id: message.id, ok: true, result }),
      (error: unknown) => send({ id: message.id, ok: false, error: encodeError(error) }),
    );
  });
  send({ id: 0, ok: true, result: undefined });
}
