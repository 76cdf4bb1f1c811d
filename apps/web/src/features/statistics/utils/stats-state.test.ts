import { STATISTICS_ENTITIES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import {
  changeStatsState,
  effectiveSort,
  nextSort,
  readStatsState,
  reportQuery,
  type StatsState,
  statsSchema,
  writeStatsState,
} from './stats-state.ts';

const schema = statsSchema(STATISTICS_ENTITIES.advertiser);
const guest = statsSchema(STATISTICS_ENTITIES.guest_ssp);
const TZ = 'Europe/Berlin';
const read = (query: string, s = schema) => readStatsState(new URLSearchParams(query), s, TZ);
const NOW = Date.UTC(2025, 2, 10, 12);

describe('the statistics view in the address', () => {
  it('is the last 7 days by date, every metric, in the browser’s zone when the address says nothing', () => {
    const state = read('');
    expect(state).toMatchObject({
      range: 'last_7_days',
      tz: TZ,
      groupBy: ['date'],
      filters: {},
      sort: null,
      page: 1,
      perPage: 50,
      chart: ['spend', 'impressions'],
    });
    expect(state.columns).toEqual(schema.metrics);
    expect(writeStatsState(state, schema, TZ).toString()).toBe('');
    expect(guest.defaultChart).toEqual(['revenue', 'impressions']);
  });

  it('comes back the same after a reload: every part survives writing and reading', () => {
    const state: StatsState = {
      range: 'custom',
      from: '2025-02-01',
      to: '2025-02-14',
      tz: 'America/New_York',
      groupBy: ['campaign', 'date'],
      filters: { campaign: ['12', '15'], country: ['US', 'GB'] },
      sort: '-ctr',
      page: 3,
      perPage: 100,
      chart: ['clicks', 'ctr'],
      columns: ['impressions', 'clicks', 'ctr'],
    };
    const address = writeStatsState(state, schema, TZ).toString();
    expect(address).toBe(
      'from=2025-02-01&to=2025-02-14&tz=America%2FNew_York&group_by=campaign%2Cdate&campaign=12%2C15&country=US%2CGB' +
        '&sort=-ctr&columns=impressions%2Cclicks%2Cctr&chart=clicks%2Cctr&per_page=100&page=3',
    );
    expect(read(address)).toEqual(state);
  });

  it('falls back part by part on a hand-edited address', () => {
    const state = read(
      'range=forever&group_by=date,hour,nope&sort=-nope&page=0&per_page=5000&chart=x&columns=y&os=',
    );
    expect(state).toMatchObject({
      range: 'last_7_days',
      groupBy: ['date'],
      sort: null,
      page: 1,
      perPage: 50,
    });
    expect(state.chart).toEqual(schema.defaultChart);
    expect(state.columns).toEqual(schema.metrics);
    expect(state.filters).toEqual({});
    expect(read('from=2025-02-30&to=2025-03-01').range).toBe('last_7_days');
    expect(read('range=yesterday&from=2025-02-01&to=2025-02-02')).toMatchObject({
      range: 'yesterday',
      from: null,
    });
  });

  it('keeps chart metrics of two units at most, four at most, the first ones winning', () => {
    expect(read('chart=spend,ctr,clicks').chart).toEqual(['spend', 'ctr']);
    expect(read('chart=clicks,impressions,bids,wins,requests').chart).toEqual([
      'clicks',
      'impressions',
      'bids',
      'wins',
    ]);
  });

  it('reads only the dimensions the role has', () => {
    expect(read('group_by=token&campaign=1', guest)).toMatchObject({ groupBy: ['token'], filters: {} });
    expect(read('group_by=token', schema).groupBy).toEqual(['date']);
  });

  it('keeps a sort only on a metric or a grouped dimension', () => {
    expect(read('group_by=campaign&sort=campaign').sort).toBe('campaign');
    expect(read('group_by=date&sort=campaign').sort).toBeNull();
  });
});

describe('changing the view', () => {
  const base = read('page=4&group_by=campaign&sort=campaign');

  it('goes back to page 1 on anything but the page, the chart and the columns', () => {
    expect(changeStatsState(base, { tz: 'UTC' }, schema).page).toBe(1);
    expect(changeStatsState(base, { chart: ['clicks'] }, schema).page).toBe(4);
    expect(changeStatsState(base, { page: 2 }, schema).page).toBe(2);
  });

  it('drops a sort on a dimension no longer grouped by', () => {
    expect(changeStatsState(base, { groupBy: ['date'] }, schema).sort).toBeNull();
  });
});

describe('the report query', () => {
  it('turns a preset into dates of its zone and adds the filters', () => {
    const state = read('range=last_30_days&tz=UTC&group_by=country&country=US,GB&sort=-spend&page=2');
    expect(reportQuery(state, NOW)).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
      tz: 'UTC',
      group_by: 'country',
      page: '2',
      per_page: '50',
      country: 'US,GB',
      sort: '-spend',
    });
  });

  it('shows the server’s own order when none is chosen, and flips a column clicked again', () => {
    expect(effectiveSort(read(''), schema)).toBe('date');
    expect(effectiveSort(read('group_by=country'), schema)).toBe('-spend');
    expect(nextSort('date', 'date', schema)).toBe('-date');
    expect(nextSort('-date', 'date', schema)).toBe('date');
    expect(nextSort('date', 'clicks', schema)).toBe('-clicks');
    expect(nextSort('-spend', 'country', schema)).toBe('country');
  });
});
