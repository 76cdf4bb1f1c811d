import { Button, Group, Stack, Title } from '@mantine/core';
import { type PubStatusAction, SITE_SORT_KEYS, type Site } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useSites } from '../api/get-sites.ts';
import { isFiltered, nextSort, PER_PAGE_OPTIONS, pubListQuery } from '../utils/pub-list-state.ts';
import { PubListEmpty, PubListError } from './pub-list-placeholders.tsx';
import { PubSearchBox } from './pub-search-box.tsx';
import { PubStatusTabs } from './pub-status-tabs.tsx';
import { SiteDrawer } from './site-drawer.tsx';
import { SiteTable } from './site-table.tsx';
import { usePubListState } from './use-pub-list-state.ts';
import { usePubStatus } from './use-pub-status.ts';

/** /pub/sites/: the publisher's sites, a page at a time, with the view kept in the address. */
export function SitesPage() {
  const { t } = useTranslation();
  const [state, update] = usePubListState(SITE_SORT_KEYS);
  const list = useSites(pubListQuery(state));
  const status = usePubStatus('site');
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Site | null>(null);
  const onAction = (site: Site, action: PubStatusAction) =>
    action === 'archive' ? setArchiving(site) : void status.change(site, action);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('pub.sites.title')}
        </Title>
        <Button onClick={() => setEditing('new')} leftSection={<IconPlus size={16} />}>
          {t('pub.sites.create')}
        </Button>
      </Group>
      <PubStatusTabs value={state.tab} onChange={(tab) => update({ tab })} />
      <Group gap="sm" align="flex-end">
        <PubSearchBox
          value={state.search}
          placeholder={t('pub.sites.searchPlaceholder')}
          onSearch={(search) => update({ search }, { replace: true })}
        />
      </Group>
      {list.isPending ? (
        <RowsSkeleton rows={6} height={34} />
      ) : list.isError ? (
        <PubListError onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <PubListEmpty
          kind="sites"
          filtered={isFiltered(state) || state.tab !== 'all'}
          onClearFilters={() => update({ search: '', tab: 'all' })}
          onCreate={() => setEditing('new')}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <SiteTable
            items={list.data.items}
            sort={state.sort}
            onSort={(key) => update({ sort: nextSort(state.sort, key) })}
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
      <SiteDrawer site={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={archiving !== null}
        title={t('pub.archive.site.title')}
        text={t('pub.archive.site.text', { name: archiving?.name ?? '' })}
        note={t('pub.archive.final')}
        confirmLabel={t('pub.action.archive')}
        loading={status.pendingId !== null}
        onConfirm={() => archiving && void status.change(archiving, 'archive').then(() => setArchiving(null))}
        onCancel={() => setArchiving(null)}
      />
    </Stack>
  );
}
