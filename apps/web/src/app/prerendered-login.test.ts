import { describe, expect, it } from 'vitest';
import { canTakeOverLogin, type PrerenderedLoginCheck } from './prerendered-login.ts';

const drawnFor: PrerenderedLoginCheck = {
  hasMarkup: true,
  pathname: '/login',
  hasAtCode: false,
  signedIn: false,
  language: 'en',
  storedColorScheme: null,
};

describe('taking over the login page the server drew', () => {
  it('takes it over for the visitor it was drawn for, whatever light or dark they see', () => {
    expect(canTakeOverLogin(drawnFor)).toBe(true);
    expect(canTakeOverLogin({ ...drawnFor, storedColorScheme: 'light' })).toBe(true);
    expect(canTakeOverLogin({ ...drawnFor, storedColorScheme: 'auto' })).toBe(true);
  });

  it.each<[string, Partial<PrerenderedLoginCheck>]>([
    ['a page that came without markup (index.html)', { hasMarkup: false }],
    ['another address', { pathname: '/registration' }],
    ['an `at` link to exchange', { hasAtCode: true }],
    ['someone signed in', { signedIn: true }],
    ['another language', { language: 'de' }],
    ['a stored dark choice (the theme switch draws another icon)', { storedColorScheme: 'dark' }],
  ])('starts afresh for %s', (_, change) => {
    expect(canTakeOverLogin({ ...drawnFor, ...change })).toBe(false);
  });
});
