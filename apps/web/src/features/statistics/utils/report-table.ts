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
  report: Pick<StatisticsReport, 'rows' | 'totals'>,
  columns: TableColumn[],
  locale: string,
  words: TableWords,
): TableModel {
  const metricText = (c: TableColumn, value: number | null | undefined) =>
    formatMetric(value, c.format ?? 'integer', c.id, locale);
  const negative = (metrics: StatisticsRow['metrics']) =>
    columns.map((c) => c.kind === 'metric' && (metrics[c.id] ?? 0) < 0);
  const rows = report.rows.map((row) => ({
    row,
    cells: columns.map((c) =>
      c.kind === 'dimension'
        ? dimensionText(c.id, row, locale, words.unknown)
        : metricText(c, row.metrics[c.id]),
    ),
    negative: negative(row.metrics),
  }));
  const firstDimension = columns.findIndex((c) => c.kind === 'dimension');
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
