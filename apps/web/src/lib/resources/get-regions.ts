import { type Region, regionSchema } from '@panel/contract';
import { useQueries } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/regions?country=US: the first-level ISO 3166-2 regions of one country. */
export const regionsQueryOptions = (country: string) =>
  referenceListOptions('regions', regionSchema, { country: country.toUpperCase() });

export interface RegionsOf {
  regions: Region[];
  isPending: boolean;
  isError: boolean;
}

/** The regions of several countries, one cached call per country, in the countries' order. */
export function useRegionsOf(countries: readonly string[]): RegionsOf {
  return useQueries({
    queries: countries.map((country) => regionsQueryOptions(country)),
    combine: (results) => ({
      regions: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
