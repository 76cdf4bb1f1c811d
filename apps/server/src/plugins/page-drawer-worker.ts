import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { DrawerAnswer, DrawerAsk, DrawnPagesModule } from './page-drawer-protocol.ts';

/**
 * The thread that draws signed-in pages with the web app's server module (apps/web/dist-ssr):
 * React renders a page in some 20 ms, which on the main thread would hold up every bid waiting
 * behind it (issue 12). It answers one message per ask, in order.
 */
const port = parentPort;
if (!port) throw new Error('page-drawer-worker.ts runs as a worker thread (see page-drawer.ts)');
const { entry } = workerData as { entry: string };
const pages = (await import(pathToFileURL(entry).href)) as DrawnPagesModule;

/** Whatever the module throws, at once or later, is the ask's failure, never the thread's end. */
const answerOf = async (ask: DrawerAsk) =>
  ask.op === 'calls' ? pages.drawnPageCalls(ask.address, ask.tz) : pages.drawSignedInPage(ask.input);

port.on('message', (ask: DrawerAsk) => {
  answerOf(ask).then(
    (result) => port.postMessage({ id: ask.id, ok: true, result } satisfies DrawerAnswer),
    (error: unknown) =>
      port.postMessage({ id: ask.id, ok: false, error: String(error) } satisfies DrawerAnswer),
  );
});
await pages.warmUp();
port.postMessage({ id: 0, ok: true, result: null } satisfies DrawerAnswer);
