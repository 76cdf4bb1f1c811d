import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RuleAction } from '@panel/contract';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/table/pager';
import { RowsSkeleton } from '@/components/table/rows-skeleton';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { errorText } from '@/lib/error-text';
import { useActionLog } from '@/lib/optimization-log/get-action-log';
import { type UndoTarget, useUndoActions } from '@/lib/optimization-log/undo-actions';
import { ActionChange, ActionState, FiguresText } from './action-change.tsx';
import { useItemName } from './use-item-name.ts';

const PER_PAGE_OPTIONS = [20, 50, 100] as const;

interface ActionLogProps {
  /** The log's call: a rule's actions, or a campaign's. */
  path: string;
  /** The column that tells entries apart: the campaign (a rule's log) or the rule (a campaign's log). */
  subject: 'campaign' | 'rule';
}

/**
 * What the rules did, a page at a time, newest first, grouped by the run (round) that did it:
 * each entry with the figures that triggered it and what it changed, undone one by one or a whole
 * run at once (after a confirmation: a run may have touched many campaigns).
 */
export function ActionLog({ path, subject }: ActionLogProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PER_PAGE_OPTIONS[0]);
  const log = useActionLog(path, page, perPage);
  const undo = useUndoActions();
  const itemName = useItemName();
  const [round, setRound] = useState<number | null>(null);

  const run = async (target: UndoTarget) => {
    try {
      const result = await undo.mutateAsync(target);
      notifications.show({
        color: result.undone > 0 ? 'green' : 'gray',
        message: t('optimizationLog.undone', { count: result.undone }),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('optimizationLog.undoFailed'),
        message: errorText(error, t),
      });
    }
  };

  if (log.isPending) return <RowsSkeleton rows={4} height={34} />;
  if (log.isError)
    return (
      <Alert color="red" title={t('optimizationLog.loadError')}>
        <Button size="xs" variant="light" onClick={() => void log.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const items = log.data.items;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(subject === 'campaign' ? 'optimizationLog.emptyRule' : 'optimizationLog.emptyCampaign')}
      </Text>
    );

  const undoing = (a: RuleAction) =>
    undo.isPending && undo.variables && 'action' in undo.variables && undo.variables.action === a.id;
  return (
    <Stack gap="sm" aria-busy={log.isPlaceholderData}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label={t('optimizationLog.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('optimizationLog.column.when')}</Table.Th>
              <Table.Th>{t(`optimizationLog.column.${subject}`)}</Table.Th>
              <Table.Th>{t('optimizationLog.column.item')}</Table.Th>
              <Table.Th>{t('optimizationLog.column.figures')}</Table.Th>
              <Table.Th>{t('optimizationLog.column.change')}</Table.Th>
              <Table.Th>{t('optimizationLog.column.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((a, index) => (
              <Fragment key={a.id}>
                {items[index - 1]?.round_id !== a.round_id && (
                  <Table.Tr bg="var(--mantine-color-default-hover)">
                    <Table.Td colSpan={6}>
                      <Group justify="space-between" gap="xs">
                        <Text size="xs" fw={600}>
                          {t('optimizationLog.round', {
                            id: a.round_id,
                            at: formatDateTime(a.created_at, i18n.language),
                          })}
                        </Text>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          leftSection={<IconArrowBackUp size={12} />}
                          onClick={() => setRound(a.round_id)}
                        >
                          {t('optimizationLog.undoRound', { id: a.round_id })}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Td>
                    <Text size="xs">{formatDateTime(a.created_at, i18n.language)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{subject === 'campaign' ? a.campaign_name : a.rule_name}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{itemName(a.dimension, a.item)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <FiguresText figures={a.figures} />
                  </Table.Td>
                  <Table.Td>
                    <ActionChange action={a} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <ActionState action={a} />
                      {a.undone_at === null && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={undoing(a) || false}
                          aria-label={t('optimizationLog.undoOneFor', {
                            item: itemName(a.dimension, a.item),
                          })}
                          onClick={() => void run({ action: a.id })}
                        >
                          {t('optimizationLog.undoOne')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        perPageOptions={PER_PAGE_OPTIONS}
        page={page}
        perPage={perPage}
        total={log.data.total}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
      <ConfirmDialog
        opened={round !== null}
        title={t('optimizationLog.undoRoundTitle')}
        text={t('optimizationLog.undoRoundText', { id: round ?? 0 })}
        confirmLabel={t('optimizationLog.undoRoundConfirm')}
        loading={undo.isPending}
        onConfirm={() => round !== null && void run({ round }).then(() => setRound(null))}
        onCancel={() => setRound(null)}
      />
    </Stack>
  );
}
