import { campaignListQuerySchema } from '@panel/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import {
  changeListState,
  DEFAULT_LIST_STATE,
  isFiltered,
  type ListState,
  listQuery,
  nextSort,
  readListState,
  STATUS_TABS,
  writeListState,
} from './list-state.ts';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the list state in the address', () => {
  it('reads a plain address as the default list', () => {
    expect(read('')).toEqual(DEFAULT_LIST_STATE);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('reads every part it knows', () => {
    expect(
      read(
        'status=archived&group_id=0&ad_format=300x250&search=%20black%20friday&sort=-bid&per_page=50&page=3&range=this_month',
      ),
    ).toEqual({
      tab: 'archived',
      groupId: 0,
      adFormat: '300x250',
      search: 'black friday',
      page: 3,
      perPage: 50,
      sort: { key: 'bid', descending: true },
      range: 'this_month',
    });
  });

  it('falls back part by part on what it does not know', () => {
    expect(read('status=deleted&group_id=-1&ad_format=999x1&sort=cost&per_page=500&page=0')).toEqual(
      DEFAULT_LIST_STATE,
    );
    expect(read('status=paused&page=x').tab).toBe('paused');
  });

  it('writes only what differs from the default, in a fixed order', () => {
    const state: ListState = { ...DEFAULT_LIST_STATE, tab: 'draft', search: 'push', page: 2 };
    expect(writeListState(state).toString()).toBe('status=draft&search=push&page=2');
  });

  it('reads back whatever it writes', () => {
    const state = fc.record({
      tab: fc.constantFrom(...STATUS_TABS),
      groupId: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
      adFormat: fc.option(fc.constantFrom('300x250', 'classic push', 'vast'), { nil: null }),
      search: fc.string({ maxLength: 20 }).map((s) => s.trim()),
      page: fc.integer({ min: 1, max: 500 }),
      perPage: fc.integer({ min: 1, max: 100 }),
      sort: fc.record({
        key: fc.constantFrom(
          'created_at',
          'name',
          'bid',
          'status',
          'id',
          'updated_at',
          'spend',
          'cpa' as const,
        ),
        descending: fc.boolean(),
      }),
      range: fc.constantFrom(
        'today',
        'yesterday',
        'last_7_days',
        'last_30_days',
        'this_month',
        'last_month' as const,
      ),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(readListState(writeListState(s))).toEqual(s);
      }),
    );
  });
});

describe('the API query of a list state', () => {
  it('leaves the status out on the "all" tab, so archived campaigns stay hidden', () => {
    // The figures of the last 7 days come with it, in the browser's time zone.
    const now = Date.parse('2026-11-24T12:00:00Z');
    const tz = browserTimeZone(now);
    expect(listQuery(DEFAULT_LIST_STATE, now)).toEqual({
      page: '1',
      per_page: '20',
      sort: '-created_at',
      with_stats: 'true',
      ...presetRange('last_7_days', tz, now),
      tz,
    });
  });

  it('passes every filter and is accepted by the contract', () => {
    const query = listQuery({
      ...DEFAULT_LIST_STATE,
      tab: 'archived',
      groupId: 0,
      adFormat: 'classic push',
      search: 'eu',
    });
    expect(query).toMatchObject({
      status: 'archived',
      group_id: '0',
      ad_format: 'classic push',
      search: 'eu',
    });
    const parsed = campaignListQuerySchema.parse(query);
    expect(parsed.status).toEqual(['archived']);
    expect(parsed.sort).toEqual({ key: 'created_at', descending: true });
  });
});

describe('changing the list', () => {
  it('goes back to page 1 when anything but the page changes', () => {
    const on3 = { ...DEFAULT_LIST_STATE, page: 3 };
    expect(changeListState(on3, { tab: 'paused' }).page).toBe(1);
    expect(changeListState(on3, { page: 4 }).page).toBe(4);
    expect(isFiltered(changeListState(on3, { search: 'x' }))).toBe(true);
    expect(isFiltered(changeListState(on3, { tab: 'archived' }))).toBe(false);
  });

  it('flips the direction of the sorted column and starts others in their natural order', () => {
    expect(nextSort({ key: 'bid', descending: true }, 'bid')).toEqual({ key: 'bid', descending: false });
    expect(nextSort({ key: 'bid', descending: true }, 'name')).toEqual({ key: 'name', descending: false });
    expect(nextSort({ key: 'name', descending: false }, 'created_at')).toEqual({
      key: 'created_at',
      descending: true,
    });
  });
});
