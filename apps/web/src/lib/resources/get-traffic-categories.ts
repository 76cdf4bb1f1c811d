import { trafficCategorySchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/traffic_categories: the kind of site or app traffic comes from. */
export const trafficCategoriesQueryOptions = () =>
  referenceListOptions('traffic_categories', trafficCategorySchema);

export function useTrafficCategories() {
  return useQuery(trafficCategoriesQueryOptions());
}
