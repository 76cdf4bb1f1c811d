import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GUEST_TOKEN_STATUSES, type GuestTokenStatus } from '@panel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenListState } from '../utils/token-list-state.ts';

/** How long typing may pause before the list searches: long enough not to search every letter. */
const SEARCH_DEBOUNCE_MS = 350;

interface TokenFiltersProps {
  state: TokenListState;
  onChange: (change: Partial<TokenListState>, options?: { replace?: boolean }) => void;
}

/** Status and a debounced search; each writes to the address. */
export function TokenFilters({ state, onChange }: TokenFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const written = useRef(state.search);

  // The address changed under the box (Back, "clear filters"): show what it says.
  useEffect(() => {
    if (state.search !== written.current) {
      written.current = state.search;
      setSearch(state.search);
    }
  }, [state.search]);

  useEffect(() => {
    const text = debounced.trim();
    if (text === written.current) return;
    written.current = text;
    onChange({ search: text }, { replace: true });
  }, [debounced, onChange]);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('guestTokens.filter.search')}
        placeholder={t('guestTokens.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        w={260}
      />
      <Select
        label={t('guestTokens.filter.status')}
        placeholder={t('guestTokens.filter.any')}
        data={GUEST_TOKEN_STATUSES.map((s) => ({ value: s, label: t(`guestTokens.status.${s}`) }))}
        value={state.status}
        onChange={(value) => onChange({ status: value as GuestTokenStatus | null })}
        clearable
        w={220}
      />
    </Group>
  );
}
