import { type City, citySchema } from '@panel/contract';
import { useQueries } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

export const CITY_SEARCH_LIMIT = 20;

/** GET /resources/cities?country=US&search=new: the cities of a country whose name matches. */
export const citiesQueryOptions = (country: string, search: string) =>
  referenceListOptions('cities', citySchema, {
    country: country.toUpperCase(),
    search,
    limit: String(CITY_SEARCH_LIMIT),
  });

/** Cities matching `search` in any of `countries`; nothing is asked for a blank search. */
export function useCitySearch(countries: readonly string[], search: string) {
  const text = search.trim();
  return useQueries({
    queries: countries.map((country) => ({ ...citiesQueryOptions(country, text), enabled: text !== '' })),
    combine: (results) => ({
      cities: results.flatMap((result) => result.data ?? []) as City[],
      isFetching: results.some((result) => result.isFetching),
    }),
  });
}
