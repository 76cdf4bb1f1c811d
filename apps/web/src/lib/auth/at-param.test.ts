import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAtParam, stripAtParam, urlWithoutAtParam } from './at-param.ts';

const origin = 'https://panel.example.com';

describe('readAtParam', () => {
  it.each([
    ['?at=xyz', 'xyz'],
    ['at=xyz', 'xyz'],
    ['?at=xyz&a=1', 'xyz'],
    ['?a=1&at=xyz&b=2', 'xyz'],
    ['?a=1&at=xyz', 'xyz'],
    ['?a=1&at=xyz#hash', 'xyz'],
    ['?a=1#at=fromhash', null],
    ['?at=a%2Bb%3D%3D', 'a+b=='],
    ['?at=two+words', 'two words'],
    ['?at=first&at=second', 'first'],
    ['?at=&at=second', 'second'],
    ['?at=', null],
    ['?at', null],
    ['?cat=1&att=2', null],
    ['', null],
    ['?at=bad%zz', 'bad%zz'],
    [`${origin}/campaigns?at=full`, 'full'],
  ])('%s -> %s', (search, expected) => {
    expect(readAtParam(search)).toBe(expected);
  });
});

describe('urlWithoutAtParam', () => {
  it.each([
    [`${origin}/?at=xyz`, `${origin}/`],
    [`${origin}/p?at=xyz&a=1`, `${origin}/p?a=1`],
    [`${origin}/p?a=1&at=xyz&b=2`, `${origin}/p?a=1&b=2`],
    [`${origin}/p?a=1&at=xyz`, `${origin}/p?a=1`],
    [`${origin}/p?a=1&at=xyz#section`, `${origin}/p?a=1#section`],
    [`${origin}/p?at=xyz#section`, `${origin}/p#section`],
    [`${origin}/p?q=a%20b&at=a%2Bb`, `${origin}/p?q=a%20b`],
    [`${origin}/p?at=1&a=2&at=3`, `${origin}/p?a=2`],
    [`${origin}/p?at&a=2`, `${origin}/p?a=2`],
    [`${origin}/p?cat=1&att=2`, `${origin}/p?cat=1&att=2`],
    [`${origin}/p`, `${origin}/p`],
    [`${origin}/p#?at=x`, `${origin}/p#?at=x`],
  ])('%s -> %s', (href, expected) => {
    expect(urlWithoutAtParam(href)).toBe(expected);
  });
});

describe('stripAtParam', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('removes at from the address in place, keeping the history state', () => {
    window.history.replaceState({ keep: true }, '', '/campaigns?a=1&at=xyz#top');
    const lengthBefore = window.history.length;
    stripAtParam(window);
    expect(window.location.pathname).toBe('/campaigns');
    expect(window.location.search).toBe('?a=1');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ keep: true });
    expect(window.history.length).toBe(lengthBefore);
  });

  it('leaves the history alone when there is no at', () => {
    window.history.replaceState(null, '', '/campaigns?a=1');
    const spy = vi.spyOn(window.history, 'replaceState');
    stripAtParam(window);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
