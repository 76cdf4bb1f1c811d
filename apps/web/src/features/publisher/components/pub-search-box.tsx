import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing may pause before the list searches: long enough not to search every letter. */
const SEARCH_DEBOUNCE_MS = 350;

interface PubSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
}

/** A debounced search box that follows the address when it changes under it (Back, clear filters). */
export function PubSearchBox({ value, onSearch, placeholder }: PubSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(value);

  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = debounced.trim();
    if (trimmed === written.current) return;
    written.current = trimmed;
    onSearch(trimmed);
  }, [debounced, onSearch]);

  return (
    <TextInput
      label={t('pub.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      type="search"
      w={260}
    />
  );
}
