import { Button, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CampaignListItem, type CampaignStatusAction, PATHS } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useStableHandler } from '@/lib/use-stable-handler';
import { useCampaigns } from '../api/get-campaigns.ts';
import { isFiltered, listQuery, nextSort, PER_PAGE_OPTIONS } from '../utils/list-state.ts';
import { hasNoBudget } from '../utils/start-safety.ts';
import { ArchiveConfirm } from './archive-confirm.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { CampaignCards } from './campaign-cards.tsx';
import { CampaignTable } from './campaign-table.tsx';
import { ListFilters } from './list-filters.tsx';
import { ListEmpty, ListError } from './list-placeholders.tsx';
import { StartConfirm } from './start-confirm.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { useCampaignActions } from './use-campaign-actions.ts';
import { useListState } from './use-list-state.ts';

/** What the archive (or unbudgeted start) dialog is asking about: one row's campaign, or the selection. */
type ArchiveTarget = { kind: 'one'; campaign: CampaignListItem } | { kind: 'selection'; ids: number[] };
type StartTarget = ArchiveTarget & { unbudgeted: number };

/** /adv/campaigns/list/: the advertiser's campaigns, a page at a time, with the view kept in the address. */
export function CampaignListPage() {
  const { t } = useTranslation();
  const [state, update] = useListState();
  const list = useCampaigns(listQuery(state));
  const actions = useCampaignActions();
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [archive, setArchive] = useState<ArchiveTarget | null>(null);
  const [start, setStart] = useState<StartTarget | null>(null);
  // At phone width the rows become cards (issue 18); the table needs more room than a phone has.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const items = list.data?.items ?? [];
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;

  // Archiving the last rows of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  // Only rows on screen can be acted on: a selection never reaches rows the user cannot see.
  const selected = new Set(items.filter((c) => selection.has(c.id)).map((c) => c.id));

  // The rows' handlers stay the same from render to render: a row is memoized, so a selection or
  // a pending switch draws that row again, not every drawn row (issue 14).
  const select = useStableHandler((id: number, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    }),
  );

  const bulk = (action: CampaignStatusAction) => {
    if (action === 'archive') return setArchive({ kind: 'selection', ids: [...selected] });
    const unbudgeted = items.filter((c) => selected.has(c.id) && hasNoBudget(c)).length;
    if (action === 'start' && unbudgeted > 0)
      return setStart({ kind: 'selection', ids: [...selected], unbudgeted });
    void actions.changeMany([...selected], action).then((ok) => ok && setSelection(new Set()));
  };

  const changeOne = useStableHandler((campaign: CampaignListItem, action: CampaignStatusAction) => {
    if (action === 'start' && hasNoBudget(campaign))
      return setStart({ kind: 'one', campaign, unbudgeted: 1 });
    void actions.changeStatus(campaign, action);
  });
  const cloneOne = useStableHandler((campaign: CampaignListItem) => void actions.cloneOne(campaign));
  const archiveOne = useStableHandler((campaign: CampaignListItem) => setArchive({ kind: 'one', campaign }));

  const confirmStart = async () => {
    if (!start) return;
    const ok =
      start.kind === 'one'
        ? await actions.changeStatus(start.campaign, 'start')
        : await actions.changeMany(start.ids, 'start');
    if (ok && start.kind === 'selection') setSelection(new Set());
    setStart(null);
  };

  const confirmArchive = async () => {
    if (!archive) return;
    const ok =
      archive.kind === 'one'
        ? await actions.changeStatus(archive.campaign, 'archive')
        : await actions.changeMany(archive.ids, 'archive');
    if (ok && archive.kind === 'selection') setSelection(new Set());
    setArchive(null);
  };

  const clearFilters = () => update({ groupId: null, adFormat: null, search: '' });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('campaigns.list.title')}
        </Title>
        <Button component={Link} to={PATHS.campaignCreate} leftSection={<IconPlus size={16} />}>
          {t('campaigns.create')}
        </Button>
      </Group>
      <StatusTabs value={state.tab} onChange={(tab) => update({ tab })} />
      <ListFilters state={state} onChange={update} />
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          pending={actions.bulkPending}
          onAction={bulk}
          onClear={() => setSelection(new Set())}
        />
      )}
      {list.isPending ? (
        <RowsSkeleton rows={6} height={34} />
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : items.length === 0 && list.data.total === 0 ? (
        <ListEmpty
          filtered={isFiltered(state)}
          archived={state.tab === 'archived'}
          onClearFilters={clearFilters}
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {phone ? (
            <CampaignCards
              items={items}
              pendingId={actions.pendingId}
              onStatus={changeOne}
              onClone={cloneOne}
              onArchive={archiveOne}
            />
          ) : (
            <CampaignTable
              items={items}
              selected={selected}
              onSelect={select}
              onSelectAll={(on) => setSelection(on ? new Set(items.map((c) => c.id)) : new Set())}
              pendingId={actions.pendingId}
              sort={state.sort}
              onSort={(key) => update({ sort: nextSort(state.sort, key) })}
              onStatus={changeOne}
              onClone={cloneOne}
              onArchive={archiveOne}
            />
          )}
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
      <ArchiveConfirm
        count={archive === null ? null : archive.kind === 'one' ? 1 : archive.ids.length}
        name={archive?.kind === 'one' ? archive.campaign.name : undefined}
        loading={actions.bulkPending || actions.pendingId !== null}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchive(null)}
      />
      <StartConfirm
        unbudgeted={start?.unbudgeted ?? null}
        name={start?.kind === 'one' ? start.campaign.name : undefined}
        loading={actions.bulkPending || actions.pendingId !== null}
        onConfirm={() => void confirmStart()}
        onCancel={() => setStart(null)}
      />
    </Stack>
  );
}
