import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from '@/lib/dates/report-range';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { useGroups } from '@/lib/resources/get-groups';
import type { ListState } from '../utils/list-state.ts';

/** How long typing may pause before the list searches: long enough not to search every letter. */
export const SEARCH_DEBOUNCE_MS = 350;

interface ListFiltersProps {
  state: ListState;
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** Group, ad format, a debounced search and the period of the figures; each writes to the address. */
export function ListFilters({ state, onChange }: ListFiltersProps) {
  const { t } = useTranslation();
  const groups = useGroups({ withNoGroup: true });
  const formats = useAdFormats();
  const [search, setSearch] = useState(state.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const written = useRef(state.search);

  // The address changed under the box (Back, a link, "clear filters"): show what it says.
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

  const groupData = (groups.data ?? []).map((g) => ({
    value: String(g.id),
    label: g.id === 0 ? t('campaigns.noGroup') : g.name,
  }));
  const formatData = (formats.data ?? []).map((f) => ({ value: f.code, label: f.name }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('campaigns.filter.search')}
        placeholder={t('campaigns.filter.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        w={260}
      />
      <Select
        label={t('campaigns.filter.group')}
        placeholder={t('campaigns.filter.anyGroup')}
        data={groupData}
        value={state.groupId === null ? null : String(state.groupId)}
        onChange={(value) => onChange({ groupId: value === null ? null : Number(value) })}
        clearable
        searchable
        nothingFoundMessage={t('campaigns.nothingFound')}
        w={220}
      />
      <Select
        label={t('campaigns.filter.adFormat')}
        placeholder={t('campaigns.filter.anyFormat')}
        data={formatData}
        value={state.adFormat}
        onChange={(value) => onChange({ adFormat: value })}
        clearable
        searchable
        nothingFoundMessage={t('campaigns.nothingFound')}
        w={200}
      />
      <Select
        label={t('campaigns.filter.figures')}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`dashboard.range.${p}`) }))}
        value={state.range}
        onChange={(value) => value && onChange({ range: value as RangePreset })}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
}
