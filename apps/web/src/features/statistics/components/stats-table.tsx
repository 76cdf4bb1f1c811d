import { Table } from '@mantine/core';
import type { StatisticsRow } from '@panel/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowWindow } from '@/components/table/row-window';
import { SortHeader } from '@/components/table/sort-header';
import { readSort } from '@/lib/sort-param';
import type { TableModel } from '../utils/report-table.ts';
import type { SupplyTarget } from '../utils/supply-target.ts';
import { DimensionCell } from './dimension-cell.tsx';
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

/**
 * The first column (what the row is) stays in view while the metrics scroll sideways (issue 18),
 * at the reading start: the right edge in Arabic, Hebrew, Persian and Urdu.
 */
const STICKY = {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;
const sticky = (index: number) => (index === 0 ? STICKY : undefined);

const NUMBERS = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const LOSS = { ...NUMBERS, color: 'var(--panel-loss-color)' } as const;
/** A loss (negative profit or ROI) reads in red as well as by its minus sign. */
const lossProps = (negative: boolean | undefined) =>
  negative ? ({ c: 'var(--panel-loss-color)', 'data-negative': true } as const) : {};

/**
 * A figure of a row: a plain cell with the Table's own class. A page of 50 rows has some 800 of
 * them, and Mantine's Table.Td (a Box that reads the theme and sorts its props) made a page
 * change a 70 ms task; the look is the same.
 */
function FigureCell({ text, negative }: { text: string | undefined; negative: boolean | undefined }) {
  return negative ? (
    <td className={Table.classes.td} style={LOSS} data-negative>
      {text}
    </td>
  ) : (
    <td className={Table.classes.td} style={NUMBERS}>
      {text}
    </td>
  );
}

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
  // A "then by" report in compact form: both levels in the first column, each group's rows
  // indented under its subtotal, so the second level never sits off screen beside an empty cell.
  const nested = model.rows.some((r) => r.nest);
  const shown = model.columns
    .map((column, index) => ({ column, index }))
    .filter(({ index }) => !nested || index !== 1);
  const minWidth =
    160 * shown.filter(({ column }) => column.kind === 'dimension').length + 110 * shown.length;
  const dimensionProps = { names, drillTargets, onDrill, supplyTarget };
  // The rows that show: a folded group's rows are left out.
  const listed = model.rows.filter(({ nest }) => !(nest && !nest.subtotal && folded.has(nest.group)));
  const body = useRef<HTMLTableSectionElement>(null);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        highlightOnHover
        striped
        verticalSpacing={6}
        aria-label={t('statistics.table.label')}
        // Rows not drawn still count: the header, every row of the page, the totals.
        aria-rowcount={listed.length + 2}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {shown.map(({ column: c, index: i }) => (
              <SortHeader
                key={c.id}
                style={sticky(i)}
                sortKey={c.id}
                {...activeSort}
                onSort={onSort}
                sortable={sortable(c.id)}
                align={c.kind === 'metric' ? 'end' : 'start'}
              >
                {nested && i === 0 ? `${c.header} › ${model.columns[1]?.header ?? ''}` : c.header}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={body}>
          {/* A long page draws the rows in and near the window only (issue 14). */}
          <RowWindow
            count={listed.length}
            body={body}
            columns={shown.length}
            row={(index, measure) => {
              const { row, cells, negative, nest } = listed[index] as (typeof listed)[number];
              // Rows are keyed by place, not by what they are: the next page or another order fills
              // the same rows with new figures instead of taking 50 rows down and building 50 new
              // ones. A row's naming cells hold state (a zone's bid dialog, a pending action), so
              // they are keyed by the row's values and start afresh when another row takes the place.
              const rowKey = model.columns
                .map((c) => (c.kind === 'dimension' ? (row.keys[c.id] ?? '*') : ''))
                .join('|');
              return (
                <Table.Tr
                  key={index}
                  ref={measure}
                  data-index={index}
                  aria-rowindex={index + 2}
                  fw={nest?.subtotal ? 600 : undefined}
                >
                  {shown.map(({ column: c, index: i }) => {
                    if (c.kind === 'metric')
                      return <FigureCell key={c.id} text={cells[i]} negative={negative[i]} />;
                    // A group's row shows its second level where the subtotal shows the group.
                    const source = nest && !nest.subtotal && i === 0 ? 1 : i;
                    const group = nest?.group;
                    return (
                      <DimensionCell
                        key={`${c.id}|${rowKey}`}
                        {...dimensionProps}
                        column={model.columns[source] ?? c}
                        row={row}
                        text={cells[source] ?? ''}
                        style={sticky(i)}
                        fold={
                          nest?.subtotal && group !== undefined
                            ? { open: !folded.has(group), toggle: () => fold(group) }
                            : undefined
                        }
                        within={source !== i ? cells[0] : undefined}
                      />
                    );
                  })}
                </Table.Tr>
              );
            }}
          />
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} aria-rowindex={listed.length + 2}>
            {shown.map(({ column: c, index: i }) => (
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
