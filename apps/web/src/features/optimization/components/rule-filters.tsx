import { Group, Select, TextInput } from '@mantine/core';
import { RULE_STATUSES, type RuleStatus } from '@panel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../utils/list-state.ts';

interface RuleFiltersProps {
  state: ListState;
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

const SEARCH_DELAY_MS = 300;

/** Status and search; the search reaches the address once typing pauses. */
export function RuleFilters({ state, onChange }: RuleFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label={t('optimization.filter.status')}
        w={180}
        allowDeselect={false}
        data={[
          { value: '', label: t('optimization.filter.anyStatus') },
          ...RULE_STATUSES.map((s) => ({ value: s, label: t(`optimization.status.${s}`) })),
        ]}
        value={state.status}
        onChange={(value) => onChange({ status: (value ?? '') as RuleStatus | '' })}
      />
      <TextInput
        label={t('optimization.filter.search')}
        placeholder={t('optimization.filter.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        w={260}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
    </Group>
  );
}
