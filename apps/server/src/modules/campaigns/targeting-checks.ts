import { type MessageKey, OTHER_ID, type Targeting } from '@panel/contract';
import { text } from '../../lib/i18n.ts';
import { listBrowserVersions } from '../resources/browser-versions.ts';
import { listBrowsers } from '../resources/browsers.ts';
import { carrierIds } from '../resources/carriers.ts';
import { countriesOfCities } from '../resources/city-index.ts';
import { listConnectionTypes } from '../resources/connection-types.ts';
import { listDeviceTypes } from '../resources/device-types.ts';
import { listLanguages } from '../resources/languages.ts';
import { listOperatingSystems } from '../resources/operating-systems.ts';
import { listOsVersions } from '../resources/os-versions.ts';
import { isFirstLevelRegion } from '../resources/regions.ts';
import type { FieldErrors } from './store-checks.ts';

type Item = { id: number | string };
const idsOf = (items: readonly Item[]) => new Set(items.map((item) => Number(item.id)));

/**
 * Targeting ids checked against the server's reference lists (countries, traffic categories and
 * subscription periods are checked elsewhere). The lists are taken whole, 'Other' (id 0)
 * included: traffic no one can place is a valid thing to buy or to leave out.
 */
const LISTS: [dimension: 'languages' | 'device_types' | 'connection_types' | 'carriers', Set<number>][] = [
  ['languages', idsOf(listLanguages(false))],
  ['device_types', idsOf(listDeviceTypes(false))],
  ['connection_types', idsOf(listConnectionTypes(false))],
  // The listed carriers and the other code pairs of their brands, which campaigns saved before
  // the list showed each brand once may hold (they count as the brand's listed carrier).
  ['carriers', new Set([OTHER_ID, ...carrierIds().keys()])],
];

/** Each carrier's country; 'Other' (id 0) is in none and fits every campaign. */
const CARRIER_COUNTRY = carrierIds();

/** The connection types whose traffic comes through a mobile network: the cellular one. */
const CELLULAR = new Set(
  listConnectionTypes(true)
    .filter((type) => type.carriers)
    .map((type) => Number(type.id)),
);

/** The versions of each family, by family id: a version must be one of the family it is listed under. */
const versionsBy = (families: readonly Item[], versionsOf: (id: number) => Item[]) =>
  new Map(families.map((f) => [Number(f.id), idsOf(versionsOf(Number(f.id)))]));

const FAMILIES: {
  dimension: 'os' | 'browsers';
  versions: Map<number, Set<number>>;
  wrongVersion: MessageKey;
}[] = [
  {
    dimension: 'os',
    versions: versionsBy(listOperatingSystems(false), listOsVersions),
    wrongVersion: 'validation.osVersion',
  },
  {
    dimension: 'browsers',
    versions: versionsBy(listBrowsers(false), listBrowserVersions),
    wrongVersion: 'validation.browserVersion',
  },
];

const unknownItem = () => text('validation.unknownItem');

function checkLists(errors: FieldErrors, targeting: Targeting) {
  for (const [dimension, known] of LISTS) {
    targeting[dimension].values.forEach((id, i) => {
      if (!known.has(id)) errors.add(`targeting.${dimension}.values.${i}`, unknownItem());
    });
  }
  for (const { dimension, versions: byFamily, wrongVersion } of FAMILIES) {
    targeting[dimension].values.forEach((entry, i) => {
      const at = `targeting.${dimension}.values.${i}`;
      const versions = byFamily.get(entry.id);
      if (!versions) errors.add(`${at}.id`, unknownItem());
      else
        entry.version_ids.forEach((id, j) => {
          if (!versions.has(id)) errors.add(`${at}.version_ids.${j}`, text(wrongVersion));
        });
    });
  }
}

/**
 * Named mobile networks carry cellular traffic only: when the connection types leave cellular out
 * (they include others only, or exclude it), the networks would buy, or leave out, nothing. The
 * 'Other' network alone is no contradiction: it also stands for traffic without a SIM.
 */
function checkCarriersNeedCellular(errors: FieldErrors, targeting: Targeting) {
  if (!targeting.carriers.values.some((id) => id !== OTHER_ID)) return;
  const { mode, values } = targeting.connection_types;
  const cellular = values.some((id) => CELLULAR.has(id));
  if (mode === 'include' ? values.length > 0 && !cellular : cellular)
    errors.add('targeting.carriers.values', text('validation.carriersNeedCellular'));
}

/** The countries a campaign is limited to, if it is. */
const includedCountries = (targeting: Targeting) =>
  targeting.countries.mode === 'include' && targeting.countries.values.length > 0
    ? new Set(targeting.countries.values)
    : undefined;

/** The two-letter country of each region, city and carrier targeted; unknown ones are left out. */
async function placesOf(targeting: Targeting) {
  const regions = targeting.regions.values.map((code) =>
    isFirstLevelRegion(code) ? code.slice(0, 2) : undefined,
  );
  const byCity =
    targeting.cities.values.length > 0
      ? await countriesOfCities(targeting.cities.values)
      : new Map<number, string>();
  return {
    regions,
    cities: targeting.cities.values.map((id) => byCity.get(id)),
    carriers: targeting.carriers.values.map((id) => CARRIER_COUNTRY.get(id)),
  };
}

/**
 * Regions and cities must exist, and when the campaign includes some countries they, and the
 * mobile networks it targets, must lie in one of them, whatever their own mode: a place outside
 * them buys nothing when included and leaves out nothing when excluded, so it is a mistake (most
 * often a country taken off the list with its cities or networks left behind), and the editor
 * only offers places and networks of the included countries. Excluded countries set no such
 * rule: including cities of other countries under them is how a campaign says "these cities, not
 * that country". The 'Other' network belongs to no country and fits any. (Unknown carrier ids are
 * reported by checkLists.)
 */
async function checkPlaces(errors: FieldErrors, targeting: Targeting) {
  const included = includedCountries(targeting);
  const places = await placesOf(targeting);
  for (const dimension of ['regions', 'cities'] as const) {
    places[dimension].forEach((country, i) => {
      const at = `targeting.${dimension}.values.${i}`;
      if (!country) errors.add(at, unknownItem());
      else if (included && !included.has(country)) errors.add(at, text('validation.outsideCountries'));
    });
  }
  places.carriers.forEach((country, i) => {
    if (country && included && !included.has(country))
      errors.add(`targeting.carriers.values.${i}`, text('validation.carrierOutsideCountries'));
  });
}

/**
 * Every reference id of the targeting names an item of its list, and the lists agree with each
 * other (places and networks in the included countries, networks only with cellular traffic);
 * see each check for the rules.
 */
export async function checkTargetingIds(errors: FieldErrors, targeting: Targeting) {
  checkLists(errors, targeting);
  checkCarriersNeedCellular(errors, targeting);
  await checkPlaces(errors, targeting);
}

/**
 * Whether every known region, city and carrier targeted lies in the included countries; the
 * countries-only call (PUT .../countries/include) asks this, so it cannot leave places or
 * networks behind that no country of the campaign holds.
 */
export async function placesFitCountries(targeting: Targeting): Promise<boolean> {
  const included = includedCountries(targeting);
  if (!included) return true;
  const places = await placesOf(targeting);
  return [...places.regions, ...places.cities, ...places.carriers].every(
    (country) => !country || included.has(country),
  );
}
