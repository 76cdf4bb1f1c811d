import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useDsp } from '../api/get-dsp.ts';
import { useDspEndpoints } from '../api/get-dsp-endpoints.ts';
import { PER_PAGE_OPTIONS, pubListQuery } from '../utils/pub-list-state.ts';
import { DspEndpointTable } from './dsp-endpoint-table.tsx';
import { PubListEmpty, PubListError } from './pub-list-placeholders.tsx';
import { usePubListState } from './use-pub-list-state.ts';

const NO_SORT: readonly string[] = [];

/** /pub/dsp-endpoints/: read-only, the demand the publisher's traffic is sold to, by DSP. */
export function DspEndpointsPage() {
  const { t } = useTranslation();
  const [state, update] = usePubListState(NO_SORT);
  const { page, per_page, dsp_id } = pubListQuery(state);
  const list = useDspEndpoints({
    ...(page ? { page } : {}),
    ...(per_page ? { per_page } : {}),
    ...(dsp_id ? { dsp_id } : {}),
  });
  const dsp = useDsp();
  const dspNames = new Map((dsp.data ?? []).map((d) => [String(d.id), d.name]));
  const yourFormats = new Set((dsp.data ?? []).flatMap((d) => d.your_formats));

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('pub.dspEndpoints.title')}
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        {t('pub.dspEndpoints.intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('pub.column.dsp')}
          placeholder={t('pub.anyDsp')}
          clearable
          data={(dsp.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          value={state.dspId === null ? null : String(state.dspId)}
          onChange={(value) => update({ dspId: value === null ? null : Number(value) })}
          w={240}
        />
      </Group>
      {list.isPending ? (
        <RowsSkeleton rows={5} height={34} />
      ) : list.isError ? (
        <PubListError onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <PubListEmpty
          kind="dspEndpoints"
          filtered={state.dspId !== null}
          onClearFilters={() => update({ dspId: null })}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <DspEndpointTable items={list.data.items} dspNames={dspNames} yourFormats={yourFormats} />
          <Pager
            perPageOptions={PER_PAGE_OPTIONS}
            page={state.page}
            perPage={state.perPage}
            total={list.data.total}
            onPage={(p) => update({ page: p })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </Stack>
      )}
    </Stack>
  );
}
