/**
 * Load-time login through an `at` link (spec section 4): the one-time code from the address is
 * exchanged for an acting session token, which is kept in this tab only, and the user is sent
 * to their home page by a full redirect so every screen starts from the new session.
 */
import { REDIRECT_DELAY_MS, type Role } from '@panel/contract';
import { type IntervalTimers, startAddressWatcher, type WatchedWindow } from './address-watcher.ts';
import { readAtParam, stripAtParam } from './at-param.ts';
import {
  clearBackups,
  needsManualParamHandling,
  readBackup,
  sweepBackups,
  writeBackup,
} from './token-backup.ts';
import {
  ACTING_TOKEN_KEY,
  type createTokenStore,
  readStorage,
  removeStorage,
  writeStorage,
} from './token-store.ts';

export const REDIRECT_FLAG_KEY = 'panel.atRedirecting';

export type AtLoginOutcome = 'redirected' | 'stayed' | 'failed';

export interface AtExchangeResult {
  token: string;
  /** `acting: false` for a publisher's own session carried over from another host (a handoff). */
  user: { role: Role; acting?: boolean };
}

export interface ConsumeAtCodeDeps {
  exchange(code: string): Promise<AtExchangeResult>;
  store: ReturnType<typeof createTokenStore>;
  session: Storage;
  location: { pathname: string; assign(url: string): void };
  homeFor(role: Role): string;
  backup?: (token: string) => void;
  log?: (msg: string, err: unknown) => void;
  setTimeout?: (handler: () => void, ms: number) => unknown;
}

export interface BootstrapAtLoginDeps extends Omit<ConsumeAtCodeDeps, 'location' | 'backup'> {
  local: Storage;
  win?: WatchedWindow & Pick<Window, 'navigator' | 'name'>;
  location?: ConsumeAtCodeDeps['location'];
  userAgent?: string;
  now?: () => number;
  timers?: IntervalTimers;
}

const defaultLog = (msg: string, err: unknown) => console.error(msg, err);

export function clearRedirectFlag(session: Storage): void {
  removeStorage(session, REDIRECT_FLAG_KEY);
}

/** A loop, not `/\/+$/`: that pattern rescans a run of slashes from each of them (quadratic). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Compares paths only, ignoring a trailing slash and any query or hash on the home address. */
function isSamePath(pathname: string, home: string): boolean {
  const homePath = home.split(/[?#]/)[0] ?? home;
  const trim = (path: string) => (path.length > 1 ? withoutTrailingSlashes(path) : path);
  return trim(pathname) === trim(homePath);
}

export async function consumeAtCode(code: string, deps: ConsumeAtCodeDeps): Promise<AtLoginOutcome> {
  const log = deps.log ?? defaultLog;
  let result: AtExchangeResult;
  try {
    result = await deps.exchange(code);
  } catch (err) {
    log('Login through the at link failed', err);
    return 'failed';
  }
  if (typeof result?.token !== 'string' || result.token === '') {
    log('Login through the at link returned no token', result);
    return 'failed';
  }

  if (result.user.acting === false) {
    // A handoff signs in only a browser that has no session of its own: any publisher can make
    // one, so a link from someone else must never replace the session of whoever opens it. It
    // lands on the page it was sent to, already the right one: no redirect home.
    const hasOwn = deps.store.get() !== null && !deps.store.isActing();
    if (!hasOwn) deps.store.setOwn(result.token);
    return 'stayed';
  }
  deps.store.setActing(result.token);
  deps.backup?.(result.token);

  const home = deps.homeFor(result.user.role);
  if (isSamePath(deps.location.pathname, home)) return 'stayed';
  // Without the flag, a home page that itself carries an `at` could redirect forever.
  if (readStorage(deps.session, REDIRECT_FLAG_KEY) !== null) return 'stayed';
  writeStorage(deps.session, REDIRECT_FLAG_KEY, '1');

  const schedule = deps.setTimeout ?? ((handler, ms) => globalThis.setTimeout(handler, ms));
  schedule(() => deps.location.assign(home), REDIRECT_DELAY_MS);
  return 'redirected';
}

/**
 * Runs the load-time sequence and returns a cleanup that stops the address watcher.
 * A backed-up token is restored first; a code in the address is still exchanged after that,
 * because a new link opened in a fresh tab must not be overridden by another tab's backup.
 */
export function bootstrapAtLogin(deps: BootstrapAtLoginDeps): () => void {
  const { win = window, session, local, now = Date.now } = deps;
  const location = deps.location ?? win.location;
  const manual = needsManualParamHandling(deps.userAgent ?? win.navigator.userAgent);

  clearRedirectFlag(session);

  // Read and strip before any await, so the code never lingers in the address or in bookmarks.
  const code = readAtParam(win.location.search);
  stripAtParam(win);

  // On every browser: a profile whose user agent changed (iPad desktop mode) may have left some.
  sweepBackups({ local, now });
  if (manual) {
    const restored = readBackup({ session, local, now, win });
    if (restored !== null) deps.store.setActing(restored);
  }

  const consumed = new Set<string>();
  const consume = (next: string) => {
    // A one-time code fails on its second use; do not send it again.
    if (consumed.has(next)) return;
    consumed.add(next);
    void consumeAtCode(next, {
      ...deps,
      location,
      backup: manual ? (token) => writeBackup(token, { session, local, now, win }) : undefined,
    });
  };

  if (code !== null) consume(code);
  if (!manual) return () => undefined;
  return startAddressWatcher({ win, onCode: consume, timers: deps.timers });
}

/** Called on logout: the acting session and its backups must not outlive it. */
export function logoutCleanup({ session, local }: { session: Storage; local: Storage }): void {
  clearRedirectFlag(session);
  removeStorage(session, ACTING_TOKEN_KEY);
  clearBackups({ session, local });
}
