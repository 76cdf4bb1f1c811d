import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/components/empty-panel';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import { useToday } from '@/lib/dates/use-today';
import { useBidFloors } from '../api/get-bid-floors.ts';
import { filterFloors, isFloorsFiltered, nextFloorSort, sortFloors } from '../utils/floors-state.ts';
import { FloorsFilters } from './floors-filters.tsx';
import { FloorsTable } from './floors-table.tsx';
import { LoadError } from './overview-placeholders.tsx';
import { RangePicker } from './range-picker.tsx';
import { useFloorsState } from './use-floors-state.ts';

/** /adv/statistics/bid-floors/: the floors SSPs put on the requests they sent, by SSP and ad format. */
export function BidFloorsPage() {
  const { t } = useTranslation();
  const [state, update] = useFloorsState();
  const tz = browserTimeZone();
  // Read on every render; useToday renders the page again when the day turns, so the dates move on.
  useToday(tz);
  const { from, to } = presetRange(state.range, tz);
  const range = useMemo(() => ({ from, to, tz }), [from, to, tz]);
  const floors = useBidFloors(range);
  const all = useMemo(() => floors.data?.rows ?? [], [floors.data]);
  const rows = useMemo(() => sortFloors(filterFloors(all, state), state.sort), [all, state]);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('bidFloors.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('bidFloors.explanation')}
        </Text>
      </Stack>
      <RangePicker value={state.range} onChange={(next) => update({ range: next })} {...range} />
      <FloorsFilters state={state} rows={all} onChange={update} />
      {floors.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Skeleton key={i} height={34} radius="sm" />
          ))}
        </Stack>
      ) : floors.isError ? (
        <LoadError
          title={t('bidFloors.error.title')}
          error={floors.error}
          onRetry={() => void floors.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyPanel title={t('bidFloors.empty.title')} text={t('bidFloors.empty.text')} />
      ) : rows.length === 0 ? (
        <EmptyPanel title={t('bidFloors.empty.filteredTitle')} text={t('bidFloors.empty.filteredText')}>
          <Button variant="light" onClick={() => update({ ssps: [], adFormats: [] })}>
            {t('bidFloors.empty.clearFilters')}
          </Button>
        </EmptyPanel>
      ) : (
        <Stack
          gap={4}
          aria-busy={floors.isPlaceholderData}
          style={{ opacity: floors.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <FloorsTable
            rows={rows}
            sort={state.sort}
            onSort={(key) => update({ sort: nextFloorSort(state.sort, key) })}
          />
          {isFloorsFiltered(state) && (
            <Text size="xs" c="dimmed">
              {t('bidFloors.shown', { count: rows.length, total: all.length })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
