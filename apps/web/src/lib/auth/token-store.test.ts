import { DRAWN_PAGE_COOKIES } from '@panel/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieHoldsOwnToken } from './drawn-page-cookies.ts';
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

describe('the drawn pages’ session cookie', () => {
  const cookieValue = (name: string) =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  // The cookies belong to the pages the server draws (DRAWN_PAGES_PATH): read there.
  beforeEach(() => window.history.pushState({}, '', '/adv/dashboard/'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('follows the own token: written as it is set or found stored, removed as it is cleared', () => {
    localStorage.clear();
    sessionStorage.clear();
    const store = getTokenStore();
    store.setOwn('own-token');
    expect(cookieValue(DRAWN_PAGE_COOKIES.session)).toBe('own-token');
    // An acting session stays in its tab: the cookie keeps the own one.
    store.setActing('acting-token');
    expect(cookieValue(DRAWN_PAGE_COOKIES.session)).toBe('own-token');
    expect(cookieHoldsOwnToken(store.own())).toBe(true);
    expect(cookieHoldsOwnToken('another-token')).toBe(false);
    store.clear();
    expect(cookieValue(DRAWN_PAGE_COOKIES.session)).toBeUndefined();
    expect(cookieHoldsOwnToken('own-token')).toBe(false);
    // A session from before the cookie existed: the app writes it as it starts.
    localStorage.setItem(TOKEN_KEY, 'older-token');
    store.announceOwn();
    expect(cookieValue(DRAWN_PAGE_COOKIES.session)).toBe('older-token');
    store.clear();
  });

  it('is told of the own token only, through the store made with a listener', () => {
    const told: (string | null)[] = [];
    const store = createTokenStore({
      local: localStorage,
      session: sessionStorage,
      onOwnToken: (t) => told.push(t),
    });
    store.setOwn('a');
    store.setActing('b');
    store.clear();
    expect(told).toEqual(['a', null]);
  });
});
