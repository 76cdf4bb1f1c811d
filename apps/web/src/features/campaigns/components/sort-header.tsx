import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortKey, SortState } from '../utils/list-state.ts';

interface SortHeaderProps {
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  align?: 'left' | 'right';
  children: ReactNode;
}

/** A column header that sorts the list by its column; `aria-sort` tells screen readers the order. */
export function SortHeader({ sortKey, sort, onSort, align = 'left', children }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? IconArrowsSort : sort.descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
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
