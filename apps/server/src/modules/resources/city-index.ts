import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { codeOfFolder, DATA_DIR, readCities } from './city-files.ts';
import { findCountry } from './countries.ts';

/**
 * Which country each city is in, by id. Ids are unique across the database but its files are
 * by country and state, so a city named by id alone (a saved campaign's targeting) needs this.
 * Built on the first lookup, never at start-up: it reads every cities file once (4,279 files,
 * 44 MB of JSON; measured here 0.7 to 2.5 s, about 1 s of CPU, with 28 MB of heap in passing) and
 * keeps the 153,000 ids sorted in typed arrays, 6 bytes a city (0.9 MB), searched by bisection:
 * 100 ids take under a millisecond.
 */
interface CityIndex {
  ids: Int32Array;
  /** Per id, the position of its country in `countries`. */
  owners: Uint16Array;
  countries: string[];
}

async function buildIndex(): Promise<CityIndex> {
  const countries: string[] = [];
  const found: { id: number; owner: number }[] = [];
  for (const entry of await readdir(DATA_DIR, { withFileTypes: true })) {
    const code = entry.isDirectory() ? codeOfFolder(entry.name) : undefined;
    // Only countries we list can be targeted (and their cities served).
    if (!code || !findCountry(code)) continue;
    const owner = countries.push(code) - 1;
    for (const state of await readdir(join(DATA_DIR, entry.name), { withFileTypes: true })) {
      if (!state.isDirectory()) continue;
      for (const city of await readCities(DATA_DIR, entry.name, state.name))
        found.push({ id: city.id, owner });
    }
  }
  found.sort((a, b) => a.id - b.id);
  return {
    ids: Int32Array.from(found, (f) => f.id),
    owners: Uint16Array.from(found, (f) => f.owner),
    countries,
  };
}

let index: Promise<CityIndex> | undefined;

function cityIndex(): Promise<CityIndex> {
  if (!index) {
    index = buildIndex();
    // A failed build is not remembered, so the next lookup tries again.
    index.catch(() => {
      index = undefined;
    });
  }
  return index;
}

function positionOf(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = ids[mid] as number;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The two-letter country of each id that names a city we list; other ids are left out. */
export async function countriesOfCities(ids: Iterable<number>): Promise<Map<number, string>> {
  const { ids: sorted, owners, countries } = await cityIndex();
  const found = new Map<number, string>();
  for (const id of ids) {
    const at = positionOf(sorted, id);
    const country = at < 0 ? undefined : countries[owners[at] as number];
    if (country) found.set(id, country);
  }
  return found;
}
