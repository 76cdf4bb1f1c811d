import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

interface SortHeaderProps<K extends string> {
  sortKey: K;
  /** The column the list is sorted by now. */
  activeKey: K | null;
  descending: boolean;
  onSort: (key: K) => void;
  align?: 'start' | 'end';
  /** False: a plain header, for a column the server cannot sort in an order that makes sense. */
  sortable?: boolean;
  /** Extra style of the cell (a sticky first column). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A column header that asks for the list sorted by its column: a button, so Tab and Enter reach it,
 * and `aria-sort` tells screen readers the order in effect.
 */
export function SortHeader<K extends string>({
  sortKey,
  activeKey,
  descending,
  onSort,
  align = 'start',
  sortable = true,
  style: extra,
  children,
}: SortHeaderProps<K>) {
  const style = { textAlign: align, whiteSpace: 'nowrap', ...extra } as const;
  if (!sortable)
    return (
      <Table.Th style={style} fw={700} fz="sm">
        {children}
      </Table.Th>
    );
  const active = activeKey === sortKey;
  const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'} style={style}>
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'end' ? 'flex-end' : 'flex-start'}>
          {children}
          <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
