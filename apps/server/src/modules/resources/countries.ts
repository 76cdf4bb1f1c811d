import type { Country } from '@panel/contract';
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

export function listCountries(hideOther: boolean): Country[] {
  return hideOther ? ALL : [...ALL, OTHER_COUNTRY];
}

/** A real country (never 'Other') by two-letter code. */
export function findCountry(alpha2: string): Country | undefined {
  return BY_CODE.get(alpha2.toUpperCase());
}
