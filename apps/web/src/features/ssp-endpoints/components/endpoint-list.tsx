import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Ssp, SspEndpoint } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useSspEndpoints } from '../api/get-ssp-endpoints.ts';
import { isFiltered, type ListState, listQuery, PER_PAGE_OPTIONS } from '../utils/list-state.ts';
import { EndpointDrawer } from './endpoint-drawer.tsx';
import { EndpointFilters } from './endpoint-filters.tsx';
import { EndpointTable } from './endpoint-table.tsx';
import { useEndpointActions } from './use-endpoint-actions.ts';

interface EndpointListProps {
  state: ListState;
  ssps: Ssp[];
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** The endpoints tab: filters, the table a page at a time, the drawer and the archive confirmation. */
export function EndpointList({ state, ssps, onChange }: EndpointListProps) {
  const { t } = useTranslation();
  const list = useSspEndpoints(listQuery(state));
  const actions = useEndpointActions();
  const [drawer, setDrawer] = useState<SspEndpoint | 'new' | null>(null);
  const [archive, setArchive] = useState<SspEndpoint | null>(null);

  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;
  // Archiving the last row of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (pastTheEnd) onChange({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, onChange]);

  const saved = (endpoint: SspEndpoint, created: boolean) => {
    setDrawer(null);
    notifications.show({
      color: 'green',
      message: t(created ? 'sspEndpoints.done.create' : 'sspEndpoints.done.save', { name: endpoint.name }),
    });
  };

  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <EndpointFilters state={state} ssps={ssps} onChange={onChange} />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer('new')}>
          {t('sspEndpoints.new')}
        </Button>
      </Group>
      {list.isPending ? (
        <RowsSkeleton rows={5} height={34} />
      ) : list.isError ? (
        <Alert color="red" title={t('sspEndpoints.loadError')}>
          <Group justify="space-between">
            <Text size="sm">{t('sspEndpoints.loadErrorHint')}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyPanel
          title={isFiltered(state) ? t('sspEndpoints.empty.filteredTitle') : t('sspEndpoints.empty.title')}
          text={isFiltered(state) ? t('sspEndpoints.empty.filteredText') : t('sspEndpoints.empty.text')}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <EndpointTable
            items={items}
            pendingId={actions.pendingId}
            onEdit={setDrawer}
            onClone={(e) => void actions.cloneOne(e)}
            onStatus={(e, to) => (to === 'archived' ? setArchive(e) : void actions.setStatus(e, to))}
          />
          <Pager
            perPageOptions={PER_PAGE_OPTIONS}
            page={state.page}
            perPage={state.perPage}
            total={list.data.total}
            onPage={(page) => onChange({ page })}
            onPerPage={(perPage) => onChange({ perPage })}
          />
        </Stack>
      )}
      <EndpointDrawer target={drawer} ssps={ssps} onClose={() => setDrawer(null)} onSaved={saved} />
      <ConfirmDialog
        opened={archive !== null}
        title={t('sspEndpoints.archive.title')}
        text={t('sspEndpoints.archive.text', { name: archive?.name ?? '' })}
        confirmLabel={t('sspEndpoints.to.archived')}
        loading={actions.pendingId !== null}
        onConfirm={() => archive && void actions.setStatus(archive, 'archived').then(() => setArchive(null))}
        onCancel={() => setArchive(null)}
      />
    </Stack>
  );
}
