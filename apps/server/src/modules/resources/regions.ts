import type { Country, Region } from '@panel/contract';
import { iso31662 } from 'iso-3166';

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

export function regionsOf(country: Country): Region[] {
  return (BY_COUNTRY.get(country.alpha2) ?? []).map((s) => ({
    id: s.code,
    name: s.name,
    country_id: Number(country.id),
    country: country.alpha2,
  }));
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
