import { Button, Group, Stack, Title } from '@mantine/core';
import { type PubStatusAction, ZONE_SORT_KEYS, type Zone } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useZones } from '../api/get-zones.ts';
import { isFiltered, nextSort, PER_PAGE_OPTIONS, pubListQuery } from '../utils/pub-list-state.ts';
import { PubListEmpty, PubListError } from './pub-list-placeholders.tsx';
import { PubStatusTabs } from './pub-status-tabs.tsx';
import { usePubListState } from './use-pub-list-state.ts';
import { usePubStatus } from './use-pub-status.ts';
import { ZoneDrawer } from './zone-drawer.tsx';
import { ZoneFilters } from './zone-filters.tsx';
import { ZoneTable } from './zone-table.tsx';
import { ZoneTagModal } from './zone-tag-modal.tsx';

/** /pub/zones/: the publisher's zones with their tags, filtered by site and format in the address. */
export function ZonesPage() {
  const { t } = useTranslation();
  const [state, update] = usePubListState(ZONE_SORT_KEYS);
  const list = useZones(pubListQuery(state));
  const status = usePubStatus('zone');
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Zone | null>(null);
  const [tagOf, setTagOf] = useState<Zone | null>(null);
  const onAction = (zone: Zone, action: PubStatusAction) =>
    action === 'archive' ? setArchiving(zone) : void status.change(zone, action);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('pub.zones.title')}
        </Title>
        <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} />}>
          {t('pub.zones.create')}
        </Button>
      </Group>
      <PubStatusTabs value={state.tab} onChange={(tab) => update({ tab })} />
      <ZoneFilters state={state} onChange={update} />
      {list.isPending ? (
        <RowsSkeleton rows={6} height={34} />
      ) : list.isError ? (
        <PubListError onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <PubListEmpty
          kind="zones"
          filtered={isFiltered(state) || state.tab !== 'all'}
          onClearFilters={() => update({ search: '', siteId: null, adFormat: null, tab: 'all' })}
          onCreate={() => setEditing('new')}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <ZoneTable
            items={list.data.items}
            sort={state.sort}
            onSort={(key) => update({ sort: nextSort(state.sort, key) })}
            onTag={setTagOf}
            onEdit={setEditing}
            onAction={onAction}
          />
          <Pager
            perPageOptions={PER_PAGE_OPTIONS}
            page={state.page}
            perPage={state.perPage}
            total={list.data.total}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </Stack>
      )}
      <ZoneDrawer
        zone={editing}
        siteId={state.siteId}
        onClose={() => setEditing(null)}
        onCreated={(zone) => {
          setEditing(null);
          setTagOf(zone);
        }}
      />
      <ZoneTagModal zone={tagOf} onClose={() => setTagOf(null)} />
      <ConfirmDialog
        opened={archiving !== null}
        title={t('pub.archive.zone.title')}
        text={t('pub.archive.zone.text', { name: archiving?.name ?? '' })}
        note={t('pub.archive.final')}
        confirmLabel={t('pub.action.archive')}
        loading={status.pendingId !== null}
        onConfirm={() => archiving && void status.change(archiving, 'archive').then(() => setArchiving(null))}
        onCancel={() => setArchiving(null)}
      />
    </Stack>
  );
}
