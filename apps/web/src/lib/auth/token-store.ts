import { writeSessionCookie } from './drawn-page-cookies.ts';

/**
 * Where session tokens live. The own session survives tab closes (localStorage); an acting
 * session opened through an `at` link is kept in sessionStorage so it never leaks into
 * other tabs where the operator is still themselves.
 */
export const TOKEN_KEY = 'panel.token';
export const ACTING_TOKEN_KEY = 'panel.actingToken';

export interface TokenStorages {
  local: Storage;
  session: Storage;
  /** Told of the own token as it changes (the browser's store: the drawn pages' cookie). */
  onOwnToken?: (token: string | null) => void;
}

export interface TokenStore {
  /** The acting token wins, because a tab opened through `at` must act as that user. */
  get(): string | null;
  isActing(): boolean;
  setOwn(token: string): void;
  setActing(token: string): void;
  clear(): void;
  /** The own session's token, acting or not. */
  own(): string | null;
  /** Tells `onOwnToken` of the own token as stored now (at start: a session from before). */
  announceOwn(): void;
}

// Safari private mode and disabled cookies make Storage throw; callers then see empty storage.
export function readStorage(storage: Storage, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function writeStorage(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored can be read back either, so there is nothing left to remove.
  }
}

export function createTokenStore({ local, session, onOwnToken }: TokenStorages): TokenStore {
  const acting = () => readStorage(session, ACTING_TOKEN_KEY);
  return {
    get: () => acting() ?? readStorage(local, TOKEN_KEY),
    isActing: () => acting() !== null,
    setOwn: (token) => {
      writeStorage(local, TOKEN_KEY, token);
      onOwnToken?.(token);
    },
    setActing: (token) => {
      writeStorage(session, ACTING_TOKEN_KEY, token);
    },
    clear: () => {
      removeStorage(local, TOKEN_KEY);
      removeStorage(session, ACTING_TOKEN_KEY);
      onOwnToken?.(null);
    },
    own: () => readStorage(local, TOKEN_KEY),
    announceOwn: () => onOwnToken?.(readStorage(local, TOKEN_KEY)),
  };
}

/** Stands in when the browser refuses access to a storage object altogether. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

function storageOrEmpty(pick: () => Storage): Storage {
  try {
    // Merely reading window.localStorage throws a SecurityError when storage is blocked,
    // and under node it is simply missing.
    return pick() ?? emptyStorage;
  } catch {
    return emptyStorage;
  }
}

/** The browser's storages, resolved on call so importing this module under node stays safe. */
export function browserStorages(): TokenStorages {
  return {
    local: storageOrEmpty(() => globalThis.localStorage),
    session: storageOrEmpty(() => globalThis.sessionStorage),
    onOwnToken: writeSessionCookie,
  };
}

let defaultStore: TokenStore | null = null;

/** The app-wide store over the browser's storages, created on first use. */
export function getTokenStore(): TokenStore {
  defaultStore ??= createTokenStore(browserStorages());
  return defaultStore;
}
