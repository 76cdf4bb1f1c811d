import { connectionTypeSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/connection_types; the one with `carriers: true` can be narrowed to carriers. */
export const connectionTypesQueryOptions = () =>
  referenceListOptions('connection_types', connectionTypeSchema);

export function useConnectionTypes() {
  return useQuery(connectionTypesQueryOptions());
}
