import { type Profile, type ProfileUpdate, profileSchema, profileUpdateSchema } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshQueries } from '@/lib/query-client';
import { userQueryKey } from '@/lib/session/get-user';
import { profileQueryKey } from './get-profile.ts';

/** PUT /api/v1/profile/info: a partial update; e-mail and role are not part of it. */
export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return apiRequest('/api/v1/profile/info', profileSchema, {
    method: 'PUT',
    body: profileUpdateSchema.parse(body),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The account menu shows the user's name, which may just have changed.
      return refreshQueries(queryClient, userQueryKey);
    },
  });
}
