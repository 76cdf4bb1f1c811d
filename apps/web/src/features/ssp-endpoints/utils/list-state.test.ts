import { describe, expect, it } from 'vitest';
import { changeListState, listQuery, readListState, writeListState } from './list-state.ts';

describe('SSP endpoint list state', () => {
  it('reads the address, dropping values the server would refuse', () => {
    const state = readListState(
      new URLSearchParams('status=deleted&ssp_id=x&page=0&per_page=500&search=pops'),
    );
    expect(state).toEqual({
      view: 'endpoints',
      status: '',
      sspId: null,
      search: 'pops',
      page: 1,
      perPage: 20,
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const state = readListState(new URLSearchParams('view=ssps&status=paused&ssp_id=3&page=2&per_page=50'));
    expect(writeListState(state).toString()).toBe('view=ssps&status=paused&ssp_id=3&page=2&per_page=50');
    expect(writeListState(readListState(new URLSearchParams())).toString()).toBe('');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const state = readListState(new URLSearchParams('page=4'));
    expect(changeListState(state, { status: 'archived' }).page).toBe(1);
    expect(changeListState(state, { page: 5 }).page).toBe(5);
  });

  it('asks the server for the filters that are set, the search trimmed', () => {
    const state = readListState(new URLSearchParams('status=active&ssp_id=2&search=%20eu%20'));
    expect(listQuery(state)).toEqual({
      page: '1',
      per_page: '20',
      status: 'active',
      ssp_id: '2',
      search: 'eu',
    });
  });
});
