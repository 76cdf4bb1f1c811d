import { CITY_IDS_MAX, type City, citySchema } from '@panel/contract';
import { useQueries } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/cities?ids=1,2,3: cities by id, whatever their country. */
export const citiesByIdQueryOptions = (ids: readonly number[]) =>
  referenceListOptions('cities', citySchema, { ids: ids.join(',') });

/**
 * The cities of these ids (a saved campaign's targets), asked for in sorted batches of at most
 * CITY_IDS_MAX, the server's cap; ids that name no city are simply not in `cities`.
 */
export function useCitiesById(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let at = 0; at < sorted.length; at += CITY_IDS_MAX) batches.push(sorted.slice(at, at + CITY_IDS_MAX));
  return useQueries({
    queries: batches.map((batch) => citiesByIdQueryOptions(batch)),
    combine: (results) => ({
      cities: results.flatMap((result) => result.data ?? []) as City[],
      isFetching: results.some((result) => result.isFetching),
    }),
  });
}
