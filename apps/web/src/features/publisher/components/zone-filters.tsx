import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdFormats } from '@/lib/resources/get-ad-formats';
import { useSites } from '../api/get-sites.ts';
import type { PubListState } from '../utils/pub-list-state.ts';
import { PubSearchBox } from './pub-search-box.tsx';

interface ZoneFiltersProps {
  state: PubListState;
  onChange: (change: Partial<PubListState>, options?: { replace?: boolean }) => void;
}

/** Site, ad format and a debounced search; each writes to the address. */
export function ZoneFilters({ state, onChange }: ZoneFiltersProps) {
  const { t } = useTranslation();
  // Archived sites too: their zones stay listed under the Archived tab.
  const sites = useSites({ per_page: '100', sort: 'name', status: 'active,stopped,archived' });
  const formats = useAdFormats();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <PubSearchBox
        value={state.search}
        placeholder={t('pub.zones.searchPlaceholder')}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      <Select
        label={t('pub.zones.field.site')}
        placeholder={t('pub.anySite')}
        clearable
        searchable
        data={(sites.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={state.siteId === null ? null : String(state.siteId)}
        onChange={(value) => onChange({ siteId: value === null ? null : Number(value) })}
        w={220}
      />
      <Select
        label={t('pub.zones.field.adFormat')}
        placeholder={t('pub.anyFormat')}
        clearable
        searchable
        data={(formats.data ?? []).map((f) => ({ value: f.code, label: f.name }))}
        value={state.adFormat}
        onChange={(value) => onChange({ adFormat: value })}
        w={200}
      />
    </Group>
  );
}
