import { describe, expect, it } from 'vitest';
import { changeTrackingList, readTrackingList, writeTrackingList } from './tracking-list-state.ts';

const read = (query: string) => readTrackingList(new URLSearchParams(query));

describe('the tracking list state', () => {
  it('starts on postbacks with a plain address', () => {
    const state = read('');
    expect(state).toMatchObject({ tab: 'postbacks', search: '', page: 1, perPage: 20 });
    expect(writeTrackingList(state).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const query = 'tab=pixels&search=shop&type_id=4&per_page=50&page=2';
    expect(writeTrackingList(read(query)).toString()).toBe(query);
  });

  it('falls back on the parts a hand-edited address gets wrong', () => {
    expect(read('tab=rules&type_id=9&page=0&per_page=5000')).toMatchObject({
      tab: 'postbacks',
      typeId: null,
      page: 1,
      perPage: 20,
    });
  });

  it('starts a fresh list on another tab and goes back to page 1 on a new search', () => {
    const state = read('search=sale&page=3');
    expect(changeTrackingList(state, { tab: 'pixels' })).toMatchObject({
      tab: 'pixels',
      search: '',
      page: 1,
    });
    expect(changeTrackingList(state, { search: 'lead' })).toMatchObject({ search: 'lead', page: 1 });
    expect(changeTrackingList(state, { page: 4 })).toMatchObject({ search: 'sale', page: 4 });
  });
});
