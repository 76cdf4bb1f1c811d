import type { BidFloorRow } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLOOR_SORT,
  filterFloors,
  nextFloorSort,
  readFloorsState,
  sortFloors,
  writeFloorsState,
} from './floors-state.ts';

const row = (ssp: number, ad_format: string, requests: number, median: number): BidFloorRow => ({
  ssp,
  ssp_name: `SSP ${ssp}`,
  ad_format,
  ad_format_name: ad_format.toUpperCase(),
  requests,
  min: median / 2,
  median,
  p90: median * 2,
  max: median * 3,
});

describe('the bid floors address', () => {
  it('reads filters and sort leniently and writes only what differs from the default', () => {
    const state = readFloorsState(
      new URLSearchParams('range=today&ssp=2,x,2,10&ad_format=300x250,nope&sort=-p90'),
    );
    expect(state).toEqual({
      range: 'today',
      ssps: [2, 10],
      adFormats: ['300x250'],
      sort: { key: 'p90', descending: true },
    });
    expect(writeFloorsState(state).toString()).toBe('range=today&ssp=2%2C10&ad_format=300x250&sort=-p90');
    const plain = readFloorsState(new URLSearchParams('sort=bogus'));
    expect(plain.sort).toEqual(DEFAULT_FLOOR_SORT);
    expect(writeFloorsState(plain).toString()).toBe('');
  });
});

describe('sorting and filtering floors', () => {
  const rows = [row(1, 'popunder', 50, 0.4), row(10, '300x250', 500, 0.1), row(2, '300x250', 50, 1.5)];

  it('sorts numbers by value and names naturally, ties by requests', () => {
    const by = (key: 'median' | 'ssp', descending: boolean) =>
      sortFloors(rows, { key, descending }).map((r) => `${r.ssp}/${r.ad_format}`);
    expect(by('median', false)).toEqual(['10/300x250', '1/popunder', '2/300x250']);
    expect(by('median', true)).toEqual(['2/300x250', '1/popunder', '10/300x250']);
    expect(by('ssp', false)).toEqual(['1/popunder', '2/300x250', '10/300x250']);
  });

  it('keeps the rows of the chosen SSPs and formats', () => {
    const state = readFloorsState(new URLSearchParams('ssp=2,10&ad_format=300x250'));
    expect(filterFloors(rows, state).map((r) => r.ssp)).toEqual([10, 2]);
  });

  it('flips a column, and starts names A-Z and figures largest first', () => {
    expect(nextFloorSort({ key: 'max', descending: true }, 'max')).toEqual({ key: 'max', descending: false });
    expect(nextFloorSort(DEFAULT_FLOOR_SORT, 'ssp')).toEqual({ key: 'ssp', descending: false });
    expect(nextFloorSort(DEFAULT_FLOOR_SORT, 'median')).toEqual({ key: 'median', descending: true });
  });
});
