import { describe, expect, it } from 'vitest';
import { ACTING_TOKEN_KEY, createTokenStore, getTokenStore, TOKEN_KEY } from './token-store.ts';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

function freshStores() {
  localStorage.clear();
  sessionStorage.clear();
  return createTokenStore({ local: localStorage, session: sessionStorage });
}

describe('createTokenStore', () => {
  it('keeps the own token in localStorage and the acting token in sessionStorage', () => {
    const store = freshStores();
    store.setOwn('own');
    store.setActing('acting');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('own');
    expect(sessionStorage.getItem(ACTING_TOKEN_KEY)).toBe('acting');
    expect(localStorage.getItem(ACTING_TOKEN_KEY)).toBeNull();
  });

  it('prefers the acting token over the own token', () => {
    const store = freshStores();
    store.setOwn('own');
    expect(store.get()).toBe('own');
    expect(store.isActing()).toBe(false);
    store.setActing('acting');
    expect(store.get()).toBe('acting');
    expect(store.isActing()).toBe(true);
  });

  it('clear removes both tokens', () => {
    const store = freshStores();
    store.setOwn('own');
    store.setActing('acting');
    store.clear();
    expect(store.get()).toBeNull();
    expect(store.isActing()).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ACTING_TOKEN_KEY)).toBeNull();
  });

  it('treats throwing storage as empty and never throws', () => {
    const store = createTokenStore({ local: throwingStorage(), session: throwingStorage() });
    expect(() => store.setOwn('own')).not.toThrow();
    expect(() => store.setActing('acting')).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.get()).toBeNull();
    expect(store.isActing()).toBe(false);
  });

  it('falls back to the own token when only session storage throws', () => {
    localStorage.clear();
    const store = createTokenStore({ local: localStorage, session: throwingStorage() });
    store.setOwn('own');
    expect(store.get()).toBe('own');
    expect(store.isActing()).toBe(false);
  });
});

describe('getTokenStore', () => {
  it('returns one store over the browser storages', () => {
    localStorage.clear();
    sessionStorage.clear();
    const store = getTokenStore();
    expect(getTokenStore()).toBe(store);
    store.setActing('acting');
    expect(sessionStorage.getItem(ACTING_TOKEN_KEY)).toBe('acting');
    store.clear();
  });
});
