import { AD_FORMAT_CODES, MAX_ID, PER_PAGE_MAX } from '@panel/contract';
import { readSort, type Sort, sortText } from '@/lib/sort-param';

/**
 * What a publisher list shows (sites, zones, DSP endpoints), as it lives in the address: status
 * tab, filters, search, page and sort. Reading is lenient (a hand-edited address falls back to
 * the default for that part); writing leaves defaults out, so a plain list has a plain address.
 */
export const PUB_TABS = ['all', 'active', 'stopped', 'archived'] as const;
export type PubTab = (typeof PUB_TABS)[number];
export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

export interface PubListState {
  tab: PubTab;
  search: string;
  siteId: number | null;
  adFormat: string | null;
  dspId: number | null;
  page: number;
  perPage: number;
  sort: Sort;
}

export const DEFAULT_SORT: Sort = { key: 'created_at', descending: true };

const DEFAULTS: PubListState = {
  tab: 'all',
  search: '',
  siteId: null,
  adFormat: null,
  dspId: null,
  page: 1,
  perPage: PER_PAGE_OPTIONS[0],
  sort: DEFAULT_SORT,
};

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export function readPubListState(params: URLSearchParams, sortKeys: readonly string[]): PubListState {
  const status = params.get('status');
  const adFormat = params.get('ad_format');
  const sort = readSort(params.get('sort') ?? '');
  return {
    tab: includes(PUB_TABS, status) ? status : DEFAULTS.tab,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    siteId: wholeNumber(params.get('site_id'), 1, MAX_ID),
    adFormat: includes(AD_FORMAT_CODES, adFormat) ? adFormat : null,
    dspId: wholeNumber(params.get('dsp_id'), 1, MAX_ID),
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? DEFAULTS.page,
    perPage: wholeNumber(params.get('per_page'), 1, PER_PAGE_MAX) ?? DEFAULTS.perPage,
    sort: sortKeys.includes(sort.key) ? sort : DEFAULT_SORT,
  };
}

/** The list's query, used both for the address and for the call (the names are the API's). */
export function pubListQuery(state: PubListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.tab !== 'all') query.status = state.tab;
  if (state.siteId !== null) query.site_id = String(state.siteId);
  if (state.adFormat !== null) query.ad_format = state.adFormat;
  if (state.dspId !== null) query.dsp_id = String(state.dspId);
  if (state.search.trim() !== '') query.search = state.search.trim();
  if (sortText(state.sort) !== sortText(DEFAULT_SORT)) query.sort = sortText(state.sort);
  if (state.perPage !== DEFAULTS.perPage) query.per_page = String(state.perPage);
  if (state.page !== DEFAULTS.page) query.page = String(state.page);
  return query;
}

export const isFiltered = (state: PubListState) =>
  state.siteId !== null || state.adFormat !== null || state.dspId !== null || state.search.trim() !== '';

/** Any change but the page itself goes back to page 1: the page may not exist in the new list. */
export function changePubListState(state: PubListState, change: Partial<PubListState>): PubListState {
  const next = { ...state, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The same column flips its direction; a new one starts A-Z for names, newest first otherwise. */
export function nextSort(current: Sort, key: string): Sort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'name' && key !== 'ad_format' };
}
