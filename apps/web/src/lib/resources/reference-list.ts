import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';

/** Reference lists change only with a release: one load per session is enough. */
export const REFERENCE_STALE_TIME = Number.POSITIVE_INFINITY;

/**
 * GET /resources/{resource}, without the 'Other' entry (spec section 9: reference queries hide
 * it), parsed item by item with the contract's schema and kept for the session.
 */
export function referenceListOptions<T extends z.ZodType>(
  resource: string,
  item: T,
  query: Record<string, string> = {},
) {
  const fullQuery = { hide_other: 'true', ...query };
  return queryOptions({
    queryKey: ['resources', resource, fullQuery],
    queryFn: ({ signal }) =>
      apiRequest(`/resources/${resource}`, z.array(item), { query: fullQuery, signal }),
    staleTime: REFERENCE_STALE_TIME,
  });
}
