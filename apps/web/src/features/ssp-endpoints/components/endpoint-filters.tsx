import { Group, Select, TextInput } from '@mantine/core';
import { SSP_ENDPOINT_STATUS_CODES, type Ssp, type SspEndpointStatus } from '@panel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchBox } from '@/lib/use-search-box';
import type { ListState } from '../utils/list-state.ts';

interface EndpointFiltersProps {
  state: ListState;
  ssps: Ssp[];
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** Status, SSP and search; the search reaches the address once typing pauses. */
export function EndpointFilters({ state, ssps, onChange }: EndpointFiltersProps) {
  const { t } = useTranslation();
  const commit = useCallback((search: string) => onChange({ search }, { replace: true }), [onChange]);
  const [search, setSearch] = useSearchBox(state.search, commit);

  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label={t('sspEndpoints.filter.status')}
        w={180}
        allowDeselect={false}
        data={[
          { value: '', label: t('sspEndpoints.filter.current') },
          ...SSP_ENDPOINT_STATUS_CODES.map((s) => ({ value: s, label: t(`sspEndpoints.status.${s}`) })),
        ]}
        value={state.status}
        onChange={(value) => onChange({ status: (value ?? '') as SspEndpointStatus | '' })}
      />
      <Select
        label={t('sspEndpoints.filter.ssp')}
        w={220}
        allowDeselect={false}
        data={[
          { value: '', label: t('sspEndpoints.filter.anySsp') },
          ...ssps.map((s) => ({ value: String(s.id), label: s.name })),
        ]}
        value={state.sspId === null ? '' : String(state.sspId)}
        onChange={(value) => onChange({ sspId: value ? Number(value) : null })}
      />
      <TextInput
        label={t('sspEndpoints.filter.search')}
        placeholder={t('sspEndpoints.filter.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        w={260}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
    </Group>
  );
}
