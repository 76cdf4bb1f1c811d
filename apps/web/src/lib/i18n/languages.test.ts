import { UI_LANGUAGES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { languageName, OFFERED_LANGUAGES } from './languages.ts';

describe('language names', () => {
  it('names each language in itself, the same in every browser (made at build time)', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ja')).toBe('日本語');
    // The four Debian's Chromium named in English when the browser made the names.
    expect(languageName('hy')).toBe('Հայերեն');
    expect(languageName('mk')).toBe('Македонски');
    expect(languageName('sq')).toBe('Shqip');
    expect(languageName('ka')).not.toBe('Georgian');
  });

  it('has a name of its own for every language the panel offers', () => {
    for (const language of OFFERED_LANGUAGES) expect(languageName(language)).not.toBe(language);
    expect(new Set(UI_LANGUAGES.map(languageName)).size).toBe(UI_LANGUAGES.length);
  });
});
