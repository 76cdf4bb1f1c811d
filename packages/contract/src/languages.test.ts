import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, isRightToLeft, matchLanguage, UI_LANGUAGES } from './languages.ts';
import { messageCatalog, translateMessage } from './messages.ts';

const ALL = new Set<string>(UI_LANGUAGES);

describe('the panel’s languages', () => {
  it('are the 55 of the issue, English first, each a tag the runtime knows', () => {
    expect(UI_LANGUAGES).toHaveLength(55);
    expect(UI_LANGUAGES[0]).toBe('en');
    for (const tag of UI_LANGUAGES) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('turn right to left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(UI_LANGUAGES.filter(isRightToLeft)).toEqual(['ar', 'fa', 'he', 'ur']);
  });
});

describe('matchLanguage', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['fr-CA'], 'fr'],
    [['es-MX'], 'es-419'],
    [['es-ES'], 'es'],
    [['es'], 'es'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT'], 'pt'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant-HK'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['no'], 'nb'],
    [['iw-IL'], 'he'],
    [['tl'], 'fil'],
    [['xx', 'sr-Cyrl-RS'], 'sr'],
    [['EN_us'], 'en'],
  ])('picks for %j the panel’s %s', (wanted, expected) => {
    expect(matchLanguage(wanted, ALL)).toBe(expected);
  });

  it('skips a language the panel does not offer yet, and answers null when none is', () => {
    expect(matchLanguage(['de', 'fr'], new Set(['en', 'fr']))).toBe('fr');
    expect(matchLanguage(['es-MX'], new Set(['en', 'es']))).toBe('es');
    expect(matchLanguage(['xx', 'yy-ZZ'], ALL)).toBeNull();
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, then by place, and leaves out *, q=0 and nonsense', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptLanguageTags('en;q=0.1, ja')).toEqual(['ja', 'en']);
    expect(acceptLanguageTags('de;q=0, ;q=1, it;q=abc')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('reads a header of a hundred thousand commas at once', () => {
    expect(acceptLanguageTags(`${','.repeat(100_000)}de`)).toEqual([]);
  });
});

describe('translateMessage in a catalog', () => {
  const arabic = messageCatalog('ar', {
    'x.days_zero': 'لا أيام',
    'x.days_one': 'يوم واحد',
    'x.days_two': 'يومان',
    'x.days_few': '{{count}} أيام',
    'x.days_many': '{{count}} يومًا',
    'x.days_other': '{{count}} يوم',
  });

  it('picks the plural form by the language’s rules', () => {
    expect(translateMessage('x.days', { count: 0 }, arabic)).toBe('لا أيام');
    expect(translateMessage('x.days', { count: 2 }, arabic)).toBe('يومان');
    expect(translateMessage('x.days', { count: 5 }, arabic)).toBe('5 أيام');
    expect(translateMessage('x.days', { count: 11 }, arabic)).toBe('11 يومًا');
    expect(translateMessage('x.days', { count: 100 }, arabic)).toBe('100 يوم');
  });

  it('falls back to English for a key the catalog lacks', () => {
    expect(translateMessage('validation.maxLength', { max: 5 }, arabic)).toBe('Must be at most 5 characters');
  });
});
