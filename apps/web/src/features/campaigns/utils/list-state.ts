import { AD_FORMAT_CODES, CAMPAIGN_SORT_KEYS, MAX_ID, PER_PAGE_MAX } from '@panel/contract';
import { browserTimeZone, isPreset, presetRange, type RangePreset } from '@/lib/dates/report-range';
import { readSort, type Sort, sortText } from '@/lib/sort-param';

/**
 * What the campaign list shows, as it lives in the address: status tab, filters, search, page
 * and sort. Reading is lenient (a hand-edited or outdated address falls back to the default
 * for that part); writing leaves defaults out, so a plain list has a plain address.
 */
export const STATUS_TABS = ['all', 'active', 'paused', 'draft', 'archived'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
export type SortKey = (typeof CAMPAIGN_SORT_KEYS)[number];
export type SortState = Sort<SortKey>;

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

export interface ListState {
  tab: StatusTab;
  /** A group id, 0 for campaigns outside every group, null for any group. */
  groupId: number | null;
  adFormat: string | null;
  search: string;
  page: number;
  perPage: number;
  sort: SortState;
  /** The period of the figures columns (`?range=`), as the dashboard names periods. */
  range: RangePreset;
}

export const DEFAULT_LIST_STATE: ListState = {
  tab: 'all',
  groupId: null,
  adFormat: null,
  search: '',
  page: 1,
  perPage: PER_PAGE_OPTIONS[0],
  sort: { key: 'created_at', descending: true },
  range: 'last_7_days',
};

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

const SEARCH_MAX = 100;

export function readListState(params: URLSearchParams): ListState {
  const d = DEFAULT_LIST_STATE;
  const status = params.get('status');
  const adFormat = params.get('ad_format');
  const sort = readSort(params.get('sort') ?? '');
  return {
    tab: includes(STATUS_TABS, status) ? status : d.tab,
    groupId: wholeNumber(params.get('group_id'), 0, MAX_ID),
    adFormat: includes(AD_FORMAT_CODES, adFormat) ? adFormat : d.adFormat,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? d.page,
    perPage: wholeNumber(params.get('per_page'), 1, PER_PAGE_MAX) ?? d.perPage,
    sort: includes(CAMPAIGN_SORT_KEYS, sort.key) ? { key: sort.key, descending: sort.descending } : d.sort,
    range: isPreset(params.get('range')) ? (params.get('range') as RangePreset) : d.range,
  };
}

/** The address query of a list state, in a fixed order, without the parts left at their default. */
export function writeListState(state: ListState): URLSearchParams {
  const d = DEFAULT_LIST_STATE;
  const params = new URLSearchParams();
  if (state.tab !== d.tab) params.set('status', state.tab);
  if (state.groupId !== null) params.set('group_id', String(state.groupId));
  if (state.adFormat !== null) params.set('ad_format', state.adFormat);
  if (state.search.trim() !== '') params.set('search', state.search.trim());
  if (sortText(state.sort) !== sortText(d.sort)) params.set('sort', sortText(state.sort));
  if (state.perPage !== d.perPage) params.set('per_page', String(state.perPage));
  if (state.page !== d.page) params.set('page', String(state.page));
  if (state.range !== d.range) params.set('range', state.range);
  return params;
}

/**
 * The GET /api/v1/campaigns query of a list state; the 'all' tab is the server's default (not
 * archived). The figures are asked for the period's dates in the browser's time zone.
 */
export function listQuery(state: ListState, now = Date.now()): Record<string, string> {
  const tz = browserTimeZone(now);
  const { from, to } = presetRange(state.range, tz, now);
  const query: Record<string, string> = {
    page: String(state.page),
    per_page: String(state.perPage),
    sort: sortText(state.sort),
    with_stats: 'true',
    from,
    to,
    tz,
  };
  if (state.tab !== 'all') query.status = state.tab;
  if (state.groupId !== null) query.group_id = String(state.groupId);
  if (state.adFormat !== null) query.ad_format = state.adFormat;
  if (state.search.trim() !== '') query.search = state.search.trim();
  return query;
}

/** Whether the user narrowed the list, which decides what its empty state says. */
export const isFiltered = (state: ListState) =>
  state.groupId !== null || state.adFormat !== null || state.search.trim() !== '';

/**
 * A change of the list: anything but the page itself sends the user back to page 1, since the
 * page they were on may not exist in the new list.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** Clicking a column: the same column flips its direction; a new one starts A-Z for names, newest/largest first otherwise (CPA: cheapest first). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'name' && key !== 'cpa' };
}
