import { SSP_ENDPOINT_STATUS_CODES, type SspEndpointStatus } from '@panel/contract';

/**
 * The page's view as the address holds it, so a reload, a shared link or Back shows the same
 * thing: which tab, the status filter ('' is every endpoint but the archived ones, as the
 * server lists by default), the SSP, the search text and the page.
 */
export interface ListState {
  view: 'endpoints' | 'ssps';
  status: SspEndpointStatus | '';
  sspId: number | null;
  search: string;
  page: number;
  perPage: number;
}

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

const whole = (value: string | null, min: number, max: number): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

export function readListState(params: URLSearchParams): ListState {
  const status = params.get('status') ?? '';
  return {
    view: params.get('view') === 'ssps' ? 'ssps' : 'endpoints',
    status: (SSP_ENDPOINT_STATUS_CODES as readonly string[]).includes(status)
      ? (status as SspEndpointStatus)
      : '',
    sspId: whole(params.get('ssp_id'), 1, 2_147_483_647),
    search: (params.get('search') ?? '').slice(0, 100),
    page: whole(params.get('page'), 1, 1_000_000) ?? 1,
    perPage: whole(params.get('per_page'), 1, 100) ?? DEFAULT_PER_PAGE,
  };
}

/** Only what differs from the defaults goes into the address, so a plain visit has a clean one. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'endpoints') params.set('view', state.view);
  if (state.status) params.set('status', state.status);
  if (state.sspId !== null) params.set('ssp_id', String(state.sspId));
  if (state.search) params.set('search', state.search);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  return params;
}

/** A new filter shows its first page; only a page change keeps the page. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** The server's query for the state. */
export function listQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = { page: String(state.page), per_page: String(state.perPage) };
  if (state.status) query.status = state.status;
  if (state.sspId !== null) query.ssp_id = String(state.sspId);
  if (state.search.trim()) query.search = state.search.trim();
  return query;
}

export const isFiltered = (state: ListState) =>
  state.status !== '' || state.sspId !== null || state.search !== '';
