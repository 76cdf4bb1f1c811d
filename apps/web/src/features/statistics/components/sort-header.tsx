import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortHeaderProps {
  sortKey: string;
  /** The sort in effect, '-' first for descending. */
  sort: string;
  onSort: (key: string) => void;
  align: 'left' | 'right';
  /** False: a plain header (the server's order of the column would not make sense on screen). */
  sortable?: boolean;
  children: ReactNode;
}

/** A header that asks the server to sort by its column; `aria-sort` tells screen readers the order. */
export function SortHeader({ sortKey, sort, onSort, align, sortable = true, children }: SortHeaderProps) {
  if (!sortable)
    return (
      <Table.Th style={{ textAlign: align, whiteSpace: 'nowrap' }} fw={700} fz="sm">
        {children}
      </Table.Th>
    );
  const active = sort.replace(/^-/, '') === sortKey;
  const descending = sort.startsWith('-');
  const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th
      aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}
      style={{ textAlign: align, whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => onSort(sortKey)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {children}
          <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
