import { type Group, groupSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '../get-all-pages.ts';
import { REFERENCE_STALE_TIME } from './reference-list.ts';

/** The root key of the caller's groups: whatever creates, renames or deletes a group invalidates it. */
export const groupsQueryKey = ['groups'] as const;

/** The most the groups call returns at once; a picker reads as many pages as it takes to show them all. */
const GROUPS_PER_PAGE = 100;

/**
 * GET /api/v1/groups?with_no_group=...: the caller's campaign groups by name; with `withNoGroup`
 * the 'No group' entry (id 0) comes first, for filters. Kept for the session like the reference
 * lists; the campaign feature invalidates `groupsQueryKey` when it changes a group.
 */
export function getGroups(withNoGroup: boolean, signal?: AbortSignal): Promise<Group[]> {
  return getAllPages('/api/v1/groups', groupSchema, {
    query: { with_no_group: String(withNoGroup), sort: 'name' },
    perPage: GROUPS_PER_PAGE,
    signal,
  });
}

export const groupsQueryOptions = ({ withNoGroup = false }: { withNoGroup?: boolean } = {}) =>
  queryOptions({
    queryKey: [...groupsQueryKey, { withNoGroup }],
    queryFn: ({ signal }) => getGroups(withNoGroup, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export function useGroups(options: { withNoGroup?: boolean } = {}) {
  return useQuery(groupsQueryOptions(options));
}
