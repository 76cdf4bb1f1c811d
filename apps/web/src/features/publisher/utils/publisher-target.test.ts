import { describe, expect, it } from 'vitest';
import { publisherTarget } from './publisher-target.ts';

const ORIGIN = 'https://panel.example.com';

describe('publisherTarget', () => {
  it("goes to this host's own area when the server names none", () => {
    expect(publisherTarget(null, ORIGIN)).toEqual({ kind: 'here', href: `${ORIGIN}/pub/sites/` });
  });

  it('goes straight to an address on this host, with no handoff', () => {
    expect(publisherTarget(`${ORIGIN}/pub/zones/`, ORIGIN)).toEqual({
      kind: 'here',
      href: `${ORIGIN}/pub/zones/`,
    });
  });

  it('never sends the redirect page to itself', () => {
    expect(publisherTarget(`${ORIGIN}/pub/redirect/`, ORIGIN).href).toBe(`${ORIGIN}/pub/sites/`);
  });

  it('needs a handoff for another host, even one that differs only by port or scheme', () => {
    expect(publisherTarget('https://pub.example.com/pub/sites/', ORIGIN).kind).toBe('elsewhere');
    expect(publisherTarget('http://panel.example.com/pub/sites/', ORIGIN).kind).toBe('elsewhere');
    expect(publisherTarget('https://panel.example.com:8443/pub/sites/', ORIGIN).kind).toBe('elsewhere');
  });
});
