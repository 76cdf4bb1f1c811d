import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageName, OFFERED_LANGUAGES, rememberLanguage } from '@/lib/i18n/languages';

/**
 * The panel's language, each named in itself, searchable (55 of them). The choice is kept on this
 * browser; `onChosen` lets a signed-in screen also keep it in the profile.
 */
export function LanguagePicker({ onChosen }: { onChosen?: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => OFFERED_LANGUAGES.map((l) => ({ value: l, label: languageName(l) })), []);
  if (data.length < 2) return null;
  return (
    <Select
      aria-label={t('language.label')}
      data={data}
      value={i18n.language}
      onChange={(language) => {
        if (!language) return;
        rememberLanguage(language);
        void changeLanguage(language).then(() => onChosen?.(language));
      }}
      allowDeselect={false}
      searchable
      size="xs"
      w={150}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      comboboxProps={{ width: 220, position: 'bottom-end' }}
      maxDropdownHeight={360}
    />
  );
}
