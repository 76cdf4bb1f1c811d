import { isUiLanguage, type User } from '@panel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { changeLanguage, rememberLanguage } from '@/lib/i18n/languages';
import { userQueryKey } from '@/lib/session/get-user';

/** Only the field this call changes: the profile's schemas bring the phone rules (40 kB) into every page. */
const savedLanguage = z.object({ language: z.string().nullable() });

/**
 * The profile's language wins over this browser's once the user is known (a colleague's browser,
 * a new device); a language picked while signed in is kept in the profile. Returns what the
 * header's picker calls with the language chosen.
 */
export function useProfileLanguage(user: User): (language: string) => void {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: string) =>
      apiRequest('/api/v1/profile/info', savedLanguage, { method: 'PUT', body: { language } }),
    onSuccess: (profile) => {
      queryClient.setQueryData<User | null>(userQueryKey, (u) =>
        u ? { ...u, language: profile.language } : u,
      );
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const saved = user.language;
  useEffect(() => {
    if (!saved || saved === i18n.language) return;
    rememberLanguage(saved);
    void changeLanguage(saved);
  }, [saved, i18n]);
  return (language) => {
    if (language !== saved && isUiLanguage(language)) save.mutate(language);
  };
}
