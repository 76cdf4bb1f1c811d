import { Group, Select, TextInput } from '@mantine/core';
import { SSP_ENDPOINT_STATUS_CODES, type Ssp, type SspEndpointStatus } from '@panel/contract';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../utils/list-state.ts';

interface EndpointFiltersProps {
  state: ListState;
  ssps: Ssp[];
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

const SEARCH_DELAY_MS = 300;

/** Status, SSP and search; the search reaches the address once typing pauses. */
export function EndpointFilters({ state, ssps, onChange }: EndpointFiltersProps) {
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
