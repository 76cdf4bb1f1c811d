import type { StatisticsReport, StatisticsRow } from '@panel/contract';
import { formatMetric, formatTimeKey, type MetricFormat } from './format.ts';
import { isTime } from './stats-state.ts';

export interface TableColumn {
  id: string;
  kind: 'dimension' | 'metric';
  header: string;
  /** Metrics only. */
  format?: MetricFormat;
}

export interface TableRow {
  row: StatisticsRow;
  cells: string[];
  /** Per cell: a metric below zero (a loss), which the table marks beside its minus sign. */
  negative: boolean[];
  /**
   * A "then by" report: the first-level group the row belongs to, and whether it is the group's
   * subtotal (above its rows) or one of them. Absent on one-level reports.
   */
  nest?: { group: string; subtotal: boolean };
}

/**
 * The report as text, cell by cell: the table renders it and the CSV export writes it, so the
 * file holds exactly what the screen shows.
 */
export interface TableModel {
  columns: TableColumn[];
  rows: TableRow[];
  totals: string[];
  totalsNegative: boolean[];
}

export interface TableWords {
  total: string;
  /** The second-level cell of a group's subtotal row. */
  subtotal?: string;
  /** A value the traffic did not carry (no country, say). */
  unknown: string;
}

export function dimensionText(
  dimension: string,
  row: StatisticsRow,
  locale: string,
  unknown: string,
): string {
  const key = row.keys[dimension];
  if (key === undefined || key === '') return unknown;
  if (isTime(dimension)) return formatTimeKey(String(key), locale);
  return row.labels[dimension] ?? String(key);
}

export function tableModel(
  report: Pick<StatisticsReport, 'rows' | 'totals' | 'subtotals'>,
  columns: TableColumn[],
  locale: string,
  words: TableWords,
): TableModel {
  const metricText = (c: TableColumn, value: number | null | undefined) =>
    formatMetric(value, c.format ?? 'integer', c.id, locale);
  const negative = (metrics: StatisticsRow['metrics']) =>
    columns.map((c) => c.kind === 'metric' && (metrics[c.id] ?? 0) < 0);
  const line = (row: StatisticsRow) => ({
    row,
    cells: columns.map((c) =>
      c.kind === 'dimension'
        ? dimensionText(c.id, row, locale, words.unknown)
        : metricText(c, row.metrics[c.id]),
    ),
    negative: negative(row.metrics),
  });
  const firstDimension = columns.findIndex((c) => c.kind === 'dimension');
  const first = columns[firstDimension]?.id;
  const nested = first !== undefined && report.subtotals !== undefined;
  const subtotals = new Map((report.subtotals ?? []).map((s) => [String(s.keys[first ?? '']), s]));
  const rows: TableRow[] = [];
  for (const row of report.rows) {
    if (!nested) {
      rows.push(line(row));
      continue;
    }
    const group = String(row.keys[first]);
    const subtotal = subtotals.get(group);
    // The subtotal goes above the group's first row on the page; the rows of a group come together.
    if (subtotal && rows.at(-1)?.nest?.group !== group) {
      const above = line(subtotal);
      columns.forEach((c, i) => {
        if (c.kind === 'dimension' && i !== firstDimension) above.cells[i] = words.subtotal ?? '';
      });
      rows.push({ ...above, nest: { group, subtotal: true } });
    }
    rows.push({ ...line(row), nest: { group, subtotal: false } });
  }
  const totals = columns.map((c, i) => {
    if (c.kind === 'metric') return metricText(c, report.totals[c.id]);
    return i === firstDimension ? words.total : '';
  });
  return { columns, rows, totals, totalsNegative: negative(report.totals) };
}

/** Header, rows and totals, as lines of cells. */
export const tableLines = (model: TableModel): string[][] => [
  model.columns.map((c) => c.header),
  ...model.rows.map((r) => r.cells),
  model.totals,
];

/**
 * The report for a spreadsheet (issue 18): plain numbers, no thousands separators, currency or
 * percent signs; money in USD and rates as decimals (0.0123 for 1.23 %), to six places; empty for
 * no value; days and hours as ISO keys (2026-11-24, 2026-11-24T13:00). Names stay names. A "then
 * by" report stays flat, every row naming both levels and no subtotal rows: the form a pivot
 * table or a filter in a spreadsheet reads (the "as shown" export has the subtotals).
 */
export function plainLines(
  report: Pick<StatisticsReport, 'rows' | 'totals'>,
  columns: TableColumn[],
  words: TableWords,
): string[][] {
  const number = (value: number | null | undefined) =>
    value === null || value === undefined || !Number.isFinite(value) ? '' : String(Number(value.toFixed(6)));
  const firstDimension = columns.findIndex((c) => c.kind === 'dimension');
  const cells = (row: StatisticsRow) =>
    columns.map((c) => {
      if (c.kind === 'metric') return number(row.metrics[c.id]);
      const key = row.keys[c.id];
      if (isTime(c.id) && key !== undefined && key !== '') return String(key);
      return dimensionText(c.id, row, 'en', words.unknown);
    });
  return [
    columns.map((c) => c.header),
    ...report.rows.map(cells),
    columns.map((c, i) =>
      c.kind === 'metric' ? number(report.totals[c.id]) : i === firstDimension ? words.total : '',
    ),
  ];
}
