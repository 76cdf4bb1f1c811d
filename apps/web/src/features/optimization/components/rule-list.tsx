import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RuleKind } from '@panel/contract';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { useRules } from '../api/get-rules.ts';
import type { AnyRule } from '../api/rule-api.ts';
import { isFiltered, type ListState, listQuery, PER_PAGE_OPTIONS } from '../utils/list-state.ts';
import { RuleFilters } from './rule-filters.tsx';
import { RuleTable } from './rule-table.tsx';
import { useRuleActions } from './use-rule-actions.ts';

interface RuleListProps {
  kind: RuleKind;
  state: ListState;
  onChange: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

/** Filters, the rules a page at a time, their row actions and the delete confirmation. */
export function RuleList({ kind, state, onChange }: RuleListProps) {
  const { t } = useTranslation();
  const list = useRules(kind, listQuery(state));
  const actions = useRuleActions(kind);
  const [deleting, setDeleting] = useState<AnyRule | null>(null);

  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / state.perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && state.page > lastPage;
  // Deleting the last row of the last page leaves it empty: show the page before it instead.
  useEffect(() => {
    if (pastTheEnd) onChange({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, onChange]);

  const items = list.data?.items ?? [];
  const create = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => onChange({ open: 'new' })}>
      {t('optimization.new')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <RuleFilters state={state} onChange={onChange} />
        {create}
      </Group>
      {list.isPending ? (
        <RowsSkeleton rows={4} height={34} />
      ) : list.isError ? (
        <Alert color="red" title={t('optimization.loadError')}>
          <Group justify="space-between">
            <Text size="sm">{t('optimization.loadErrorHint')}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyPanel
          title={isFiltered(state) ? t('optimization.empty.filteredTitle') : t('optimization.empty.title')}
          text={
            isFiltered(state) ? t('optimization.empty.filteredText') : t(`optimization.${kind}.emptyText`)
          }
        />
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <RuleTable
            kind={kind}
            items={items}
            pendingId={actions.pendingId}
            onEdit={(rule) => onChange({ open: rule.id })}
            onClone={(rule) => void actions.cloneOne(rule)}
            onStatus={(rule, status) => void actions.setStatus(rule, status)}
            onDelete={setDeleting}
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('optimization.delete.title')}
        text={t('optimization.delete.text', { name: deleting?.name ?? '' })}
        note={t('optimization.delete.note')}
        confirmLabel={t('optimization.action.delete')}
        loading={actions.pendingId !== null}
        onConfirm={() => deleting && void actions.deleteOne(deleting).then(() => setDeleting(null))}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
