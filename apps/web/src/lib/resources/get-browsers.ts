import { browserSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/browsers: browser families. */
export const browsersQueryOptions = () => referenceListOptions('browsers', browserSchema);

export function useBrowsers() {
  return useQuery(browsersQueryOptions());
}
