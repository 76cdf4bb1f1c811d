import { ActionIcon, Group, Table, VisuallyHidden } from '@mantine/core';
import type { StatisticsRow } from '@panel/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '@/components/table/sort-header';
import { readSort } from '@/lib/sort-param';
import type { TableModel } from '../utils/report-table.ts';
import type { SupplyTarget } from '../utils/supply-target.ts';
import { DrillMenu } from './drill-menu.tsx';
import { SupplyActions } from './supply-actions.tsx';
import type { EntityNames } from './use-entity-names.ts';

interface StatsTableProps {
  model: TableModel;
  names: EntityNames;
  /** The sort in effect, '-' first for descending. */
  sort: string;
  onSort: (key: string) => void;
  /** Whether a column sorts (metrics and time do; other dimensions would sort by id). */
  sortable: (key: string) => boolean;
  /** The groupings a row of a dimension opens into (none: the cell is plain text). */
  drillTargets: (dimension: string) => string[];
  onDrill: (dimension: string, value: string | number, groupBy: string) => void;
  /** A zone or site cell of one campaign's row: what acting on it would change (null: no actions). */
  supplyTarget?: (dimension: string, row: StatisticsRow, text: string) => SupplyTarget | null;
}

/** The first column (what the row is) stays in view while the metrics scroll sideways (issue 18). */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;
const sticky = (index: number) => (index === 0 ? STICKY : undefined);

const NUMBERS = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** A loss (negative profit or ROI) reads in red as well as by its minus sign. */
const lossProps = (negative: boolean | undefined) =>
  negative ? ({ c: 'red', 'data-negative': true } as const) : {};

/**
 * The report page as a table: dimensions first, then metrics, right-aligned; metric and time
 * headers sort on the server; the totals of the whole report close it. Cells show the text the CSV export writes.
 */
export function StatsTable({
  model,
  names,
  sort,
  onSort,
  sortable,
  drillTargets,
  onDrill,
  supplyTarget,
}: StatsTableProps) {
  const { t } = useTranslation();
  // "Then by" groups the user folded, by their first-level key.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const fold = (group: string) =>
    setFolded((before) => {
      const after = new Set(before);
      if (!after.delete(group)) after.add(group);
      return after;
    });
  const { key, descending } = readSort(sort);
  const activeSort = { activeKey: key, descending };
  const minWidth =
    160 * model.columns.filter((c) => c.kind === 'dimension').length + 110 * model.columns.length;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover striped verticalSpacing={6} aria-label={t('statistics.table.label')}>
        <Table.Thead>
          <Table.Tr>
            {model.columns.map((c, i) => (
              <SortHeader
                key={c.id}
                style={sticky(i)}
                sortKey={c.id}
                {...activeSort}
                onSort={onSort}
                sortable={sortable(c.id)}
                align={c.kind === 'metric' ? 'right' : 'left'}
              >
                {c.header}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {model.rows.map(({ row, cells, negative, nest }) => {
            if (nest && !nest.subtotal && folded.has(nest.group)) return null;
            const rowKey = model.columns
              .map((c) => (c.kind === 'dimension' ? (row.keys[c.id] ?? '*') : ''))
              .join('|');
            return (
              <Table.Tr key={rowKey} fw={nest?.subtotal ? 600 : undefined}>
                {model.columns.map((c, i) => {
                  const text = cells[i] ?? '';
                  // A row of a group says its group to screen readers only: the subtotal above shows it.
                  if (nest && !nest.subtotal && i === 0)
                    return (
                      <Table.Td key={c.id} style={sticky(i)}>
                        <VisuallyHidden>{text}</VisuallyHidden>
                      </Table.Td>
                    );
                  if (nest?.subtotal && c.kind === 'dimension' && i > 0)
                    return (
                      <Table.Td key={c.id} c="dimmed">
                        {text}
                      </Table.Td>
                    );
                  if (c.kind === 'metric')
                    return (
                      <Table.Td key={c.id} style={NUMBERS} {...lossProps(negative[i])}>
                        {text}
                      </Table.Td>
                    );
                  const value = row.keys[c.id];
                  const targets = value === undefined || value === '' ? [] : drillTargets(c.id);
                  const acting =
                    value === undefined || value === '' ? null : (supplyTarget?.(c.id, row, text) ?? null);
                  const name =
                    targets.length > 0 && value !== undefined ? (
                      <DrillMenu
                        text={text}
                        targets={targets}
                        names={names}
                        onDrill={(groupBy) => onDrill(c.id, value, groupBy)}
                      />
                    ) : (
                      text
                    );
                  const open = nest?.subtotal ? !folded.has(nest.group) : null;
                  return (
                    <Table.Td key={c.id} style={{ whiteSpace: 'nowrap', ...sticky(i) }}>
                      <Group gap={4} wrap="nowrap">
                        {nest && open !== null && (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            aria-expanded={open}
                            aria-label={t(open ? 'statistics.table.collapse' : 'statistics.table.expand', {
                              name: text,
                            })}
                            onClick={() => fold(nest.group)}
                          >
                            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                          </ActionIcon>
                        )}
                        {name}
                        {acting && <SupplyActions target={acting} />}
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {model.columns.map((c, i) => (
              <Table.Td
                key={c.id}
                style={c.kind === 'metric' ? NUMBERS : sticky(i)}
                {...lossProps(model.totalsNegative[i])}
              >
                {model.totals[i]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
