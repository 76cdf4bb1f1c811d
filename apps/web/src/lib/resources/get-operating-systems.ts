import { osSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/os: operating system families. */
export const operatingSystemsQueryOptions = () => referenceListOptions('os', osSchema);

export function useOperatingSystems() {
  return useQuery(operatingSystemsQueryOptions());
}
