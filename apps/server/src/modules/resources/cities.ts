import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CITY_LIMIT_DEFAULT, type City, type Country } from '@panel/contract';
import { firstLevelRegion } from './regions.ts';

/**
 * Cities from `@countrystatecity/countries` (the countries-states-cities database, ODbL),
 * which ships one JSON file per state: 150,000 cities in 62 MB. Nothing is read at start-up;
 * a country's files are read on its first query and kept, trimmed to what we serve.
 *
 * The files are read from the package's exported `data/*` folder (Country-XX/State-YY/
 * cities.json) rather than through its loader, whose dynamic import() of every file takes
 * about a second a country under tsx; read directly, a country takes about 30 ms.
 */
const DATA_DIR = dirname(
  createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'),
);

type StateFile = { iso2: string; iso3166_2: string | null };
type CityFile = { id: number; name: string; latitude: string; longitude: string };
type Indexed = City & { key: string };
const loaded = new Map<string, Promise<Indexed[]>>();

/** Case- and accent-blind key, so 'sao' finds 'São Paulo'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const readJson = async <T>(...path: string[]): Promise<T> =>
  JSON.parse(await readFile(join(...path), 'utf8'));

/** Folders end in their code: United_States-US, California-CA. */
const folderOf = (folders: string[], code: string) => folders.find((f) => f.endsWith(`-${code}`));

async function loadCountry(country: Country): Promise<Indexed[]> {
  const countryDir = folderOf(await readdir(DATA_DIR), country.alpha2);
  if (!countryDir) return [];
  const stateDirs = await readdir(join(DATA_DIR, countryDir));
  const cities: Indexed[] = [];
  for (const state of await readJson<StateFile[]>(DATA_DIR, countryDir, 'states.json')) {
    const stateDir = folderOf(stateDirs, state.iso2);
    if (!stateDir) continue;
    const regionId = firstLevelRegion(state.iso3166_2);
    for (const c of await readJson<CityFile[]>(DATA_DIR, countryDir, stateDir, 'cities.json').catch(
      () => [],
    )) {
      cities.push({
        id: c.id,
        name: c.name,
        country_id: Number(country.id),
        country: country.alpha2,
        region_id: regionId,
        latitude: Number(c.latitude),
        longitude: Number(c.longitude),
        key: fold(c.name),
      });
    }
  }
  return cities.sort((a, b) => a.name.localeCompare(b.name, 'en'));
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

/** Exact name first, then names starting with the search, then names with a word starting so, then the rest. */
function rank(key: string, search: string): number {
  if (key === search) return 0;
  if (key.startsWith(search)) return 1;
  if (key.includes(` ${search}`) || key.includes(`-${search}`)) return 2;
  return 3;
}

export interface CityFilter {
  regionId?: string | undefined;
  search?: string | undefined;
  limit?: number | undefined;
}

export async function findCities(country: Country, filter: CityFilter): Promise<City[]> {
  const limit = filter.limit ?? CITY_LIMIT_DEFAULT;
  let cities = await citiesOf(country);
  if (filter.regionId) cities = cities.filter((c) => c.region_id === filter.regionId);
  const search = filter.search ? fold(filter.search) : '';
  if (search) {
    cities = cities
      .filter((c) => c.key.includes(search))
      .map((c) => ({ c, r: rank(c.key, search) }))
      .sort((a, b) => a.r - b.r)
      .map(({ c }) => c);
  }
  return cities.slice(0, limit).map(({ key: _, ...city }) => city);
}
