import { Group, Select, TextInput } from '@mantine/core';
import { RULE_STATUSES, type RuleStatus } from '@panel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchBox } from '@/lib/use-search-box';
import type { ListState } from '../utils/list-state.ts';

interface RuleFiltersProps {
  state: ListState;
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** Status and search; the search reaches the address once typing pauses. */
export function RuleFilters({ state, onChange }: RuleFiltersProps) {
  const { t } = useTranslation();
  const commit = useCallback((search: string) => onChange({ search }, { replace: true }), [onChange]);
  const [search, setSearch] = useSearchBox(state.search, commit);

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
