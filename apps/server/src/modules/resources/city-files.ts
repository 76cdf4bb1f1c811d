import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The data of `@countrystatecity/countries` (the countries-states-cities database, ODbL): one
 * folder a country, one a state, each with its cities.json. Read from the package's exported
 * `data/*` folder rather than through its loader, whose dynamic import() of every file takes
 * about a second a country under tsx; read directly, a country takes about 30 ms.
 */
export const DATA_DIR = dirname(
  createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'),
);

export type StateFile = { iso2: string; iso3166_2: string | null };
export type CityFile = { id: number; name: string; latitude: string; longitude: string };

export const readJson = async <T>(...path: string[]): Promise<T> =>
  JSON.parse(await readFile(join(...path), 'utf8'));

/** A state without cities has no cities.json. */
export const readCities = (...path: string[]) =>
  readJson<CityFile[]>(...path, 'cities.json').catch((): CityFile[] => []);

/** Folders end in their code: United_States-US, California-CA. */
export const folderOf = (folders: string[], code: string) => folders.find((f) => f.endsWith(`-${code}`));

/** The two-letter code a folder ends in. */
export const codeOfFolder = (folder: string) => /-([A-Z0-9]+)$/.exec(folder)?.[1];
