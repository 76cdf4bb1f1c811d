import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { PER_PAGE_OPTIONS, type TrackingListState, type TrackingTab } from '../utils/tracking-list-state.ts';
import { TrackingEmpty, TrackingError } from './tracking-placeholders.tsx';
import type { UpdateTrackingList } from './use-tracking-list.ts';

interface TrackingListProps<T> {
  tab: TrackingTab;
  list: UseQueryResult<{ items: T[]; total: number }>;
  state: TrackingListState;
  update: UpdateTrackingList;
  filtered: boolean;
  onCreate: () => void;
  children: (items: T[]) => ReactNode;
}

/** One tab's list in its states: loading, failed, empty (and what to do), or a page with its pager. */
export function TrackingList<T>({
  tab,
  list,
  state,
  update,
  filtered,
  onCreate,
  children,
}: TrackingListProps<T>) {
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;

  // Deleting the last rows of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  if (list.isPending) return <RowsSkeleton rows={5} height={40} />;
  if (list.isError) return <TrackingError onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <TrackingEmpty
        tab={tab}
        filtered={filtered}
        onClearFilters={() => update({ search: '', typeId: null })}
        onCreate={onCreate}
      />
    );
  return (
    <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      {children(list.data.items)}
      <Pager
        perPageOptions={PER_PAGE_OPTIONS}
        page={state.page}
        perPage={state.perPage}
        total={list.data.total}
        onPage={(page) => update({ page })}
        onPerPage={(perPage) => update({ perPage })}
      />
    </Stack>
  );
}
