import { type Group, type GroupBody, groupSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { groupsQueryKey } from '@/lib/resources/get-groups';

/** POST /api/v1/groups: a new, empty group; names are unique per advertiser whatever the case. */
export function createGroup(body: GroupBody): Promise<Group> {
  return apiRequest('/api/v1/groups', groupSchema, { method: 'POST', body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => refreshQueries(queryClient, groupsQueryKey),
  });
}
