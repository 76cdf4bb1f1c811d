import { osVersionSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/os_versions: every version of every OS, by position; group them by `os_id`. */
export const osVersionsQueryOptions = () => referenceListOptions('os_versions', osVersionSchema);

export function useOsVersions() {
  return useQuery(osVersionsQueryOptions());
}
