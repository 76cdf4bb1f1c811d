import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLICK_LINK_MAX, CLICK_LINK_TTL_S, decodeClickLink, encodeClickLink } from './click-link.ts';
import { clickIdOf, clickKeyOf, createSigner, newClickKey } from './signing.ts';

const signer = createSigner('a-test-secret');
const NOW = 1_800_000_000;
const context = {
  advertiserId: 7,
  campaignId: 42,
  creativeId: 9,
  sspId: 3,
  zoneId: 'Zx-17',
  siteId: '55',
  country: 'DE',
  adFormat: 'banner-300x250',
  bidMicros: 1_250_000,
  servedAt: NOW - 60,
};

describe('click links', () => {
  it('give back what was signed, with defaults for what was left out', () => {
    const link = encodeClickLink(signer, context);
    const decoded = decodeClickLink(signer, link, NOW);
    expect(decoded).toEqual({
      context: expect.objectContaining({ ...context, sspEndpointId: 0, region: '', language: '' }),
    });
  });

  it('are refused when any character changes', () => {
    const link = encodeClickLink(signer, context);
    fc.assert(
      fc.property(fc.nat({ max: link.length - 1 }), fc.constantFrom(...'AbZ09_-.'), (at, ch) => {
        fc.pre(link[at] !== ch);
        const altered = link.slice(0, at) + ch + link.slice(at + 1);
        expect('refused' in decodeClickLink(signer, altered, NOW)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('cannot be pointed at another campaign, even with a valid signature of something else', () => {
    const other = encodeClickLink(signer, { ...context, campaignId: 43 });
    const [payload] = other.split('.');
    const [, signature] = encodeClickLink(signer, context).split('.');
    expect(decodeClickLink(signer, `${payload}.${signature}`, NOW)).toEqual({ refused: 'forged' });
    // Signed with another database's key.
    expect(decodeClickLink(createSigner('another-secret'), other, NOW)).toEqual({ refused: 'forged' });
  });

  it('expire after the TTL and are refused from the future', () => {
    const link = encodeClickLink(signer, context);
    expect(decodeClickLink(signer, link, context.servedAt + CLICK_LINK_TTL_S)).toHaveProperty('context');
    expect(decodeClickLink(signer, link, context.servedAt + CLICK_LINK_TTL_S + 1)).toEqual({
      refused: 'expired',
    });
    const future = encodeClickLink(signer, { ...context, servedAt: NOW + 3600 });
    expect(decodeClickLink(signer, future, NOW)).toEqual({ refused: 'expired' });
  });

  it('refuse junk of any shape without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2 * CLICK_LINK_MAX }), (junk) => {
        expect('refused' in decodeClickLink(signer, junk, NOW)).toBe(true);
      }),
      { numRuns: 500 },
    );
    // A signed payload that is not a context (a bidder bug) is malformed, not a crash.
    const payload = Buffer.from('[1,2]').toString('base64url');
    expect(decodeClickLink(signer, `${payload}.${signer.sign('link', payload)}`, NOW)).toEqual({
      refused: 'malformed',
    });
  });
});

describe('click ids', () => {
  it('verify with the key that signed them, and only as click ids', () => {
    const key = newClickKey();
    const id = clickIdOf(signer, key);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}$/);
    expect(clickKeyOf(signer, id)).toBe(key);
    expect(clickKeyOf(createSigner('another-secret'), id)).toBeNull();
    // A link signature over the same text is not a click signature.
    expect(clickKeyOf(signer, `${key}.${signer.sign('link', key)}`)).toBeNull();
    expect(clickKeyOf(signer, `${newClickKey()}.${id.split('.')[1]}`)).toBeNull();
    expect(clickKeyOf(signer, key)).toBeNull();
    expect(clickKeyOf(signer, '{click_id}')).toBeNull();
  });
});
