import { AD_FORMAT_CODES, type BidFloorRow, FILTER_VALUES_MAX } from '@panel/contract';
import { DEFAULT_PRESET, type RangePreset, readPreset } from '@/lib/dates/report-range';
import { readSort, type Sort, sortText } from '@/lib/sort-param';

/**
 * The bid floors view as it lives in the address: `range`, `ssp=1,2`, `ad_format=300x250`, `sort`.
 * Reading is lenient (unknown values are dropped); writing leaves defaults out.
 */
export const FLOOR_SORT_KEYS = ['ssp', 'ad_format', 'requests', 'min', 'median', 'p90', 'max'] as const;
export type FloorSortKey = (typeof FLOOR_SORT_KEYS)[number];
export type FloorSort = Sort<FloorSortKey>;

export interface FloorsState {
  range: RangePreset;
  ssps: number[];
  adFormats: string[];
  sort: FloorSort;
}

/** The server's own order: the SSP and format pairs that carry the most requests first. */
export const DEFAULT_FLOOR_SORT: FloorSort = { key: 'requests', descending: true };

function list(params: URLSearchParams, name: string): string[] {
  const values = (params.get(name) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return [...new Set(values)].slice(0, FILTER_VALUES_MAX);
}

export function readFloorsState(params: URLSearchParams): FloorsState {
  const sort = readSort(params.get('sort') ?? '');
  return {
    range: readPreset(params),
    ssps: list(params, 'ssp')
      .filter((v) => /^\d{1,9}$/.test(v))
      .map(Number),
    adFormats: list(params, 'ad_format').filter((v) => (AD_FORMAT_CODES as readonly string[]).includes(v)),
    sort: (FLOOR_SORT_KEYS as readonly string[]).includes(sort.key)
      ? { key: sort.key as FloorSortKey, descending: sort.descending }
      : DEFAULT_FLOOR_SORT,
  };
}

export function writeFloorsState(state: FloorsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range !== DEFAULT_PRESET) params.set('range', state.range);
  if (state.ssps.length > 0) params.set('ssp', state.ssps.join(','));
  if (state.adFormats.length > 0) params.set('ad_format', state.adFormats.join(','));
  if (sortText(state.sort) !== sortText(DEFAULT_FLOOR_SORT)) params.set('sort', sortText(state.sort));
  return params;
}

export const isFloorsFiltered = (state: FloorsState) => state.ssps.length > 0 || state.adFormats.length > 0;

export function filterFloors(rows: readonly BidFloorRow[], state: FloorsState): BidFloorRow[] {
  const ssps = new Set(state.ssps);
  const formats = new Set(state.adFormats);
  return rows.filter(
    (r) => (ssps.size === 0 || ssps.has(r.ssp)) && (formats.size === 0 || formats.has(r.ad_format)),
  );
}

const compareKey = (row: BidFloorRow, key: FloorSortKey): string | number =>
  key === 'ssp' ? row.ssp_name : key === 'ad_format' ? row.ad_format_name : row[key];

/** Sorted by the chosen column; ties keep the busier pair first, so the order is stable across sorts. */
export function sortFloors(rows: readonly BidFloorRow[], sort: FloorSort): BidFloorRow[] {
  const direction = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = compareKey(a, sort.key);
    const y = compareKey(b, sort.key);
    const order =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, undefined, { numeric: true })
        : Number(x) - Number(y);
    return order * direction || b.requests - a.requests || a.ssp - b.ssp;
  });
}

/** Clicking a column: the same column flips; a new one starts A-Z for names, largest first for numbers. */
export function nextFloorSort(current: FloorSort, key: FloorSortKey): FloorSort {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key !== 'ssp' && key !== 'ad_format' };
}
