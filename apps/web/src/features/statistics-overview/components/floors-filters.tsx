import { Group, MultiSelect } from '@mantine/core';
import type { BidFloorRow } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import type { FloorsState } from '../utils/floors-state.ts';

interface FloorsFiltersProps {
  state: FloorsState;
  /** Every row of the period, unfiltered: the SSPs to choose from. */
  rows: readonly BidFloorRow[];
  onChange: (change: Partial<FloorsState>) => void;
}

/**
 * SSP and ad format filters, each written to the address. SSPs are the ones the period holds
 * (an SSP chosen in the address but silent this period stays listed, so it can be removed);
 * ad formats are the whole reference list, as on the campaign list.
 */
export function FloorsFilters({ state, rows, onChange }: FloorsFiltersProps) {
  const { t } = useTranslation();
  const formats = useAdFormats();
  const ssps = new Map(rows.map((r) => [r.ssp, r.ssp_name]));
  for (const id of state.ssps) if (!ssps.has(id)) ssps.set(id, t('bidFloors.sspName', { id }));
  const sspData = [...ssps]
    .sort(([, a], [, b]) => a.localeCompare(b, undefined, { numeric: true }))
    .map(([id, name]) => ({ value: String(id), label: name }));
  const formatData = (formats.data ?? []).map((f) => ({ value: f.code, label: f.name }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label={t('bidFloors.filter.ssp')}
        placeholder={state.ssps.length === 0 ? t('bidFloors.filter.anySsp') : undefined}
        data={sspData}
        value={state.ssps.map(String)}
        onChange={(values) => onChange({ ssps: values.map(Number) })}
        clearable
        searchable
        nothingFoundMessage={t('bidFloors.filter.nothingFound')}
        w={260}
      />
      <MultiSelect
        label={t('bidFloors.filter.adFormat')}
        placeholder={state.adFormats.length === 0 ? t('bidFloors.filter.anyFormat') : undefined}
        data={formatData}
        value={state.adFormats}
        onChange={(adFormats) => onChange({ adFormats })}
        clearable
        searchable
        nothingFoundMessage={t('bidFloors.filter.nothingFound')}
        w={300}
      />
    </Group>
  );
}
