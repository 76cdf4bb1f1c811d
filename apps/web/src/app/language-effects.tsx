import { useDirection } from '@mantine/core';
import { isRightToLeft } from '@panel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueryKey } from '@/lib/session/get-user';

/**
 * What a change of language changes beyond the strings: Mantine's direction (right to left for
 * Arabic, Hebrew, Persian and Urdu), and the answers the server wrote in the old language
 * (country names, messages), fetched again; who is signed in does not change.
 */
export function LanguageEffects() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const queryClient = useQueryClient();
  const shown = useRef(i18n.language);
  const language = i18n.language;
  useEffect(() => {
    setDirection(isRightToLeft(language) ? 'rtl' : 'ltr');
    if (shown.current === language) return;
    shown.current = language;
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userQueryKey[0] });
  }, [language, setDirection, queryClient]);
  return null;
}
