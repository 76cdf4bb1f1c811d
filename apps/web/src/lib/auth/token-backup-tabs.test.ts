import { TOKEN_BACKUP_TTL_MS } from '@panel/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_KEY, clearBackups, readBackup, sweepBackups, writeBackup } from './token-backup.ts';

const T0 = 1_700_000_000_000;
const at = (ms: number) => () => ms;
const stored = (token: string, savedAt: number) => JSON.stringify({ token, savedAt });
// Spelled out, not imported: sweep and cleanup must recognise copies whichever version wrote them.
const tabCopy = (tabId: string) => `panel.atBackup:${tabId}`;

/** The session storage of a second tab; local storage stays the one jsdom shares between them. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Like a browser, a tab is its window (for window.name) and its own session storage.
const firstTab = () => ({ session: sessionStorage, local: localStorage, win: window });
const newTab = (name = '') => ({ session: memoryStorage(), local: localStorage, win: { name } });

function localBackupKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(BACKUP_KEY));
}

describe('token backup across tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.name = '';
  });

  it('names the tab once and keys the local copy by that name, never by the shared key', () => {
    writeBackup('acting-a', { ...firstTab(), now: at(T0) });
    const name = window.name;
    expect(name).toMatch(/^panel\.tab:[0-9a-f]{32}$/);
    writeBackup('acting-a2', { ...firstTab(), now: at(T0) });
    expect(window.name).toBe(name);
    expect(localBackupKeys()).toEqual([tabCopy(name.slice('panel.tab:'.length))]);
    expect(localStorage.getItem(BACKUP_KEY)).toBeNull();
  });

  it('restores nothing in a second tab, which shares local storage only', () => {
    writeBackup('acting-a', { ...firstTab(), now: at(T0) });
    expect(readBackup({ ...newTab(), now: at(T0) })).toBeNull();
    // A tab that a link target named is not the acting tab either.
    expect(readBackup({ ...newTab('reports'), now: at(T0) })).toBeNull();
    // Looking did not cost the acting tab its copy.
    sessionStorage.clear();
    expect(readBackup({ ...firstTab(), now: at(T0) })).toBe('acting-a');
  });

  it('restores its own token after losing session storage, although another tab backed up later', () => {
    const other = newTab();
    writeBackup('acting-a', { ...firstTab(), now: at(T0) });
    writeBackup('acting-b', { ...other, now: at(T0 + 60_000) });
    sessionStorage.clear();
    expect(readBackup({ ...firstTab(), now: at(T0 + 120_000) })).toBe('acting-a');
    other.session.clear();
    expect(readBackup({ ...other, now: at(T0 + 120_000) })).toBe('acting-b');
  });

  it('keeps only the session copy when the tab cannot be named', () => {
    const unnamed = {
      get name() {
        return '';
      },
      set name(_ignored: string) {},
    };
    writeBackup('acting-a', { session: sessionStorage, local: localStorage, win: unnamed, now: at(T0) });
    expect(sessionStorage.getItem(BACKUP_KEY)).not.toBeNull();
    expect(localBackupKeys()).toEqual([]);
  });

  it('sweeps expired, broken and future copies of any tab and the shared key, keeping fresh ones', () => {
    const key = (c: string) => tabCopy(c.repeat(32));
    localStorage.setItem(key('1'), stored('expired', T0 - TOKEN_BACKUP_TTL_MS - 1));
    localStorage.setItem(key('2'), stored('fresh', T0 - TOKEN_BACKUP_TTL_MS));
    localStorage.setItem(key('3'), stored('future', T0 + 1));
    localStorage.setItem(key('4'), '{broken');
    localStorage.setItem(BACKUP_KEY, stored('shared-by-an-earlier-version', T0));
    localStorage.setItem('panel.token', 'own');
    sweepBackups({ local: localStorage, now: at(T0) });
    expect(localBackupKeys()).toEqual([key('2')]);
    expect(localStorage.getItem('panel.token')).toBe('own');
  });

  it('cleanup removes every backup: this tab, other tabs and the shared key', () => {
    writeBackup('acting-a', { ...firstTab(), now: at(T0) });
    localStorage.setItem(tabCopy('b'.repeat(32)), stored('acting-b', T0));
    localStorage.setItem(BACKUP_KEY, stored('shared-by-an-earlier-version', T0));
    localStorage.setItem('panel.token', 'own');
    clearBackups({ session: sessionStorage, local: localStorage });
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
    expect(localBackupKeys()).toEqual([]);
    expect(localStorage.getItem('panel.token')).toBe('own');
  });
});
