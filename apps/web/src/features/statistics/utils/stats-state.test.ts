import { STATISTICS_ENTITIES } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import {
  changeStatsState,
  effectiveSort,
  nextSort,
  readStatsState,
  reportQuery,
  STATS_PAGE_MAX,
  type StatsState,
  stateRange,
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
      tzChosen: true,
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

  it('keeps a sort only on a metric or a grouped time dimension', () => {
    expect(read('group_by=hour&sort=-hour').sort).toBe('-hour');
    expect(read('group_by=date&sort=campaign').sort).toBeNull();
    // The server sorts other dimensions by id or code, which looks random next to their names.
    expect(read('group_by=campaign&sort=campaign').sort).toBeNull();
    expect(read('group_by=country,date&sort=-country').sort).toBeNull();
    expect(read('group_by=campaign&sort=-ctr').sort).toBe('-ctr');
  });

  it('keeps only a zone reports can be read in, and the browser’s zone otherwise', () => {
    expect(read('tz=Asia%2FTokyo')).toMatchObject({ tz: 'Asia/Tokyo', tzChosen: true });
    for (const tz of ['Foo', 'Europe/Nowhere', `Europe/${'x'.repeat(60)}`, 'Asia/Kolkata', ' '])
      expect(read(`tz=${encodeURIComponent(tz)}`)).toMatchObject({ tz: TZ, tzChosen: false });
    // The dates of a hand-edited zone can be worked out: no RangeError in Intl.
    expect(stateRange(read('tz=Foo&range=yesterday'), NOW)).toEqual({ from: '2025-03-09', to: '2025-03-09' });
  });

  it('keeps a page the server serves, up to the contract’s 1,000,000', () => {
    expect(STATS_PAGE_MAX).toBe(1_000_000);
    expect(read('page=1000000').page).toBe(1_000_000);
    expect(read('page=1000001').page).toBe(1);
    expect(read('page=2147483647').page).toBe(1);
  });

  it('names the zone whenever a link would show other days elsewhere, and keeps the plain page plain', () => {
    // A custom range is days of a zone: the zone goes with it, the browser's one too.
    const custom = read(`from=2025-02-01&to=2025-02-14`);
    expect(writeStatsState(custom, schema, TZ).toString()).toBe(
      'from=2025-02-01&to=2025-02-14&tz=Europe%2FBerlin',
    );
    // Picked in the picker, even the browser's own zone, it stays in the address.
    const picked = changeStatsState(read(''), { tz: TZ }, schema);
    expect(writeStatsState(picked, schema, TZ).toString()).toBe('tz=Europe%2FBerlin');
    expect(read('tz=Europe%2FBerlin').tzChosen).toBe(true);
    expect(writeStatsState(read('tz=Europe%2FBerlin&range=yesterday'), schema, TZ).toString()).toBe(
      'range=yesterday&tz=Europe%2FBerlin',
    );
    expect(writeStatsState(read('range=yesterday&group_by=campaign'), schema, TZ).toString()).toBe(
      'range=yesterday&group_by=campaign',
    );
  });
});

describe('changing the view', () => {
  const base = read('page=4&group_by=country,date&sort=-date');

  it('goes back to page 1 on anything but the page, the chart and the columns', () => {
    expect(changeStatsState(base, { tz: 'UTC' }, schema).page).toBe(1);
    expect(changeStatsState(base, { chart: ['clicks'] }, schema).page).toBe(4);
    expect(changeStatsState(base, { page: 2 }, schema).page).toBe(2);
  });

  it('drops a sort on a dimension no longer grouped by', () => {
    expect(changeStatsState(base, { groupBy: ['country'] }, schema).sort).toBeNull();
  });
});

describe('the report query', () => {
  it('turns a preset into dates of its zone and adds the filters', () => {
    const state = read('range=last_30_days&tz=UTC&group_by=country&country=US,GB&sort=-spend&page=2');
    expect(reportQuery(state, stateRange(state, NOW))).toEqual({
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
    expect(nextSort('-spend', 'hour', schema)).toBe('hour');
  });
});
