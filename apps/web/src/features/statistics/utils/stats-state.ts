import {
  FILTER_VALUES_MAX,
  GROUP_BY_MAX,
  isTimeZone,
  STATS_PER_PAGE_MAX,
  type StatisticsEntities,
  TIME_DIMENSIONS,
} from '@panel/contract';
import {
  CUSTOM_RANGE,
  type DateRange,
  DEFAULT_PRESET,
  isDate,
  isPreset,
  isWholeHourZone,
  presetRange,
  type RangeChoice,
} from '@/lib/dates/report-range';
import { readSort, sortText } from '@/lib/sort-param';
import type { MetricFormat } from './format.ts';

/**
 * What the statistics page shows, as it lives in the address: period, time zone, grouping,
 * filters (one parameter per dimension, as the API names them), sort, page, the metrics the
 * chart draws and the metric columns shown. Reading is lenient: a hand-edited or outdated part
 * falls back to its default. Writing leaves defaults out, so the plain page has a plain address.
 */
export interface StatsState {
  range: RangeChoice;
  /** The dates of a custom range; presets are turned into dates when the report is asked for. */
  from: string | null;
  to: string | null;
  tz: string;
  /**
   * The zone was named in the address or picked on the page (even the default one): it stays in
   * the address, so a shared link shows the same days to a colleague in another zone.
   */
  tzChosen: boolean;
  /** One or two dimensions. */
  groupBy: string[];
  /** Dimension -> the values kept (as written in the address). */
  filters: Record<string, string[]>;
  /** A metric or grouped dimension, '-' first for descending; null: the server's default. */
  sort: string | null;
  page: number;
  perPage: number;
  /** Metrics drawn on the chart. */
  chart: string[];
  /** Metric columns shown, in the entities' order; every metric when the address says nothing. */
  columns: string[];
}

/** What a role's entities allow, and the defaults that follow from them. */
export interface StatsSchema {
  groupable: string[];
  filterable: string[];
  metrics: string[];
  /** Metric -> integer, money or percent. */
  formats: Record<string, MetricFormat>;
  defaultGroupBy: string;
  defaultChart: string[];
  /** The money metric reports of this role sort by when nothing else is asked: spend or revenue. */
  money: string;
}

/** The last page the server serves (the contract's `pagingQuery` caps `page` at 1,000,000). */
export const STATS_PAGE_MAX = 1_000_000;
/** The longest zone name the server takes (the contract's `rangeFields.tz`). */
const TZ_MAX_LENGTH = 64;

export const PER_PAGE_OPTIONS = [25, 50, 100, 500] as const;
export const DEFAULT_PER_PAGE = 50;
/** More lines than this and the chart stops telling them apart. */
export const CHART_METRICS_MAX = 4;
/** A chart has two y axes: metrics of a third unit would have none to be read against. */
export const CHART_UNITS_MAX = 2;

const list = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const unique = <T>(items: T[]) => [...new Set(items)];

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The chart metrics that fit: known ones, at most four, of two units at most (the first ones win). */
export function validChart(metrics: string[], schema: StatsSchema): string[] {
  const units = new Set<MetricFormat>();
  const kept: string[] = [];
  for (const m of unique(metrics)) {
    const unit = schema.formats[m];
    if (!unit || kept.length >= CHART_METRICS_MAX) continue;
    if (!units.has(unit) && units.size >= CHART_UNITS_MAX) continue;
    units.add(unit);
    kept.push(m);
  }
  return kept;
}

export function statsSchema(entities: StatisticsEntities): StatsSchema {
  const metrics = entities.metrics.map((m) => String(m.id));
  const money = metrics.includes('spend') ? 'spend' : 'revenue';
  return {
    groupable: entities.dimensions.filter((d) => d.group_by).map((d) => String(d.id)),
    filterable: entities.dimensions.filter((d) => d.filter).map((d) => String(d.id)),
    metrics,
    formats: Object.fromEntries(entities.metrics.map((m) => [String(m.id), m.format])),
    defaultGroupBy: entities.default_group_by,
    defaultChart: [money, 'impressions'].filter((m) => metrics.includes(m)),
    money,
  };
}

export const isTime = (dimension: string) => (TIME_DIMENSIONS as readonly string[]).includes(dimension);

/** Two dimensions at most, no repeats, and date or hour, not both (the server refuses the rest). */
export function validGroupBy(groupBy: string[], schema: StatsSchema): string[] {
  const kept: string[] = [];
  for (const d of unique(groupBy)) {
    if (!schema.groupable.includes(d) || kept.length >= GROUP_BY_MAX) continue;
    if (isTime(d) && kept.some(isTime)) continue;
    kept.push(d);
  }
  return kept.length > 0 ? kept : [schema.defaultGroupBy];
}

/**
 * Whether a column sorts: metrics, and the time dimensions. The server sorts the other dimensions
 * by their id or code, an order that looks random next to the names the table shows.
 */
export const isSortable = (key: string, schema: StatsSchema) => schema.metrics.includes(key) || isTime(key);

function validSort(sort: string | null, groupBy: string[], schema: StatsSchema): string | null {
  if (!sort) return null;
  const { key } = readSort(sort);
  return schema.metrics.includes(key) || (isTime(key) && groupBy.includes(key)) ? sort : null;
}

/**
 * A zone reports can be read in: one the browser knows (an unknown one would throw in Intl and
 * blank the page) whose offset is whole hours (statistics are kept by the hour).
 */
export const isReportZone = (zone: string) =>
  zone.length <= TZ_MAX_LENGTH && isTimeZone(zone) && isWholeHourZone(zone);

export function readStatsState(params: URLSearchParams, schema: StatsSchema, defaultTz: string): StatsState {
  const from = params.get('from');
  const to = params.get('to');
  const preset = params.get('range');
  const custom = !isPreset(preset) && isDate(from) && isDate(to);
  const groupBy = validGroupBy(list(params.get('group_by')), schema);
  const filters: Record<string, string[]> = {};
  for (const d of schema.filterable) {
    const values = unique(list(params.get(d))).slice(0, FILTER_VALUES_MAX);
    if (values.length > 0) filters[d] = values;
  }
  const chart = validChart(list(params.get('chart')), schema);
  const columns = new Set(list(params.get('columns')));
  const shown = schema.metrics.filter((m) => columns.has(m));
  const tz = params.get('tz')?.trim() ?? '';
  const tzChosen = tz !== '' && isReportZone(tz);
  return {
    range: custom ? CUSTOM_RANGE : isPreset(preset) ? preset : DEFAULT_PRESET,
    from: custom ? from : null,
    to: custom ? to : null,
    tz: tzChosen ? tz : defaultTz,
    tzChosen,
    groupBy,
    filters,
    sort: validSort(params.get('sort'), groupBy, schema),
    page: wholeNumber(params.get('page'), 1, STATS_PAGE_MAX) ?? 1,
    perPage: wholeNumber(params.get('per_page'), 1, STATS_PER_PAGE_MAX) ?? DEFAULT_PER_PAGE,
    chart: chart.length > 0 ? chart : schema.defaultChart,
    columns: shown.length > 0 ? shown : schema.metrics,
  };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The address query of a state, in a fixed order, without the parts left at their default. The
 * zone is written whenever it matters to someone the link is sent to: with a custom range (its
 * dates are days of that zone), or when it was chosen; the plain page keeps a plain address.
 */
export function writeStatsState(state: StatsState, schema: StatsSchema, defaultTz: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range === CUSTOM_RANGE && state.from && state.to) {
    params.set('from', state.from);
    params.set('to', state.to);
  } else if (state.range !== DEFAULT_PRESET && state.range !== CUSTOM_RANGE) params.set('range', state.range);
  if (state.tz !== defaultTz || state.tzChosen || state.range === CUSTOM_RANGE) params.set('tz', state.tz);
  if (!same(state.groupBy, [schema.defaultGroupBy])) params.set('group_by', state.groupBy.join(','));
  for (const d of schema.filterable) {
    const values = state.filters[d];
    if (values && values.length > 0) params.set(d, values.join(','));
  }
  if (state.sort) params.set('sort', state.sort);
  if (!same(state.columns, schema.metrics)) params.set('columns', state.columns.join(','));
  if (!same(state.chart, schema.defaultChart)) params.set('chart', state.chart.join(','));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/**
 * A change of the view. Anything but the page sends the user back to page 1 (the page they were on
 * may not exist in the new report); a sort on a dimension no longer grouped by is dropped.
 */
export function changeStatsState(
  state: StatsState,
  change: Partial<StatsState>,
  schema: StatsSchema,
): StatsState {
  const next = { ...state, ...change };
  if (change.tz !== undefined) next.tzChosen = true;
  next.groupBy = validGroupBy(next.groupBy, schema);
  next.sort = validSort(next.sort, next.groupBy, schema);
  const onlyView = Object.keys(change).every((k) => k === 'page' || k === 'chart' || k === 'columns');
  return onlyView ? next : { ...next, page: 1 };
}

/** The dates the state covers now: a custom range's own, or a preset's in the state's time zone. */
export function stateRange(state: StatsState, now = Date.now()): DateRange {
  if (state.range === CUSTOM_RANGE && state.from && state.to) return { from: state.from, to: state.to };
  return presetRange(state.range === CUSTOM_RANGE ? DEFAULT_PRESET : state.range, state.tz, now);
}

/** The filters of a state as query parameters (`country=US,GB`). */
export function filterQuery(state: StatsState): Record<string, string> {
  return Object.fromEntries(
    Object.entries(state.filters)
      .filter(([, values]) => values.length > 0)
      .map(([d, values]) => [d, values.join(',')]),
  );
}

/** The query of the report the state shows, over `range` (the dates the state covers now by default). */
export function reportQuery(state: StatsState, range: DateRange = stateRange(state)): Record<string, string> {
  const { from, to } = range;
  const query: Record<string, string> = {
    from,
    to,
    tz: state.tz,
    group_by: state.groupBy.join(','),
    page: String(state.page),
    per_page: String(state.perPage),
    ...filterQuery(state),
  };
  if (state.sort) query.sort = state.sort;
  return query;
}

/** The sort in effect: the state's, or the one the server applies without one. */
export function effectiveSort(state: StatsState, schema: StatsSchema): string {
  if (state.sort) return state.sort;
  const first = state.groupBy[0] ?? schema.defaultGroupBy;
  return isTime(first) ? first : `-${schema.money}`;
}

/** Clicking a column: the same column flips; a new one starts ascending for time, largest first for metrics. */
export function nextSort(current: string, key: string, schema: StatsSchema): string {
  const now = readSort(current);
  if (now.key === key) return sortText({ key, descending: !now.descending });
  return schema.metrics.includes(key) ? `-${key}` : key;
}
