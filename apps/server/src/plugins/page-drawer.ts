import { Worker } from 'node:worker_threads';
import type { DrawerAnswer, DrawerAsk, DrawInput, DrawnCall, DrawnPage } from './page-drawer-protocol.ts';

/** Compiled (`npm start`), the worker is JavaScript; from source, a boot file registers tsx first. */
const WORKER_ENTRY = import.meta.url.endsWith('.js')
  ? './page-drawer-worker.js'
  : './page-drawer-worker-boot.mjs';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Ask = DrawerAsk extends infer A ? (A extends { id: number } ? Omit<A, 'id'> : never) : never;

/**
 * How long a page may take to draw before it goes as the app draws it: about forty times a draw
 * on this machine, so only a thread that is stuck or starved hits it, and the visitor waits no
 * longer for it than for the app's own first load.
 */
export const DRAW_TIMEOUT_MS = 2_000;
/** Asks waiting at most: past them the thread is behind, and pages go as the app draws them. */
const MAX_PENDING = 32;
/** A thread that ended is started again after this, doubled after each end up to a minute. */
const RESTART_MS = 1_000;
const MAX_RESTART_MS = 60_000;

/**
 * The web app's server module on a thread of its own (page-drawer-worker.ts). It starts in the
 * background: until it has loaded and warmed up (React, Mantine and the app: about half a
 * second), and while a thread that ended is being started again, `ready` is false and pages go
 * as the app draws them.
 */
export class PageDrawer {
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | null = null;
  #nextId = 1;
  #ready = false;
  #closed = false;
  #restartMs = RESTART_MS;

  constructor(
    private readonly entry: string,
    private readonly onFailure: (error: Error) => void,
  ) {
    this.#start();
  }

  #start() {
    const worker = new Worker(new URL(WORKER_ENTRY, import.meta.url), { workerData: { entry: this.entry } });
    this.#worker = worker;
    worker.unref();
    worker.on('message', (answer: DrawerAnswer) => {
      if (answer.id === 0) {
        this.#ready = true;
        this.#restartMs = RESTART_MS;
        return;
      }
      const pending = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.result);
      else pending?.reject(new Error(answer.error));
    });
    let ended = false;
    const end = (error: Error) => {
      if (ended || this.#closed) return;
      ended = true;
      this.#ready = false;
      this.#rejectPending(error);
      this.onFailure(error);
      void worker.terminate();
      const restart = setTimeout(() => {
        if (!this.#closed) this.#start();
      }, this.#restartMs);
      restart.unref();
      this.#restartMs = Math.min(this.#restartMs * 2, MAX_RESTART_MS);
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`the page drawer's thread ended (${code})`)));
  }

  #rejectPending(error: Error) {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /** Whether pages can be drawn now. */
  get ready(): boolean {
    return this.#ready && !this.#closed && this.#pending.size < MAX_PENDING;
  }

  #ask(ask: Ask): Promise<unknown> {
    const worker = this.#worker;
    if (!this.ready || !worker) return Promise.reject(new Error('the page drawer is not ready'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`the page drawer did not answer within ${DRAW_TIMEOUT_MS} ms`));
      }, DRAW_TIMEOUT_MS);
      timer.unref();
      const settle =
        <T>(done: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          done(value);
        };
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      worker.postMessage({ ...ask, id });
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
    this.#closed = true;
    this.#ready = false;
    this.#rejectPending(new Error('the server is closing'));
    await this.#worker?.terminate();
  }
}
