import { TOKEN_BACKUP_TTL_MS } from '@panel/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  clearBackups,
  needsManualParamHandling,
  readBackup,
  writeBackup,
} from './token-backup.ts';

const MINUTE = 60_000;
const T0 = 1_700_000_000_000;
const storages = () => ({ session: sessionStorage, local: localStorage });
const at = (ms: number) => () => ms;
const stored = (token: string, savedAt: number) => JSON.stringify({ token, savedAt });
const TAB_ID = 'a'.repeat(32);
// The local copy of the tab these tests run in; other tabs are in token-backup-tabs.test.ts.
const localKey = () => `${BACKUP_KEY}:${TAB_ID}`;

describe('token backup', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.name = `panel.tab:${TAB_ID}`;
  });

  it('round-trips a token with its timestamp into both storages', () => {
    writeBackup('tok-1', { ...storages(), now: at(T0) });
    expect(JSON.parse(sessionStorage.getItem(BACKUP_KEY) ?? '')).toEqual({ token: 'tok-1', savedAt: T0 });
    expect(JSON.parse(localStorage.getItem(localKey()) ?? '')).toEqual({ token: 'tok-1', savedAt: T0 });
    expect(readBackup({ ...storages(), now: at(T0 + MINUTE) })).toBe('tok-1');
  });

  it('reads session storage first, then local storage', () => {
    sessionStorage.setItem(BACKUP_KEY, stored('from-session', T0));
    localStorage.setItem(localKey(), stored('from-local', T0));
    expect(readBackup({ ...storages(), now: at(T0) })).toBe('from-session');
    sessionStorage.removeItem(BACKUP_KEY);
    expect(readBackup({ ...storages(), now: at(T0) })).toBe('from-local');
  });

  it('keeps a 59 minute old backup', () => {
    writeBackup('tok', { ...storages(), now: at(T0) });
    expect(readBackup({ ...storages(), now: at(T0 + 59 * MINUTE) })).toBe('tok');
    expect(sessionStorage.getItem(BACKUP_KEY)).not.toBeNull();
  });

  it('discards and removes a 61 minute old backup from both storages', () => {
    writeBackup('tok', { ...storages(), now: at(T0) });
    expect(readBackup({ ...storages(), now: at(T0 + 61 * MINUTE) })).toBeNull();
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
    expect(localStorage.getItem(localKey())).toBeNull();
  });

  it('expires exactly after TOKEN_BACKUP_TTL_MS', () => {
    writeBackup('tok', { ...storages(), now: at(T0) });
    expect(readBackup({ ...storages(), now: at(T0 + TOKEN_BACKUP_TTL_MS) })).toBe('tok');
    expect(readBackup({ ...storages(), now: at(T0 + TOKEN_BACKUP_TTL_MS + 1) })).toBeNull();
  });

  it('falls through a stale session backup to a fresh local one', () => {
    sessionStorage.setItem(BACKUP_KEY, stored('old', T0 - 2 * TOKEN_BACKUP_TTL_MS));
    localStorage.setItem(localKey(), stored('fresh', T0));
    expect(readBackup({ ...storages(), now: at(T0) })).toBe('fresh');
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
  });

  it.each([
    ['not json', '{token'],
    ['no token', JSON.stringify({ savedAt: T0 })],
    ['empty token', stored('', T0)],
    ['text timestamp', JSON.stringify({ token: 't', savedAt: String(T0) })],
    ['null', 'null'],
    ['saved in the future', stored('t', T0 + MINUTE)],
  ])('discards and removes a malformed backup (%s)', (_name, raw) => {
    sessionStorage.setItem(BACKUP_KEY, raw);
    expect(readBackup({ ...storages(), now: at(T0) })).toBeNull();
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
  });

  it('clearBackups removes both copies', () => {
    writeBackup('tok', { ...storages(), now: at(T0) });
    clearBackups(storages());
    expect(sessionStorage.getItem(BACKUP_KEY)).toBeNull();
    expect(localStorage.getItem(localKey())).toBeNull();
    expect(readBackup({ ...storages(), now: at(T0) })).toBeNull();
  });
});

const UA = {
  safari13_1:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15',
  safari14_0:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Safari/605.1.15',
  safari14_1_2:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari15_6:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  safari16_5:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Safari/605.1.15',
  safari17_4:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  chromeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
  edgeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0.3 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
} as const;

describe('needsManualParamHandling', () => {
  it.each([
    ['safari13_1', true],
    ['safari14_0', true],
    ['safari14_1_2', true],
    ['safari15_6', false],
    ['safari16_5', false],
    ['safari17_4', false],
    ['chromeWin', false],
    ['chromeMac', false],
    ['firefoxMac', false],
    ['edgeWin', false],
    ['iphoneSafari', true],
    ['iphoneChrome', true],
    ['ipadSafari', true],
    ['androidChrome', true],
    ['androidTablet', true],
    ['androidFirefox', true],
  ] as const)('%s -> %s', (name, expected) => {
    expect(needsManualParamHandling(UA[name])).toBe(expected);
  });

  it('is false for an empty user agent', () => {
    expect(needsManualParamHandling('')).toBe(false);
  });
});
