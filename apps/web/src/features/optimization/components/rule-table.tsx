import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RuleKind, RuleStatus } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { useScopeCampaigns } from '../api/get-scope-campaigns.ts';
import type { AnyRule } from '../api/rule-api.ts';
import { actionText, conditionsText } from '../utils/rule-summary.ts';
import { RuleRowMenu } from './rule-row-menu.tsx';

interface RuleTableProps {
  kind: RuleKind;
  items: AnyRule[];
  pendingId: number | null;
  onEdit: (rule: AnyRule) => void;
  onClone: (rule: AnyRule) => void;
  onStatus: (rule: AnyRule, status: RuleStatus) => void;
  onDelete: (rule: AnyRule) => void;
}

const numeric = { textAlign: 'end' } as const;
/** Campaign names a row shows before "and N more". */
const SCOPE_NAMES = 2;

export function RuleTable({ kind, items, pendingId, onEdit, onClone, onStatus, onDelete }: RuleTableProps) {
  const { t, i18n } = useTranslation();
  const campaigns = useScopeCampaigns();
  const nameOf = (id: number) => campaigns.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  const scope = (ids: number[]) =>
    ids.length === 0
      ? t('optimization.scope.all')
      : ids.length <= SCOPE_NAMES
        ? ids.map(nameOf).join(', ')
        : t('optimization.scope.some', {
            names: ids.slice(0, SCOPE_NAMES).map(nameOf).join(', '),
            count: ids.length - SCOPE_NAMES,
          });

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={t(`optimization.${kind}.tableLabel`)} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('optimization.column.name')}</Table.Th>
            <Table.Th>{t('optimization.column.status')}</Table.Th>
            <Table.Th>{t('optimization.column.scope')}</Table.Th>
            <Table.Th>{t('optimization.column.rule')}</Table.Th>
            <Table.Th>{t('optimization.column.lastRun')}</Table.Th>
            <Table.Th style={numeric}>{t('optimization.column.actionsTaken')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('optimization.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onEdit(r)}>
                  {r.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  #{r.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={r.status === 'active' ? 'green' : 'yellow'} variant="light" radius="sm">
                  {t(`optimization.status.${r.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{scope(r.campaign_ids)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t('optimization.summary', {
                    dimension: t(`optimization.dimension.${r.dimension}`),
                    conditions: conditionsText(r.conditions, t, i18n.language),
                    window: t(`optimization.window.${r.window.unit}`, { count: r.window.value }),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {actionText(r, t, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {r.last_run_at === null
                    ? t('optimization.notRunYet')
                    : formatDateTime(r.last_run_at, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td style={numeric}>{r.actions_taken.toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <RuleRowMenu
                  rule={r}
                  busy={pendingId === r.id}
                  onEdit={() => onEdit(r)}
                  onClone={() => onClone(r)}
                  onStatus={(status) => onStatus(r, status)}
                  onDelete={() => onDelete(r)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
