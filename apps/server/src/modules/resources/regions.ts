import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Country, Region } from '@panel/contract';
import { iso31662 } from 'iso-3166';
import { DATA_DIR, folderOf } from './city-files.ts';

/**
 * First-level ISO 3166-2 subdivisions from `iso-3166` (wooorm's, scraped from the standard's
 * Wikipedia tables). Only first-level entries are listed, the level GeoIP databases report
 * (US states, German Länder, French régions); deeper ones are mapped up to them.
 */
const PARENT = new Map(iso31662.map((s) => [s.code, s.parent]));

const BY_COUNTRY = new Map<string, { code: string; name: string }[]>();
for (const s of iso31662) {
  if (s.parent.length !== 2) continue;
  const list = BY_COUNTRY.get(s.parent) ?? [];
  list.push(s);
  BY_COUNTRY.set(s.parent, list);
}
for (const list of BY_COUNTRY.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));

const FIRST_LEVEL = new Set([...BY_COUNTRY.values()].flatMap((list) => list.map((s) => s.code)));

/** A code /resources/regions lists (`US-CA`), not a deeper one (`FR-69`) nor an unknown one. */
export const isFirstLevelRegion = (code: string) => FIRST_LEVEL.has(code);

let countryFolders: string[] | undefined;
const englishByCountry = new Map<string, Map<string, string>>();

/**
 * English names of a country's subdivisions (Bavaria for Bayern), by ISO 3166-2 code, from the
 * states of `@countrystatecity/countries` (which has them as `name`, the local one as `native`).
 * Read once per country, on first use; a country the data lacks has none.
 */
function englishNames(alpha2: string): Map<string, string> {
  let names = englishByCountry.get(alpha2);
  if (names) return names;
  names = new Map();
  try {
    countryFolders ??= readdirSync(DATA_DIR);
    const folder = folderOf(countryFolders, alpha2);
    if (folder) {
      const states = JSON.parse(readFileSync(join(DATA_DIR, folder, 'states.json'), 'utf8')) as {
        name?: string;
        iso3166_2?: string | null;
      }[];
      for (const state of states)
        if (state.iso3166_2 && state.name) names.set(state.iso3166_2, state.name.trim());
    }
  } catch {
    // Without the file the regions keep their ISO names: searchable, only not in English.
  }
  englishByCountry.set(alpha2, names);
  return names;
}

const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function regionsOf(country: Country): Region[] {
  const english = englishNames(country.alpha2);
  return (BY_COUNTRY.get(country.alpha2) ?? []).map((s) => {
    const en = english.get(s.code);
    return {
      id: s.code,
      name: s.name,
      // Only where it differs beyond accents: Bavaria for Bayern, not Baden-Wurttemberg again.
      name_en: en && folded(en) !== folded(s.name) ? en : null,
      country_id: Number(country.id),
      country: country.alpha2,
    };
  });
}

/** The first-level region a subdivision code belongs to (`FR-69` -> `FR-ARA`); null if unknown. */
export function firstLevelRegion(code: string | null | undefined): string | null {
  let current = code ?? undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const parent = PARENT.get(current);
    if (parent === undefined) return null;
    if (parent.length === 2) return current;
    current = parent;
  }
  return null;
}
