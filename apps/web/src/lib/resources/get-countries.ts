import { type Country, countrySchema, isBlockedCountry } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';

/**
 * GET /resources/countries?hide_other=true. Blocked countries are dropped here, once, so no
 * country or phone code choice can offer them even if a server list still carried one.
 */
export async function getCountries(): Promise<Country[]> {
  const countries = await apiRequest('/resources/countries', z.array(countrySchema), {
    query: { hide_other: 'true' },
  });
  return countries.filter((country) => !isBlockedCountry(country.alpha2));
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['resources', 'countries'],
    queryFn: getCountries,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
