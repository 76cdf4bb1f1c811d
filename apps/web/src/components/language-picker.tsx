import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageName, OFFERED_LANGUAGES, rememberLanguage } from '@/lib/i18n/languages';

/**
 * The panel's language, each named in itself (55 of them). The choice is kept on this browser;
 * `onChosen` lets a signed-in screen also keep it in the profile. A native list, not a searchable
 * combobox: it sits on the login page, whose first load it would otherwise double with the
 * floating dropdown's code, and the browser's own list already jumps by typed letters and opens
 * as the phone's picker.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => OFFERED_LANGUAGES.map((l) => ({ value: l, label: languageName(l) })), []);
  if (data.length < 2) return null;
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data={data}
      value={i18n.language}
      onChange={(event) => {
        const language = event.currentTarget.value;
        rememberLanguage(language);
        void changeLanguage(language).then(() => onChosen?.(language));
      }}
      size="xs"
      w={150}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
    />
  );
}
