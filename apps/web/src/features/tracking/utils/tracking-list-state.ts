import { PER_PAGE_MAX, RETARGETING_TYPES } from '@panel/contract';

/**
 * What the tracking page shows, as it lives in the address: the tab, the search, the pixel type
 * and the page. Reading is lenient (a hand-edited address falls back to the default for that
 * part); writing leaves defaults out, so the plain page has a plain address.
 */
export const TRACKING_TABS = ['postbacks', 'pixels'] as const;
export type TrackingTab = (typeof TRACKING_TABS)[number];
export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

export interface TrackingListState {
  tab: TrackingTab;
  search: string;
  /** Pixels only: one retargeting type. */
  typeId: number | null;
  page: number;
  perPage: number;
}

export const DEFAULT_TRACKING_LIST: TrackingListState = {
  tab: 'postbacks',
  search: '',
  typeId: null,
  page: 1,
  perPage: PER_PAGE_OPTIONS[0],
};

const SEARCH_MAX = 100;

export const isTrackingTab = (value: string | null): value is TrackingTab =>
  value !== null && (TRACKING_TABS as readonly string[]).includes(value);

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export function readTrackingList(params: URLSearchParams): TrackingListState {
  const d = DEFAULT_TRACKING_LIST;
  const tab = params.get('tab');
  const typeId = wholeNumber(params.get('type_id'), 1, 99);
  return {
    tab: isTrackingTab(tab) ? tab : d.tab,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    typeId: typeId !== null && RETARGETING_TYPES.some((type) => type.id === typeId) ? typeId : null,
    page: wholeNumber(params.get('page'), 1, 1_000_000) ?? d.page,
    perPage: wholeNumber(params.get('per_page'), 1, PER_PAGE_MAX) ?? d.perPage,
  };
}

/** The list's call: search, page and (for pixels) type, in the API's names. */
export function trackingListQuery(state: TrackingListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.search !== '') query.search = state.search;
  if (state.tab === 'pixels' && state.typeId !== null) query.type_id = String(state.typeId);
  if (state.perPage !== DEFAULT_TRACKING_LIST.perPage) query.per_page = String(state.perPage);
  if (state.page !== DEFAULT_TRACKING_LIST.page) query.page = String(state.page);
  return query;
}

/** The address: the tab first, then the list's query. */
export function writeTrackingList(state: TrackingListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_TRACKING_LIST.tab) params.set('tab', state.tab);
  for (const [key, value] of Object.entries(trackingListQuery(state))) params.set(key, value);
  return params;
}

/**
 * Another tab starts a fresh list (a search for postbacks means nothing among pixels); any other
 * change but the page itself goes back to page 1, since the page may not exist in the new list.
 */
export function changeTrackingList(
  state: TrackingListState,
  change: Partial<TrackingListState>,
): TrackingListState {
  if (change.tab !== undefined && change.tab !== state.tab)
    return { ...DEFAULT_TRACKING_LIST, tab: change.tab };
  const next = { ...state, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

export const isTrackingListFiltered = (state: TrackingListState) =>
  state.search !== '' || (state.tab === 'pixels' && state.typeId !== null);
