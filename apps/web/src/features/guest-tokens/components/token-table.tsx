import { Code, Table, Text, VisuallyHidden } from '@mantine/core';
import type { GuestToken } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '@/components/table/sort-header';
import { formatDateTime } from '@/lib/dates/format-date-time';
import type { Sort } from '@/lib/sort-param';
import type { TokenSortKey } from '../utils/token-list-state.ts';
import { TokenRowMenu } from './token-row-menu.tsx';
import { TokenStatusBadge } from './token-status-badge.tsx';

interface TokenTableProps {
  items: GuestToken[];
  sort: Sort<TokenSortKey>;
  onSort: (key: TokenSortKey) => void;
  pendingId: number | null;
  onRename: (token: GuestToken) => void;
  onPause: (token: GuestToken, paused: boolean) => void;
  onRevoke: (token: GuestToken) => void;
}

/** The spec's "advertisers" table: one row per token, named by the advertiser it sends traffic to. */
export function TokenTable({ items, sort, onSort, pendingId, onRename, onPause, onRevoke }: TokenTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale);
  const header = (key: TokenSortKey, label: string) => (
    <SortHeader sortKey={key} activeKey={sort.key} descending={sort.descending} onSort={onSort}>
      {label}
    </SortHeader>
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('guestTokens.table')}>
        <Table.Thead>
          <Table.Tr>
            {header('advertiser', t('guestTokens.column.advertiser'))}
            {header('name', t('guestTokens.column.name'))}
            <Table.Th>{t('guestTokens.column.prefix')}</Table.Th>
            <Table.Th>{t('guestTokens.column.status')}</Table.Th>
            {header('created_at', t('guestTokens.column.created'))}
            {header('last_used_at', t('guestTokens.column.lastUsed'))}
            <Table.Th style={{ textAlign: 'end' }}>{t('guestTokens.column.requestsToday')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('guestTokens.column.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>{token.advertiser.name}</Table.Td>
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>
                <Code>{token.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <TokenStatusBadge status={token.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(token.created_at, locale)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {token.last_used_at ? (
                  formatDateTime(token.last_used_at, locale)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('guestTokens.never')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {t('guestTokens.requests', {
                  count: token.requests_today,
                  formatted: number.format(token.requests_today),
                })}
              </Table.Td>
              <Table.Td>
                <TokenRowMenu
                  token={token}
                  busy={pendingId === token.id}
                  onRename={() => onRename(token)}
                  onPause={(paused) => onPause(token, paused)}
                  onRevoke={() => onRevoke(token)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
