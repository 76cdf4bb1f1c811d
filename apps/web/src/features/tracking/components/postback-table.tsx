import { Anchor, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Postback } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '@/components/table/no-value';
import { formatDateTime } from '@/lib/dates/format-date-time';
import { formatUsd } from '../utils/format-usd.ts';
import { CopyValue } from './copy-value.tsx';
import { PostbackRowMenu } from './postback-row-menu.tsx';

interface PostbackTableProps {
  items: Postback[];
  onEdit: (postback: Postback) => void;
  onDelete: (postback: Postback) => void;
  onDebug: (postback: Postback) => void;
}

const right = { textAlign: 'end' } as const;

export function PostbackTable({ items, onEdit, onDelete, onDebug }: PostbackTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('tracking.postbacks.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tracking.column.name')}</Table.Th>
            <Table.Th style={right}>{t('tracking.column.payout')}</Table.Th>
            <Table.Th style={right}>{t('tracking.column.window')}</Table.Th>
            <Table.Th>{t('tracking.column.repeats')}</Table.Th>
            <Table.Th style={right}>{t('tracking.column.conversionsToday')}</Table.Th>
            <Table.Th>{t('tracking.column.lastConversion')}</Table.Th>
            <Table.Th>{t('tracking.column.created')}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t('tracking.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((postback) => (
            <Table.Tr key={postback.id}>
              <Table.Td maw={420}>
                <Stack gap={4}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={500}
                    ta="start"
                    onClick={() => onDebug(postback)}
                    title={t('tracking.debug.open', { name: postback.name })}
                  >
                    {postback.name}
                  </Anchor>
                  <CopyValue
                    label={t('tracking.postbacks.urlOf', { name: postback.name })}
                    value={postback.url}
                    hideLabel
                  />
                </Stack>
              </Table.Td>
              <Table.Td style={right}>
                {postback.payout === null ? NO_VALUE : formatUsd(postback.payout, locale)}
              </Table.Td>
              <Table.Td style={right}>
                {t('tracking.days', { count: postback.conversion_window_days })}
              </Table.Td>
              <Table.Td>
                {/* Plain text: a badge cut "Once per click" short in a narrow column. */}
                <Text
                  size="sm"
                  c={postback.allow_repeats ? 'blue' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t(postback.allow_repeats ? 'tracking.repeats.counted' : 'tracking.repeats.once')}
                </Text>
              </Table.Td>
              <Table.Td style={right}>{postback.conversions_today.toLocaleString(locale)}</Table.Td>
              <Table.Td>
                {postback.last_conversion_at === null
                  ? NO_VALUE
                  : formatDateTime(postback.last_conversion_at, locale)}
              </Table.Td>
              <Table.Td>{formatDateTime(postback.created_at, locale)}</Table.Td>
              <Table.Td>
                <PostbackRowMenu
                  name={postback.name}
                  onDebug={() => onDebug(postback)}
                  onEdit={() => onEdit(postback)}
                  onDelete={() => onDelete(postback)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
