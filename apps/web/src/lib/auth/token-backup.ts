/**
 * Backup of the acting session token for Safari 13–14 and mobile browsers (spec section 4).
 * Those browsers may lose the tab's session storage or hand us an address whose `at` was already
 * used, so the exchanged token (never the one-time code, which is dead after one use) is copied
 * to both storages with a timestamp and trusted for TOKEN_BACKUP_TTL_MS.
 * Local storage is shared by every tab of the origin, so its copy is keyed by this tab's id:
 * an acting session must not leak into a tab where the operator is still themselves.
 */
import { TOKEN_BACKUP_TTL_MS } from '@panel/contract';
import { currentWindow, ensureTabId, type NamedWindow, readTabId } from './tab-id.ts';
import { readStorage, removeStorage, writeStorage } from './token-store.ts';

/** The session-storage key; in local storage, only earlier versions wrote this shared key. */
export const BACKUP_KEY = 'panel.atBackup';
const LOCAL_PREFIX = `${BACKUP_KEY}:`;

const localBackupKey = (tabId: string) => `${LOCAL_PREFIX}${tabId}`;

export interface BackupStorages {
  session: Storage;
  local: Storage;
}

export interface BackupDeps extends BackupStorages {
  now?: () => number;
  /** The tab whose local copy is written or read; the page's window unless given. */
  win?: NamedWindow;
}

interface Backup {
  token: string;
  savedAt: number;
}

function parseBackup(raw: string): Backup | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { token, savedAt } = parsed as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  return { token, savedAt };
}

/** The token of a stored backup still within its lifetime at `at`, else null. */
function freshToken(raw: string | null, at: number): string | null {
  const backup = raw === null ? null : parseBackup(raw);
  if (backup === null) return null;
  const age = at - backup.savedAt;
  // A timestamp from the future means a changed clock; the age cannot be trusted then.
  return age >= 0 && age <= TOKEN_BACKUP_TTL_MS ? backup.token : null;
}

export function writeBackup(
  token: string,
  { session, local, now = Date.now, win = currentWindow() }: BackupDeps,
): void {
  const value = JSON.stringify({ token, savedAt: now() } satisfies Backup);
  writeStorage(session, BACKUP_KEY, value);
  // Without a tab id a local copy could only be shared by all tabs; session storage must do then.
  const tabId = ensureTabId(win);
  if (tabId !== null) writeStorage(local, localBackupKey(tabId), value);
}

/**
 * The freshest usable token: session storage first, then this tab's local copy (never another
 * tab's); expired or broken copies it looks at are removed.
 */
export function readBackup({
  session,
  local,
  now = Date.now,
  win = currentWindow(),
}: BackupDeps): string | null {
  const at = now();
  const tabId = readTabId(win);
  const places: Array<[Storage, string]> = [[session, BACKUP_KEY]];
  if (tabId !== null) places.push([local, localBackupKey(tabId)]);
  for (const [storage, key] of places) {
    const raw = readStorage(storage, key);
    if (raw === null) continue;
    const token = freshToken(raw, at);
    if (token !== null) return token;
    removeStorage(storage, key);
  }
  return null;
}

/** Every backup key in local storage: each tab's copy and the shared one of earlier versions. */
function localBackupKeys(local: Storage): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key !== null && (key === BACKUP_KEY || key.startsWith(LOCAL_PREFIX))) keys.push(key);
    }
  } catch {
    // Storage that cannot be listed holds nothing this code could have written either.
  }
  return keys;
}

/**
 * Run at load: tabs that were closed never read their copies again, so without this their dead
 * tokens would pile up in local storage. A copy still fresh may belong to an open tab and stays.
 */
export function sweepBackups({ local, now = Date.now }: { local: Storage; now?: () => number }): void {
  const at = now();
  for (const key of localBackupKeys(local)) {
    // The shared key of earlier versions is readable by every tab, so it goes whatever its age.
    if (key === BACKUP_KEY || freshToken(readStorage(local, key), at) === null) removeStorage(local, key);
  }
}

/**
 * This tab's session copy and every tab's local copy (spec: cleanup removes all backups). Logout
 * already signs the own session out of every tab; other acting tabs keep their session-storage
 * token and lose only the fallback.
 */
export function clearBackups({ session, local }: BackupStorages): void {
  removeStorage(session, BACKUP_KEY);
  for (const key of localBackupKeys(local)) removeStorage(local, key);
}

// Engines that are not Safari but still carry `Safari/` in their user agent.
const NOT_SAFARI = /Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg\/|Edge\/|Firefox|OPR\/|OPiOS/;
const SAFARI_13_OR_14 = /Version\/1[34](?:\.|\s|$)/;
const MOBILE = /iPhone|iPad|iPod|Android|\bMobile\b/;

/**
 * Whether this browser gets the manual `at` handling. iPadOS 13+ in desktop mode reports a
 * Macintosh user agent; it is caught only when its Safari is 13 or 14.
 */
export function needsManualParamHandling(userAgent: string): boolean {
  if (MOBILE.test(userAgent)) return true;
  return /Safari\//.test(userAgent) && SAFARI_13_OR_14.test(userAgent) && !NOT_SAFARI.test(userAgent);
}
