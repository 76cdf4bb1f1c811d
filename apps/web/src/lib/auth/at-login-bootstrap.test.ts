import type { Role } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AtExchangeResult, bootstrapAtLogin, logoutCleanup, REDIRECT_FLAG_KEY } from './at-login.ts';
import { readTabId } from './tab-id.ts';
import { BACKUP_KEY, writeBackup } from './token-backup.ts';
import { ACTING_TOKEN_KEY, createTokenStore, TOKEN_KEY } from './token-store.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const T0 = 1_700_000_000_000;
const setAddress = (url: string) => History.prototype.replaceState.call(window.history, null, '', url);
const flush = () => vi.advanceTimersByTimeAsync(0);
// Spelled out, not imported: sweep and cleanup must recognise copies whichever version wrote them.
const tabCopy = (tabId: string) => `panel.atBackup:${tabId}`;
const localBackupKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(BACKUP_KEY));
// A new tab of the same browser: its own empty name and session storage, the shared local storage.
const openAsNewTab = () => {
  window.name = '';
  sessionStorage.clear();
};

function setup(userAgent: string, exchange: (code: string) => Promise<AtExchangeResult>) {
  const store = createTokenStore({ local: localStorage, session: sessionStorage });
  return {
    exchange: vi.fn(exchange),
    store,
    session: sessionStorage,
    local: localStorage,
    win: window,
    userAgent,
    location: { pathname: '/campaigns', assign: vi.fn<(url: string) => void>() },
    homeFor: (_role: Role) => '/campaigns',
    log: vi.fn<(msg: string, err: unknown) => void>(),
    now: () => T0,
  };
}

const tokenFor = async (code: string): Promise<AtExchangeResult> => ({
  token: `token-for-${code}`,
  user: { role: 'advertiser' },
});

describe('bootstrapAtLogin', () => {
  let cleanup: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    window.name = '';
    setAddress('/campaigns');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('clears a redirect flag left by the previous page', () => {
    sessionStorage.setItem(REDIRECT_FLAG_KEY, '1');
    cleanup = bootstrapAtLogin(setup(DESKTOP_CHROME, tokenFor));
    expect(sessionStorage.getItem(REDIRECT_FLAG_KEY)).toBeNull();
  });

  it('strips the code from the address before the exchange resolves', async () => {
    let resolve: (result: AtExchangeResult) => void = () => undefined;
    const deps = setup(DESKTOP_CHROME, () => new Promise((done) => (resolve = done)));
    setAddress('/campaigns?tab=2&at=code-1');
    cleanup = bootstrapAtLogin(deps);
    expect(window.location.search).toBe('?tab=2');
    expect(deps.exchange).toHaveBeenCalledWith('code-1');
    expect(deps.store.get()).toBeNull();
    resolve({ token: 'acting-1', user: { role: 'advertiser' } });
    await flush();
    expect(deps.store.get()).toBe('acting-1');
    // Desktop browsers that parse addresses properly get no backup.
    expect(localBackupKeys()).toEqual([]);
  });

  it('does not watch the address on desktop browsers', async () => {
    const deps = setup(DESKTOP_CHROME, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    window.history.pushState(null, '', '/campaigns?at=later');
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.exchange).not.toHaveBeenCalled();
  });

  it('restores a fresh backup on a manual-param browser without exchanging', () => {
    writeBackup('backed-up', { session: sessionStorage, local: localStorage, now: () => T0 - 30 * 60_000 });
    sessionStorage.removeItem(BACKUP_KEY);
    const deps = setup(IPHONE, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    expect(deps.store.get()).toBe('backed-up');
    expect(deps.store.isActing()).toBe(true);
    expect(deps.exchange).not.toHaveBeenCalled();
  });

  it('ignores an expired backup', () => {
    writeBackup('stale', { session: sessionStorage, local: localStorage, now: () => T0 - 61 * 60_000 });
    const deps = setup(IPHONE, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    expect(deps.store.get()).toBeNull();
  });

  it('backs up the exchanged token on a manual-param browser', async () => {
    setAddress('/campaigns?at=code-1');
    cleanup = bootstrapAtLogin(setup(IPHONE, tokenFor));
    await flush();
    const ownCopy = tabCopy(readTabId(window) ?? 'unnamed tab');
    expect(localBackupKeys()).toEqual([ownCopy]);
    expect(JSON.parse(localStorage.getItem(ownCopy) ?? '')).toEqual({
      token: 'token-for-code-1',
      savedAt: T0,
    });
    expect(JSON.parse(sessionStorage.getItem(BACKUP_KEY) ?? '')).toEqual({
      token: 'token-for-code-1',
      savedAt: T0,
    });
  });

  it('does not restore the acting token of another tab into a new tab', () => {
    writeBackup('acting-elsewhere', { session: sessionStorage, local: localStorage, now: () => T0 });
    openAsNewTab();
    const deps = setup(IPHONE, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    expect(deps.store.get()).toBeNull();
    expect(deps.store.isActing()).toBe(false);
    expect(localBackupKeys()).toHaveLength(1);
  });

  it.each([
    ['iPhone', IPHONE],
    ['desktop', DESKTOP_CHROME],
  ])('sweeps expired backups of any tab and the shared key on load (%s)', (_name, userAgent) => {
    const closedTab = tabCopy('1'.repeat(32));
    const openTab = tabCopy('2'.repeat(32));
    localStorage.setItem(closedTab, JSON.stringify({ token: 'expired', savedAt: T0 - 61 * 60_000 }));
    localStorage.setItem(openTab, JSON.stringify({ token: 'fresh', savedAt: T0 - 59 * 60_000 }));
    localStorage.setItem(BACKUP_KEY, JSON.stringify({ token: 'shared', savedAt: T0 }));
    cleanup = bootstrapAtLogin(setup(userAgent, tokenFor));
    expect(localBackupKeys()).toEqual([openTab]);
  });

  it('lets a new code in the address replace a restored backup', async () => {
    writeBackup('other-tab', { session: sessionStorage, local: localStorage, now: () => T0 });
    setAddress('/campaigns?at=new-link');
    const deps = setup(IPHONE, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    expect(window.location.search).toBe('');
    await flush();
    expect(deps.store.get()).toBe('token-for-new-link');
  });

  it('consumes codes found later by the watcher, each only once', async () => {
    setAddress('/campaigns?at=code-1');
    const deps = setup(IPHONE, tokenFor);
    cleanup = bootstrapAtLogin(deps);
    await flush();
    setAddress('/campaigns?at=code-1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    setAddress('/campaigns?at=code-2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.exchange.mock.calls).toEqual([['code-1'], ['code-2']]);
    expect(deps.store.get()).toBe('token-for-code-2');
    expect(window.location.search).toBe('');
  });

  it('returns a cleanup that stops the watcher', async () => {
    const deps = setup(IPHONE, tokenFor);
    bootstrapAtLogin(deps)();
    setAddress('/campaigns?at=code-1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.exchange).not.toHaveBeenCalled();
  });
});

describe('logoutCleanup', () => {
  it('clears the redirect flag, the acting token and every backup of every tab', () => {
    window.name = '';
    sessionStorage.setItem(REDIRECT_FLAG_KEY, '1');
    sessionStorage.setItem(ACTING_TOKEN_KEY, 'acting');
    localStorage.setItem(TOKEN_KEY, 'own');
    localStorage.setItem(tabCopy('b'.repeat(32)), JSON.stringify({ token: 'acting-b', savedAt: T0 }));
    writeBackup('acting', { session: sessionStorage, local: localStorage, now: () => T0 });
    logoutCleanup({ session: sessionStorage, local: localStorage });
    expect(sessionStorage.getItem(REDIRECT_FLAG_KEY)).toBeNull();
    expect(sessionStorage.getItem(ACTING_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
    expect(localBackupKeys()).toEqual([]);
    // The own session is the logout call's business (store.clear), not this cleanup's.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('own');
  });
});
