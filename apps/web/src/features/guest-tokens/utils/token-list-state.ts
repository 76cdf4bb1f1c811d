import {
  GUEST_TOKEN_SORT_KEYS,
  GUEST_TOKEN_STATUSES,
  type GuestTokenStatus,
  PER_PAGE_MAX,
} from '@panel/contract';
import { readSort, type Sort, sortText } from '@/lib/sort-param';

/**
 * What the token list shows, as it lives in the address: status, search, page and sort. Reading
 * is lenient (a hand-edited address falls back to the default for that part); writing leaves
 * defaults out, so a plain list has a plain address.
 */
export type TokenSortKey = (typeof GUEST_TOKEN_SORT_KEYS)[number];

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

export interface TokenListState {
  status: GuestTokenStatus | null;
  search: string;
  page: number;
  perPage: number;
  sort: Sort<TokenSortKey>;
}

export const DEFAULT_TOKEN_LIST: TokenListState = {
  status: null,
  search: '',
  page: 1,
  perPage: PER_PAGE_OPTIONS[0],
  sort: { key: 'created_at', descending: true },
};

const SEARCH_MAX = 100;

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export function readTokenList(params: URLSearchParams): TokenListState {
  const d = DEFAULT_TOKEN_LIST;
  const status = params.get('status');
  const sort = readSort(params.get('sort') ?? '');
  return {
    status: oneOf(GUEST_TOKEN_STATUSES, status) ? status : d.status,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? d.page,
    perPage: wholeNumber(params.get('per_page'), 1, PER_PAGE_MAX) ?? d.perPage,
    sort: oneOf(GUEST_TOKEN_SORT_KEYS, sort.key) ? { key: sort.key, descending: sort.descending } : d.sort,
  };
}

/** The address query of a list state, without the parts left at their default. */
export function writeTokenList(state: TokenListState): URLSearchParams {
  const d = DEFAULT_TOKEN_LIST;
  const params = new URLSearchParams();
  if (state.status !== null) params.set('status', state.status);
  if (state.search.trim() !== '') params.set('search', state.search.trim());
  if (sortText(state.sort) !== sortText(d.sort)) params.set('sort', sortText(state.sort));
  if (state.perPage !== d.perPage) params.set('per_page', String(state.perPage));
  if (state.page !== d.page) params.set('page', String(state.page));
  return params;
}

/** The GET /api/v1/guest_ssp/tokens query of a list state. */
export function tokenListQuery(state: TokenListState): Record<string, string> {
  const query: Record<string, string> = {
    page: String(state.page),
    per_page: String(state.perPage),
    sort: sortText(state.sort),
  };
  if (state.status !== null) query.status = state.status;
  if (state.search.trim() !== '') query.search = state.search.trim();
  return query;
}

export const isTokenListFiltered = (state: TokenListState) =>
  state.status !== null || state.search.trim() !== '';

/** Anything but the page itself sends the user back to page 1: the page they were on may be gone. */
export function changeTokenList(state: TokenListState, change: Partial<TokenListState>): TokenListState {
  const next = { ...state, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The same column flips its direction; a new one starts A-Z for names, newest first for dates. */
export function nextTokenSort(current: Sort<TokenSortKey>, key: TokenSortKey): Sort<TokenSortKey> {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'name' && key !== 'advertiser' };
}
