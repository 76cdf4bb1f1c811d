import type { City } from '@panel/contract';
import { findCities } from '../resources/cities.ts';
import { foldName } from '../resources/city-population.ts';
import type { Audience } from './bid-request.ts';
import type { CampaignEntry } from './campaign-entry.ts';

/**
 * OpenRTB names a city (`device.geo.city`, "São Paulo"), campaigns target it by id. The snapshot
 * keeps the names of the cities some active campaign targets (included or excluded): a request's
 * city matters only to those, and the 150,000-city database stays on disk. A city no campaign
 * targets stays 0, in the auction and in the statistics. Names are compared case- and
 * accent-blind, within the request's country; where one country has two targeted cities of a
 * name (Springfield, US-IL and US-MA), the request's region tells them apart.
 */
export type CityNames = ReadonlyMap<string, number>;

const key = (country: string, region: string, folded: string) => `${country}|${region}|${folded}`;

/** The names of `cities`: by country and name, and by country, region and name. */
export function cityNamesOf(cities: readonly City[]): Map<string, number> {
  const names = new Map<string, number>();
  for (const city of cities) {
    const folded = foldName(city.name);
    const id = Number(city.id);
    if (city.region_id) names.set(key(city.country, city.region_id, folded), id);
    const countryWide = key(city.country, '', folded);
    // A name two targeted cities of one country share needs the region: alone it names neither.
    names.set(countryWide, names.has(countryWide) ? 0 : id);
  }
  return names;
}

/** Reads the cities the campaigns target (a country's files each, kept by the resources module). */
export async function loadCityNames(campaigns: Iterable<CampaignEntry>): Promise<Map<string, number>> {
  const ids = new Set<number>();
  for (const c of campaigns) if (c.cities) for (const id of c.cities.values) ids.add(id);
  if (ids.size === 0) return new Map();
  return cityNamesOf(await findCities(undefined, { ids: [...ids] }));
}

/** `device.geo.city` as the names are kept: case- and accent-blind; '' when absent. */
export const foldCityName = (name: string) => (name ? foldName(name) : '');

/** The id of the request's city among the targeted ones, or 0. */
export function cityOf(
  names: CityNames,
  audience: Pick<Audience, 'country' | 'region' | 'cityName'>,
): number {
  // Folding costs a Unicode normalisation: only when some campaign targets a city.
  if (!audience.cityName || !audience.country || names.size === 0) return 0;
  const folded = foldCityName(audience.cityName);
  return (
    (audience.region ? names.get(key(audience.country, audience.region, folded)) : undefined) ??
    names.get(key(audience.country, '', folded)) ??
    0
  );
}
