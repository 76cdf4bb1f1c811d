import { createRequire } from 'node:module';
import { type Country, ENGLISH_MESSAGES, type MessageCatalog, translateMessage } from '@panel/contract';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { tierOf } from './country-tiers.ts';

countries.registerLocale(en);

/** Regional-indicator emoji for a two-letter code; the web shows flag-icons SVGs by the same code. */
function flagEmoji(alpha2: string): string {
  return String.fromCodePoint(...[...alpha2].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * ISO 3166-1 countries from i18n-iso-countries, dial codes from libphonenumber-js. Only
 * places with a telephone dial code are listed (uninhabited territories have none and no
 * one registers from them); the id is the ISO numeric code, stable across releases.
 */
function buildCountries(): Country[] {
  const dialable = new Set<string>(getCountries());
  const names = countries.getNames('en', { select: 'official' });
  return Object.entries(names)
    .filter(([alpha2]) => dialable.has(alpha2))
    .map(([alpha2, label]) => ({
      id: Number(countries.alpha2ToNumeric(alpha2)),
      label,
      value: alpha2,
      alpha2,
      alpha3: countries.alpha2ToAlpha3(alpha2) ?? alpha2,
      dial_code: `+${getCountryCallingCode(alpha2 as Parameters<typeof getCountryCallingCode>[0])}`,
      tier: tierOf(alpha2),
      flag: flagEmoji(alpha2),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/**
 * Traffic from an unknown or unlisted place is reported as 'Other' (code XX, as ad servers
 * do). `hide_other=true` drops it, and no one can register from it.
 */
export const OTHER_COUNTRY: Country = {
  id: 0,
  label: 'Other',
  value: 'XX',
  alpha2: 'XX',
  alpha3: 'XXX',
  dial_code: '',
  tier: 3,
  flag: '🏳',
};

const ALL = buildCountries();
const BY_CODE = new Map(ALL.map((c) => [c.alpha2, c]));

/** The package's locale of a panel language where the two differ; null: it has none. */
const PACKAGE_LOCALE: Record<string, string | null> = {
  'es-419': 'es',
  'pt-BR': 'pt',
  'zh-CN': 'zh',
  'zh-TW': null,
  fil: null,
};
const require = createRequire(import.meta.url);

/**
 * Country names in a panel language, from the locale data i18n-iso-countries carries (the
 * package the list comes from); for the two languages it lacks (Traditional Chinese, Filipino)
 * from the runtime's CLDR data (Intl.DisplayNames); a name missing from both stays English.
 */
function namesIn(language: string): (alpha2: string, english: string) => string {
  const locale = language in PACKAGE_LOCALE ? PACKAGE_LOCALE[language] : language;
  if (locale) {
    try {
      countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
      const names = countries.getNames(locale, { select: 'official' });
      return (alpha2, english) => names[alpha2] ?? english;
    } catch {
      // no locale file: the runtime's names below
    }
  }
  const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  return (alpha2, english) => display.of(alpha2) ?? english;
}

interface Lists {
  all: Country[];
  withOther: Country[];
  byCode: Map<string, string>;
}
const BY_LANGUAGE = new Map<string, Lists>();

/** The list in the catalog's language (English by default), sorted by name in that language. */
export function listCountries(hideOther: boolean, catalog: MessageCatalog = ENGLISH_MESSAGES): Country[] {
  if (catalog.language === 'en') return hideOther ? ALL : [...ALL, OTHER_COUNTRY];
  const lists = listsIn(catalog);
  return hideOther ? lists.all : lists.withOther;
}

function listsIn(catalog: MessageCatalog): Lists {
  let lists = BY_LANGUAGE.get(catalog.language);
  if (!lists) {
    const name = namesIn(catalog.language);
    const collator = new Intl.Collator(catalog.language);
    const all = ALL.map((c) => ({ ...c, label: name(c.alpha2, c.label) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    const other = { ...OTHER_COUNTRY, label: translateMessage('resources.other', {}, catalog) };
    lists = { all, withOther: [...all, other], byCode: new Map(all.map((c) => [c.alpha2, c.label])) };
    BY_LANGUAGE.set(catalog.language, lists);
  }
  return lists;
}

/** A country's name in the catalog's language. */
export function countryName(alpha2: string, catalog: MessageCatalog): string | undefined {
  if (catalog.language === 'en') return findCountry(alpha2)?.label;
  return listsIn(catalog).byCode.get(alpha2.toUpperCase());
}

/** A real country (never 'Other') by two-letter code. */
export function findCountry(alpha2: string): Country | undefined {
  return BY_CODE.get(alpha2.toUpperCase());
}
