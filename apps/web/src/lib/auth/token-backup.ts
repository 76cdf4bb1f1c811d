/**
 * Backup of the acting session token for Safari 13–14 and mobile browsers (spec section 4).
 * Those browsers may lose the tab's session storage or hand us an address whose `at` was already
 * used, so the exchanged token (never the one-time code, which is dead after one use) is copied
 * to both storages with a timestamp and trusted for TOKEN_BACKUP_TTL_MS.
 */
import { TOKEN_BACKUP_TTL_MS } from '@panel/contract';
import { readStorage, removeStorage, writeStorage } from './token-store.ts';

export const BACKUP_KEY = 'panel.atBackup';

export interface BackupStorages {
  session: Storage;
  local: Storage;
}

export interface BackupDeps extends BackupStorages {
  now?: () => number;
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

export function writeBackup(token: string, { session, local, now = Date.now }: BackupDeps): void {
  const value = JSON.stringify({ token, savedAt: now() } satisfies Backup);
  writeStorage(session, BACKUP_KEY, value);
  writeStorage(local, BACKUP_KEY, value);
}

/** The freshest usable token, session storage first; expired or broken copies are removed. */
export function readBackup({ session, local, now = Date.now }: BackupDeps): string | null {
  const at = now();
  for (const storage of [session, local]) {
    const raw = readStorage(storage, BACKUP_KEY);
    if (raw === null) continue;
    const backup = parseBackup(raw);
    const age = backup === null ? Number.NaN : at - backup.savedAt;
    // A timestamp from the future means a changed clock; the age cannot be trusted then.
    if (backup !== null && age >= 0 && age <= TOKEN_BACKUP_TTL_MS) return backup.token;
    removeStorage(storage, BACKUP_KEY);
  }
  return null;
}

export function clearBackups({ session, local }: BackupStorages): void {
  removeStorage(session, BACKUP_KEY);
  removeStorage(local, BACKUP_KEY);
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
