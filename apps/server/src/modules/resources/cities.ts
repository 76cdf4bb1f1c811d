import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CITY_LIMIT_DEFAULT, type City, type Country } from '@panel/contract';
import { DATA_DIR, folderOf, readCities, readJson, type StateFile } from './city-files.ts';
import { countriesOfCities } from './city-index.ts';
import { foldName, populationOf } from './city-population.ts';
import { findCountry } from './countries.ts';
import { firstLevelRegion } from './regions.ts';

/**
 * Cities from `@countrystatecity/countries` (see city-files.ts), which ships one JSON file per
 * state: 150,000 cities in 44 MB. Nothing is read at start-up; a country's files are read on
 * its first query and kept, trimmed to what we serve.
 */
type Indexed = City & { key: string; population: number };
const loaded = new Map<string, Promise<Indexed[]>>();

/** Case- and accent-blind key, so 'sao' finds 'São Paulo'. */
const fold = foldName;

const byName = (a: City, b: City) => a.name.localeCompare(b.name, 'en');

async function loadCountry(country: Country): Promise<Indexed[]> {
  const countryDir = folderOf(await readdir(DATA_DIR), country.alpha2);
  if (!countryDir) return [];
  const stateDirs = await readdir(join(DATA_DIR, countryDir));
  const cities: Indexed[] = [];
  for (const state of await readJson<StateFile[]>(DATA_DIR, countryDir, 'states.json')) {
    const stateDir = folderOf(stateDirs, state.iso2);
    if (!stateDir) continue;
    const regionId = firstLevelRegion(state.iso3166_2);
    for (const c of await readCities(DATA_DIR, countryDir, stateDir)) {
      cities.push({
        id: c.id,
        name: c.name,
        country_id: Number(country.id),
        country: country.alpha2,
        region_id: regionId,
        latitude: Number(c.latitude),
        longitude: Number(c.longitude),
        key: fold(c.name),
        population: populationOf(country.alpha2, c.name, Number(c.latitude), Number(c.longitude)),
      });
    }
  }
  // Biggest first (issue 18): a buyer looks for Munich, not Aach; a search keeps this order within each rank.
  return cities.sort((a, b) => b.population - a.population || byName(a, b));
}

function citiesOf(country: Country): Promise<Indexed[]> {
  let pending = loaded.get(country.alpha2);
  if (!pending) {
    pending = loadCountry(country);
    // A failed read is not remembered, so the next request tries again.
    pending.catch(() => loaded.delete(country.alpha2));
    loaded.set(country.alpha2, pending);
  }
  return pending;
}

/**
 * The cities of these ids, by name. With a country only its cities are looked at, which needs
 * no index; without one the index says which countries to read.
 */
async function citiesById(ids: readonly number[], country: Country | undefined): Promise<Indexed[]> {
  const wanted = new Set(ids);
  let countries: Country[];
  if (country) countries = [country];
  else {
    const codes = new Set((await countriesOfCities(wanted)).values());
    countries = [...codes].flatMap((code) => findCountry(code) ?? []);
  }
  const lists = await Promise.all(countries.map(citiesOf));
  return lists.flatMap((list) => list.filter((c) => wanted.has(Number(c.id)))).sort(byName);
}

/** Exact name first, then names starting with the search, then names with a word starting so, then the rest. */
function rank(key: string, search: string): number {
  if (key === search) return 0;
  if (key.startsWith(search)) return 1;
  if (key.includes(` ${search}`) || key.includes(`-${search}`)) return 2;
  return 3;
}

export interface CityFilter {
  /** Only these cities; the limit then defaults to their number. */
  ids?: readonly number[] | undefined;
  regionId?: string | undefined;
  search?: string | undefined;
  limit?: number | undefined;
}

/** Cities of a country, or of any country when `filter.ids` names them. */
export async function findCities(country: Country | undefined, filter: CityFilter): Promise<City[]> {
  const limit = filter.limit ?? filter.ids?.length ?? CITY_LIMIT_DEFAULT;
  let cities = filter.ids ? await citiesById(filter.ids, country) : country ? await citiesOf(country) : [];
  if (filter.regionId) cities = cities.filter((c) => c.region_id === filter.regionId);
  const search = filter.search ? fold(filter.search) : '';
  if (search) {
    cities = cities
      .filter((c) => c.key.includes(search))
      .map((c) => ({ c, r: rank(c.key, search) }))
      .sort((a, b) => a.r - b.r)
      .map(({ c }) => c);
  }
  return cities.slice(0, limit).map(({ key: _, population: __, ...city }) => city);
}
