import { DRAWN_PAGE, DRAWN_STATE_ID } from '@panel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { userOf } from '@/testing/users';
import { canTakeOverDrawnPage, type DrawnState, readDrawnState, storedMenuMode } from './drawn-page.ts';
import { MENU_MODE_KEY } from './layout/menu-mode-key.ts';

const state: DrawnState = {
  address: '/adv/dashboard/?range=yesterday',
  tz: 'Europe/Berlin',
  at: 1,
  user: userOf('advertiser'),
  queries: [[['statistics', 'dashboard', { from: '2026-11-28', to: '2026-11-28', tz: 'Europe/Berlin' }], {}]],
};

const same = {
  address: '/adv/dashboard/?range=yesterday',
  timeZone: 'Europe/Berlin',
  language: 'en',
  ownSession: true,
  storedColorScheme: null,
  storedMenuMode: null,
};

afterEach(() => document.body.replaceChildren());

describe('readDrawnState', () => {
  const root = (drawn: string | null, state: string | null) => {
    const element = document.createElement('div');
    if (drawn) element.dataset.drawn = drawn;
    document.body.append(element);
    if (state !== null) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = DRAWN_STATE_ID;
      script.textContent = state;
      document.body.append(script);
    }
    return element;
  };

  it('reads the state of a page the server drew with its data, and nothing else', () => {
    expect(readDrawnState(root(DRAWN_PAGE, JSON.stringify(state)))).toEqual(state);
    document.body.replaceChildren();
    expect(readDrawnState(root('login', JSON.stringify(state)))).toBeNull();
    document.body.replaceChildren();
    expect(readDrawnState(root(null, null))).toBeNull();
    document.body.replaceChildren();
    expect(readDrawnState(root(DRAWN_PAGE, '{not json'))).toBeNull();
  });
});

describe('canTakeOverDrawnPage', () => {
  it('takes the page over only where the app would draw the same', () => {
    expect(canTakeOverDrawnPage(state, same)).toBe(true);
    expect(canTakeOverDrawnPage(state, { ...same, address: '/adv/dashboard/' })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, timeZone: 'UTC' })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, language: 'de' })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, ownSession: false })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, storedColorScheme: 'dark' })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, storedColorScheme: 'light' })).toBe(true);
    expect(canTakeOverDrawnPage(state, { ...same, storedMenuMode: 'collapsed' })).toBe(false);
    expect(canTakeOverDrawnPage(state, { ...same, storedMenuMode: 'expanded' })).toBe(true);
  });
});

describe('storedMenuMode', () => {
  it('reads the side menu’s mode as Mantine stores it (JSON), else null', () => {
    localStorage.setItem(MENU_MODE_KEY, JSON.stringify('collapsed'));
    expect(storedMenuMode()).toBe('collapsed');
    localStorage.setItem(MENU_MODE_KEY, '{broken');
    expect(storedMenuMode()).toBeNull();
    localStorage.removeItem(MENU_MODE_KEY);
    expect(storedMenuMode()).toBeNull();
  });
});
