import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messagesEn, referenceMessagesEn, UI_LANGUAGES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { enAll as en } from '@/lib/i18n/en-signed-in';

/**
 * Every language's two catalogs held to English: the same keys (plural keys re-cut by the
 * language's CLDR categories), the same {{placeholders}}, {macros} and tags, and no string left in
 * English unless the language really writes it so (same-as-english/<tag>.json lists those keys) or
 * it holds nothing to translate (acronyms such as CPM, CTR and eCPM, macros, addresses).
 */
// Paths, not URLs: jsdom's URL is not one node:fs takes.
const WEB_DIR = import.meta.dirname;
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../../../packages/contract/locales');
const SAME_DIR = path.join(import.meta.dirname, 'same-as-english');

type Catalog = Record<string, string>;
const read = (file: string): Catalog => JSON.parse(readFileSync(file, 'utf8'));
const tagsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Expected {
  english: string;
  /** For a plural form: the placeholders any English form has. */
  anyForm?: Set<string>;
  category?: string;
}

/** The keys a language must have, from an English catalog. */
function expectedKeys(english: Catalog, language: string): Map<string, Expected> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, Expected>();
  const bases = new Set<string>();
  for (const key of Object.keys(english)) {
    const suffix = PLURAL_SUFFIX.exec(key);
    const base = suffix ? key.slice(0, -suffix[0].length) : '';
    if (suffix && `${base}_other` in english) bases.add(base);
    else expected.set(key, { english: english[key] ?? '' });
  }
  for (const base of bases) {
    const forms = Object.keys(english).filter((k) => k.startsWith(`${base}_`) && PLURAL_SUFFIX.test(k));
    const anyForm = new Set(forms.flatMap((k) => [...placeholders(english[k] ?? '')]));
    for (const category of categories)
      expected.set(`${base}_${category}`, { english: english[`${base}_other`] ?? '', anyForm, category });
  }
  return expected;
}

function placeholders(text: string): Set<string> {
  const found = new Set<string>();
  let at = text.indexOf('{{');
  while (at >= 0) {
    const end = text.indexOf('}}', at);
    if (end < 0) break;
    found.add(text.slice(at + 2, end).trim());
    at = text.indexOf('{{', end);
  }
  return found;
}

/** `{click_id}`-style macros, which a translation keeps as they are. */
function macros(text: string): string {
  const found: string[] = [];
  const plain = text.replaceAll('{{', '\u0001').replaceAll('}}', '\u0002');
  for (const part of plain.split('{').slice(1)) {
    const end = part.indexOf('}');
    const name = end > 0 ? part.slice(0, end) : '';
    if (/^[a-z_]+$/.test(name)) found.push(name);
  }
  return found.sort().join(',');
}

const TERMS = new Set(
  'CPM CPC CPA CPV CTR CR eCPM eCPC ROI SSP SSPs DSP DSPs RTB OpenRTB VAST URL URLs API ID IDs IP ISP HTML XML JSON CSV QPS OS UTC iOS Android Windows macOS Linux OK Telegram PNG JPEG GIF WebP MP4 HTTP HTTPS GET POST px KB MB GB ms Popunder Push VPN TV Wi Fi'.split(
    ' ',
  ),
);

/** Nothing to translate: only placeholders, macros, addresses, acronyms, figures and signs. */
function neutral(text: string): boolean {
  const words = text
    .replaceAll(/\{\{[^}]*\}\}/g, ' ')
    .replaceAll(/\{[a-z_]+\}/g, ' ')
    .split(/[\s,.;:!?()[\]/'"«»“”’+\-–—…=<>|*%#&@0-9]+/u)
    .filter((w) => w !== '' && !w.startsWith('http') && !w.includes('@'));
  return words.every((w) => TERMS.has(w) || !/\p{L}{2,}/u.test(w));
}

function problems(language: string, english: Catalog, catalog: Catalog, same: Set<string>): string[] {
  const found: string[] = [];
  const expected = expectedKeys(english, language);
  for (const key of Object.keys(catalog)) if (!expected.has(key)) found.push(`extra key ${key}`);
  for (const [key, want] of expected) {
    const text = catalog[key];
    if (typeof text !== 'string' || text.trim() === '') {
      found.push(`missing key ${key}`);
      continue;
    }
    const has = placeholders(text);
    const wanted = placeholders(want.english);
    if (want.anyForm) {
      for (const p of has) if (!want.anyForm.has(p)) found.push(`${key}: {{${p}}} is in no English form`);
      if (want.category === 'other')
        for (const p of wanted) if (!has.has(p)) found.push(`${key} lacks {{${p}}}`);
    } else {
      for (const p of wanted) if (!has.has(p)) found.push(`${key} lacks {{${p}}}`);
      for (const p of has) if (!wanted.has(p)) found.push(`${key}: {{${p}}} is not in English`);
    }
    if (macros(text) !== macros(want.english)) found.push(`${key}: macros differ from English`);
    if (!want.anyForm && text === want.english && !neutral(text) && !same.has(key))
      found.push(`${key} is still English: "${text}"`);
  }
  return found;
}

const languages = tagsIn(WEB_DIR);
/** The server's catalogs hold its messages and the names of its reference lists (device types...). */
const serverEnglish: Catalog = { ...messagesEn, ...referenceMessagesEn };

describe('the catalogs of every language', () => {
  it('exist for every language of the contract but English, in pairs (web strings and messages)', () => {
    expect([...languages].sort()).toEqual(UI_LANGUAGES.filter((l) => l !== 'en').sort());
    expect(tagsIn(MESSAGES_DIR).sort()).toEqual([...languages].sort());
  });

  it.each(languages)(
    '%s has every key of English, its placeholders and plural forms, and no English left',
    (tag) => {
      const sameFile = path.join(SAME_DIR, `${tag}.json`);
      const same = new Set<string>(existsSync(sameFile) ? JSON.parse(readFileSync(sameFile, 'utf8')) : []);
      const found = [
        ...problems(tag, en, read(path.join(WEB_DIR, `${tag}.json`)), same).map((p) => `web: ${p}`),
        ...problems(tag, serverEnglish, read(path.join(MESSAGES_DIR, `${tag}.json`)), same).map(
          (p) => `messages: ${p}`,
        ),
      ];
      expect(found).toEqual([]);
    },
  );
});

describe('the checker itself', () => {
  const english = {
    'a.title': 'Campaigns',
    'a.count_one': '{{count}} day',
    'a.count_other': '{{count}} days',
  };
  it('finds a missing plural form, a lost placeholder and a string left in English', () => {
    const german = { 'a.title': 'Campaigns', 'a.count_one': '{{count}} Tag', 'a.count_other': 'Tage' };
    expect(problems('de', english, german, new Set())).toEqual([
      'a.title is still English: "Campaigns"',
      'a.count_other lacks {{count}}',
    ]);
    expect(
      problems('ar', english, { 'a.title': 'الحملات', 'a.count_other': '{{count}} أيام' }, new Set()),
    ).toEqual([
      'missing key a.count_few',
      'missing key a.count_many',
      'missing key a.count_one',
      'missing key a.count_two',
      'missing key a.count_zero',
    ]);
  });
  it('lets a word the language shares with English, and acronyms, stay', () => {
    expect(
      problems('de', { 'a.s': 'Status', 'a.c': 'CPM' }, { 'a.s': 'Status', 'a.c': 'CPM' }, new Set(['a.s'])),
    ).toEqual([]);
  });
});
