import { browserVersionSchema } from '@panel/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceListOptions } from './reference-list.ts';

/** GET /resources/browser_versions: every major version of every browser; group them by `browser_id`. */
export const browserVersionsQueryOptions = () =>
  referenceListOptions('browser_versions', browserVersionSchema);

export function useBrowserVersions() {
  return useQuery(browserVersionsQueryOptions());
}
