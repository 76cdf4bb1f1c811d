import { describe, expect, it } from 'vitest';
import {
  changeTokenList,
  DEFAULT_TOKEN_LIST,
  nextTokenSort,
  readTokenList,
  tokenListQuery,
  writeTokenList,
} from './token-list-state.ts';

describe('the token list in the address', () => {
  it('reads what it writes, and writes nothing for the defaults', () => {
    const state = {
      status: 'paused' as const,
      search: 'push',
      page: 3,
      perPage: 50,
      sort: { key: 'name' as const, descending: false },
    };
    const params = writeTokenList(state);
    expect(params.toString()).toBe('status=paused&search=push&sort=name&per_page=50&page=3');
    expect(readTokenList(params)).toEqual(state);
    expect(writeTokenList(DEFAULT_TOKEN_LIST).toString()).toBe('');
  });

  it('falls back to the default for each part a hand-edited address gets wrong', () => {
    const read = readTokenList(new URLSearchParams('status=revoked&page=0&per_page=500&sort=-token_hash'));
    expect(read).toEqual(DEFAULT_TOKEN_LIST);
  });

  it('asks the server for the page, size and sort always, and filters only when set', () => {
    expect(tokenListQuery(DEFAULT_TOKEN_LIST)).toEqual({ page: '1', per_page: '20', sort: '-created_at' });
    expect(tokenListQuery({ ...DEFAULT_TOKEN_LIST, status: 'disabled', search: ' acme ' })).toMatchObject({
      status: 'disabled',
      search: 'acme',
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = { ...DEFAULT_TOKEN_LIST, page: 4 };
    expect(changeTokenList(onPage4, { search: 'x' }).page).toBe(1);
    expect(changeTokenList(onPage4, { page: 5 }).page).toBe(5);
  });

  it('flips the sorted column and starts names A-Z, dates newest first', () => {
    expect(nextTokenSort({ key: 'name', descending: false }, 'name')).toEqual({
      key: 'name',
      descending: true,
    });
    expect(nextTokenSort({ key: 'name', descending: false }, 'last_used_at')).toEqual({
      key: 'last_used_at',
      descending: true,
    });
    expect(nextTokenSort(DEFAULT_TOKEN_LIST.sort, 'advertiser')).toEqual({
      key: 'advertiser',
      descending: false,
    });
  });
});
