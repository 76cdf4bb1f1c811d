import { Group, Table, UnstyledButton } from '@mantine/core';
import type { BidFloorRow } from '@panel/contract';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorSort, FloorSortKey } from '../utils/floors-state.ts';
import { formatCount, formatFloor } from '../utils/format.ts';

const PRICES = ['min', 'median', 'p90', 'max'] as const;

interface HeaderProps {
  sortKey: FloorSortKey;
  sort: FloorSort;
  onSort: (key: FloorSortKey) => void;
  numeric?: boolean;
  children: ReactNode;
}

/** A column header that sorts by its column (a button, so Tab and Enter reach it); `aria-sort` tells the order. */
function SortHeader({ sortKey, sort, onSort, numeric = false, children }: HeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      style={{ textAlign: numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          {children}
          <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface FloorsTableProps {
  rows: BidFloorRow[];
  sort: FloorSort;
  onSort: (key: FloorSortKey) => void;
}

const numberCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function FloorsTable({ rows, sort, onSort }: FloorsTableProps) {
  const { t, i18n } = useTranslation();
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('bidFloors.table')}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader sortKey="ssp" {...header}>
              {t('bidFloors.column.ssp')}
            </SortHeader>
            <SortHeader sortKey="ad_format" {...header}>
              {t('bidFloors.column.adFormat')}
            </SortHeader>
            <SortHeader sortKey="requests" numeric {...header}>
              {t('bidFloors.column.requests')}
            </SortHeader>
            {PRICES.map((key) => (
              <SortHeader key={key} sortKey={key} numeric {...header}>
                {t(`bidFloors.column.${key}`)}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.ssp}|${row.ad_format}`}>
              <Table.Td>{row.ssp_name}</Table.Td>
              <Table.Td>{row.ad_format_name}</Table.Td>
              <Table.Td style={numberCell}>{formatCount(row.requests, i18n.language)}</Table.Td>
              {PRICES.map((key) => (
                <Table.Td key={key} style={numberCell}>
                  {formatFloor(row[key], i18n.language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
