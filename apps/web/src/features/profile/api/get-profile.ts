import { type Profile, profileSchema } from '@panel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/v1/profile/info: the signed-in user's own details. */
export function getProfile(): Promise<Profile> {
  return apiRequest('/api/v1/profile/info', profileSchema);
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
