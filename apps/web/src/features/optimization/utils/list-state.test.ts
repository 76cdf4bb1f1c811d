import { describe, expect, it } from 'vitest';
import { changeListState, listQuery, readListState, writeListState } from './list-state.ts';

describe('the rules list state in the address', () => {
  it('reads what it wrote, and leaves defaults out', () => {
    const state = readListState(new URLSearchParams('status=paused&search=zone&page=3&per_page=50&rule=12'));
    expect(state).toEqual({ status: 'paused', search: 'zone', page: 3, perPage: 50, open: 12 });
    expect(writeListState(state).toString()).toBe('status=paused&search=zone&page=3&per_page=50&rule=12');
    expect(writeListState(readListState(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores values it cannot use', () => {
    const state = readListState(new URLSearchParams('status=gone&page=-1&per_page=1000&rule=abc'));
    expect(state).toEqual({ status: '', search: '', page: 1, perPage: 20, open: null });
    expect(readListState(new URLSearchParams('rule=new')).open).toBe('new');
  });

  it('goes back to the first page on a new filter, not when the editor opens', () => {
    const state = readListState(new URLSearchParams('page=4'));
    expect(changeListState(state, { status: 'active' }).page).toBe(1);
    expect(changeListState(state, { open: 7 }).page).toBe(4);
    expect(listQuery({ ...state, search: ' x ' })).toEqual({ page: '4', per_page: '20', search: 'x' });
  });
});
