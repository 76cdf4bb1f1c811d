import { Worker } from 'node:worker_threads';
import type { DrawerAnswer, DrawerAsk, DrawInput, DrawnCall, DrawnPage } from './page-drawer-protocol.ts';

/** Compiled (`npm start`), the worker is JavaScript; from source, a boot file registers tsx first. */
const WORKER_ENTRY = import.meta.url.endsWith('.js')
  ? './page-drawer-worker.js'
  : './page-drawer-worker-boot.mjs';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * How long a page may take to draw before it goes as the app draws it: about forty times a draw
 * on this machine, so only a thread that is stuck or starved hits it, and the visitor waits no
 * longer for it than for the app's own first load.
 */
export const DRAW_TIMEOUT_MS = 2_000;
type Ask = DrawerAsk extends infer A ? (A extends { id: number } ? Omit<A, 'id'> : never) : never;

/**
 * The web app's server module on a thread of its own (page-drawer-worker.ts). It starts in the
 * background: until it has loaded (React, Mantine and the app: about half a second), and after
 * it has failed, `ready` is false and pages go as the app draws them.
 */
export class PageDrawer {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #ready = false;
  #failed = false;

  constructor(entry: string, onFailure: (error: Error) => void) {
    this.#worker = new Worker(new URL(WORKER_ENTRY, import.meta.url), { workerData: { entry } });
    this.#worker.unref();
    this.#worker.on('message', (answer: DrawerAnswer) => {
      if (answer.id === 0) {
        this.#ready = true;
        return;
      }
      const pending = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.result);
      else pending?.reject(new Error(answer.error));
    });
    const fail = (error: Error) => {
      if (this.#failed) return;
      this.#failed = true;
      this.#ready = false;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      onFailure(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the page drawer's thread ended (${code})`)));
  }

  /** Whether pages can be drawn now. */
  get ready(): boolean {
    return this.#ready && !this.#failed;
  }

  #ask(ask: Ask): Promise<unknown> {
    if (!this.ready) return Promise.reject(new Error('the page drawer is not ready'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`the page drawer did not answer within ${DRAW_TIMEOUT_MS} ms`));
      }, DRAW_TIMEOUT_MS);
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      this.#worker.postMessage({ ...ask, id });
    });
  }

  /** The calls the page at `address` is drawn from; null when it is not drawn by the server. */
  calls(address: string, tz: string): Promise<DrawnCall[] | null> {
    return this.#ask({ op: 'calls', address, tz }) as Promise<DrawnCall[] | null>;
  }

  draw(input: DrawInput): Promise<DrawnPage | null> {
    return this.#ask({ op: 'draw', input }) as Promise<DrawnPage | null>;
  }

  async close(): Promise<void> {
    this.#failed = true;
    await this.#worker.terminate();
  }
}
