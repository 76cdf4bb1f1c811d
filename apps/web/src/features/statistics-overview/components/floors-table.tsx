import { Table } from '@mantine/core';
import type { BidFloorRow } from '@panel/contract';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '@/components/table/sort-header';
import type { FloorSort, FloorSortKey } from '../utils/floors-state.ts';
import { formatCount, formatFloor } from '../utils/format.ts';

const PRICES = ['min', 'median', 'p90', 'max'] as const;

interface FloorsTableProps {
  rows: BidFloorRow[];
  sort: FloorSort;
  onSort: (key: FloorSortKey) => void;
}

const numberCell = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function FloorsTable({ rows, sort, onSort }: FloorsTableProps) {
  const { t, i18n } = useTranslation();
  const header = { activeKey: sort.key, descending: sort.descending, onSort };
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
            <SortHeader sortKey="requests" align="end" {...header}>
              {t('bidFloors.column.requests')}
            </SortHeader>
            {PRICES.map((key) => (
              <SortHeader key={key} sortKey={key} align="end" {...header}>
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
