import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing may pause before the list searches: long enough not to search every letter. */
const SEARCH_DEBOUNCE_MS = 350;

interface TrackingSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
}

/**
 * A debounced search box that follows the address when it changes under it (Back, clear filters).
 * Only what the user typed is written back: a box that mounts or catches up with the address
 * never writes, so two boxes (one per tab) can never undo each other's search.
 */
export function TrackingSearchBox({ value, onSearch, placeholder }: TrackingSearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const typed = useRef(false);

  useEffect(() => {
    typed.current = false;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (!typed.current || debounced !== text) return;
    typed.current = false;
    if (debounced.trim() !== value) onSearch(debounced.trim());
  }, [debounced, text, value, onSearch]);

  return (
    <TextInput
      label={t('tracking.search')}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        typed.current = true;
        setText(event.currentTarget.value);
      }}
      type="search"
      w={260}
    />
  );
}
