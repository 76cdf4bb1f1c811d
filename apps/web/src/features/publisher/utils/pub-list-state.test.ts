import { describe, expect, it } from 'vitest';
import { changePubListState, nextSort, pubListQuery, readPubListState } from './pub-list-state.ts';

const read = (query: string) => readPubListState(new URLSearchParams(query), ['name', 'created_at']);

describe('publisher list state', () => {
  it('reads a hand-written address leniently and writes back only what differs from the defaults', () => {
    const state = read(
      'status=stopped&site_id=7&ad_format=300x250&search=%20news%20&sort=name&page=3&per_page=50',
    );
    expect(state).toMatchObject({ tab: 'stopped', siteId: 7, adFormat: '300x250', search: 'news', page: 3 });
    expect(pubListQuery(state)).toEqual({
      status: 'stopped',
      site_id: '7',
      ad_format: '300x250',
      search: 'news',
      sort: 'name',
      per_page: '50',
      page: '3',
    });
    const junk = read('status=paused&site_id=x&ad_format=billboard&sort=url&page=-1&per_page=1000');
    expect(pubListQuery(junk)).toEqual({});
  });

  it('goes back to page 1 on any change but the page', () => {
    const state = read('page=4');
    expect(changePubListState(state, { tab: 'archived' }).page).toBe(1);
    expect(changePubListState(state, { page: 2 }).page).toBe(2);
  });

  it('flips the direction of the same column and starts names A-Z', () => {
    expect(nextSort({ key: 'name', descending: false }, 'name')).toEqual({ key: 'name', descending: true });
    expect(nextSort({ key: 'created_at', descending: true }, 'name')).toEqual({
      key: 'name',
      descending: false,
    });
    expect(nextSort({ key: 'name', descending: false }, 'created_at').descending).toBe(true);
  });
});
