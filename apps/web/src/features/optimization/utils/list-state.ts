import { RULE_STATUSES, type RuleStatus } from '@panel/contract';

/**
 * The page's view as the address holds it, so a reload, a shared link or Back shows the same
 * thing: the status filter ('' is every rule), the search text, the page, and the rule open in
 * the editor ('new' for one being written, an id for a saved one).
 */
export interface ListState {
  status: RuleStatus | '';
  search: string;
  page: number;
  perPage: number;
  open: number | 'new' | null;
}

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;

const whole = (value: string | null, min: number, max: number): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

export function readListState(params: URLSearchParams): ListState {
  const status = params.get('status') ?? '';
  const rule = params.get('rule');
  return {
    status: (RULE_STATUSES as readonly string[]).includes(status) ? (status as RuleStatus) : '',
    search: (params.get('search') ?? '').slice(0, 100),
    page: whole(params.get('page'), 1, 1_000_000) ?? 1,
    perPage: whole(params.get('per_page'), 1, 100) ?? DEFAULT_PER_PAGE,
    open: rule === 'new' ? 'new' : whole(rule, 1, 2_147_483_647),
  };
}

/** Only what differs from the defaults goes into the address, so a plain visit has a clean one. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.search) params.set('search', state.search);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  if (state.open !== null) params.set('rule', String(state.open));
  return params;
}

/** A new filter shows its first page; a page change, or opening and closing the editor, keeps it. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  return 'page' in change || 'open' in change ? next : { ...next, page: 1 };
}

/** The server's query for the state. */
export function listQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = { page: String(state.page), per_page: String(state.perPage) };
  if (state.status) query.status = state.status;
  if (state.search.trim()) query.search = state.search.trim();
  return query;
}

export const isFiltered = (state: ListState) => state.status !== '' || state.search !== '';
