/**
 * Watches the address for a new `at` code after load (spec section 4). Browsers that parse address
 * parameters manually may not reload when an `at` link is opened in an existing tab, so the
 * address is polled and also checked right after history changes and back navigation.
 */
import { ADDRESS_WATCH_INTERVAL_MS } from '@panel/contract';
import { readAtParam, stripAtParam } from './at-param.ts';

export const AT_TOKEN_EVENT = 'panel:at-token';

export interface AtTokenEventDetail {
  code: string;
}

export type WatchedWindow = Pick<
  Window,
  'location' | 'history' | 'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>;

export interface IntervalTimers {
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface AddressWatcherOptions {
  win?: WatchedWindow;
  onCode: (code: string) => void;
  intervalMs?: number;
  timers?: IntervalTimers;
}

// Resolved on each call, so fake timers installed after this module loaded still apply.
const globalTimers: IntervalTimers = {
  setInterval: (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
};

type HistoryMethod = 'pushState' | 'replaceState';
type HistoryFn = History[HistoryMethod];

/** Replaces a history method with one that runs `after`; returns how to undo it. */
function wrapHistory(history: History, method: HistoryMethod, after: () => void): () => void {
  const original: HistoryFn = history[method];
  const hadOwn = Object.hasOwn(history, method);
  const wrapped: HistoryFn = (...args) => {
    original.apply(history, args);
    after();
  };
  history[method] = wrapped;
  return () => {
    // Someone wrapped it after us; putting ours back would silently drop theirs.
    if (history[method] !== wrapped) return;
    if (hadOwn) history[method] = original;
    else Reflect.deleteProperty(history, method);
  };
}

export function startAddressWatcher({
  win = window,
  onCode,
  intervalMs = ADDRESS_WATCH_INTERVAL_MS,
  timers = globalTimers,
}: AddressWatcherOptions): () => void {
  const announced = new Set<string>();
  let stopped = false;
  let checking = false;

  const check = () => {
    // Stripping calls replaceState, which is wrapped and would re-enter this check.
    if (stopped || checking) return;
    checking = true;
    try {
      const code = readAtParam(win.location.search);
      if (code === null) return;
      stripAtParam(win);
      // Back navigation can bring an old address back; a code is announced only once.
      if (announced.has(code)) return;
      announced.add(code);
      onCode(code);
      const detail: AtTokenEventDetail = { code };
      win.dispatchEvent(new CustomEvent(AT_TOKEN_EVENT, { detail }));
    } finally {
      checking = false;
    }
  };

  const intervalId = timers.setInterval(check, intervalMs);
  win.addEventListener('popstate', check);
  win.addEventListener('hashchange', check);
  const unwrapPush = wrapHistory(win.history, 'pushState', check);
  const unwrapReplace = wrapHistory(win.history, 'replaceState', check);

  return () => {
    if (stopped) return;
    stopped = true;
    timers.clearInterval(intervalId);
    win.removeEventListener('popstate', check);
    win.removeEventListener('hashchange', check);
    unwrapPush();
    unwrapReplace();
  };
}
