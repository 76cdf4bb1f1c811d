import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages.ts';
import { AD_FORMATS, adFormatSchema, compareAdFormats, sortAdFormats } from './ad-formats.ts';

const names = (list: readonly { name: string }[]) => list.map((f) => f.name);

describe('sortAdFormats', () => {
  it('puts numeric names first, then names ending in Push, then the rest by name', () => {
    const input = ['Video', 'In-Page Push', '728x90', 'Calendar', 'Classic Push', '300x250', 'Native'].map(
      (name) => ({ name }),
    );
    expect(names(sortAdFormats(input))).toEqual([
      '300x250',
      '728x90',
      'Classic Push',
      'In-Page Push',
      'Calendar',
      'Native',
      'Video',
    ]);
  });

  it('compares banner sizes by number, not by character', () => {
    const input = ['728x90', '320x50', '300x250', '160x600', '300x600', '970x250'].map((name) => ({ name }));
    expect(names(sortAdFormats(input))).toEqual([
      '160x600',
      '300x250',
      '300x600',
      '320x50',
      '728x90',
      '970x250',
    ]);
  });

  it("ranks 'Push' only at the end of a name", () => {
    const input = [{ name: 'Push to call' }, { name: 'Web Push' }, { name: 'Banner' }];
    expect(names(sortAdFormats(input))).toEqual(['Web Push', 'Banner', 'Push to call']);
  });

  it('does not change the list it is given', () => {
    const input = [{ name: 'b' }, { name: 'a' }];
    sortAdFormats(input);
    expect(names(input)).toEqual(['b', 'a']);
  });

  it('is a total order: every numeric name precedes every Push name, which precedes the rest', () => {
    const name = fc.oneof(
      fc.tuple(fc.nat(2000), fc.nat(2000)).map(([w, h]) => `${w}x${h}`),
      fc.string({ minLength: 1, maxLength: 8 }).map((s) => `${s.replace(/^\d+/, '')} Push`),
      fc.constantFrom('Native', 'Popunder', 'Video', 'VAST', 'HTML tag', 'Calendar', 'Direct link'),
    );
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), (list) => {
        const sorted = sortAdFormats(list.map((n) => ({ name: n })));
        const rank = (n: string) => (/^\d/.test(n) ? 0 : /Push$/.test(n) ? 1 : 2);
        for (let i = 1; i < sorted.length; i += 1) {
          const [a, b] = [sorted[i - 1], sorted[i]] as [{ name: string }, { name: string }];
          expect(rank(a.name)).toBeLessThanOrEqual(rank(b.name));
          expect(compareAdFormats(a, b)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('AD_FORMATS', () => {
  it('lists the formats the issue asks for, each valid, with the lower-cased name as code', () => {
    for (const f of AD_FORMATS) {
      expect(adFormatSchema.parse(f)).toEqual(f);
      expect(f.code).toBe(f.name.toLowerCase());
    }
    expect(names(AD_FORMATS)).toEqual(
      expect.arrayContaining(['300x250', '728x90', '160x600', '320x50', 'Classic Push', 'In-Page Push']),
    );
    expect(names(AD_FORMATS)).toEqual(
      expect.arrayContaining(['Popunder', 'Native', 'Direct link', 'HTML tag', 'Video', 'VAST', 'Calendar']),
    );
  });

  it('is kept in sort order with unique ids', () => {
    expect(names(AD_FORMATS)).toEqual(names(sortAdFormats(AD_FORMATS)));
    expect(new Set(AD_FORMATS.map((f) => f.id)).size).toBe(AD_FORMATS.length);
  });

  it("refuses an item without an id with 'Id is required'", () => {
    const result = adFormatSchema.safeParse({ name: 'Native', family: 'native', code: 'native' });
    expect(result.success).toBe(false);
    const key = result.error?.issues[0]?.message ?? '';
    expect(translateMessage(key)).toBe('Id is required');
  });
});
