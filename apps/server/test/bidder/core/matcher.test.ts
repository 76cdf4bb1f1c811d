import type { DeliveryDropStage } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { AudienceStore } from '../../../src/modules/bidder/audiences.ts';
import {
  effectiveCpmMicros,
  inSchedule,
  refusal,
  subscriptionPeriodOf,
} from '../../../src/modules/bidder/matcher.ts';
import { audience, campaign, MONDAY_NOON_UTC, source } from './fixtures.ts';

/** An AudienceStore with members put in directly (its private map), no database. */
function storeWith(members: Record<number, Record<string, number>>): AudienceStore {
  const store = new AudienceStore();
  const map = (store as unknown as { members: Map<number, Map<string, number>> }).members;
  for (const [pixel, uids] of Object.entries(members)) map.set(Number(pixel), new Map(Object.entries(uids)));
  return store;
}

const NOW = MONDAY_NOON_UTC;
const LATER = NOW + 86_400_000;
const empty = () => new AudienceStore();

describe('subscriptionPeriodOf', () => {
  it.each([
    [null, 0],
    [-1, 0],
    [0, 1],
    [0.5, 1],
    [1, 2],
    [2, 2],
    [3, 3],
    [6, 3],
    [7, 4],
    [14, 5],
    [29, 5],
    [30, 6],
    [89, 6],
    [90, 7],
    [5000, 7],
  ])('%s days → period %s', (days, id) => {
    expect(subscriptionPeriodOf(days)).toBe(id);
  });
});

describe('refusal: each stage refuses on its own dimension', () => {
  const a = audience();
  const s = source();

  it('a request passing everything returns null', () => {
    const c = campaign({
      adFormat: 'classic push',
      schedule: { mon: [12] },
      startDate: '2026-01-05',
      endDate: '2026-01-05',
      targeting: {
        countries: { mode: 'include', values: ['US'] },
        regions: { mode: 'include', values: ['US-CA'] },
        cities: { mode: 'include', values: [a.city] },
        languages: { mode: 'include', values: [a.language] },
        device_types: { mode: 'include', values: [a.deviceType] },
        os: { mode: 'include', values: [{ id: a.os, version_ids: [a.osVersion] }] },
        browsers: { mode: 'include', values: [{ id: a.browser, version_ids: [a.browserVersion] }] },
        connection_types: { mode: 'include', values: [a.connectionType] },
        carriers: { mode: 'include', values: [a.carrier] },
        ip_ranges: { mode: 'include', values: ['203.0.113.0/24'] },
        traffic_categories: { mode: 'include', values: [a.trafficCategory] },
        subscription_periods: { mode: 'include', values: [2] },
        ssps: { mode: 'include', values: [s.sspId] },
        ssp_endpoints: { mode: 'include', values: [s.sspEndpointId] },
        sites: { mode: 'include', values: [s.siteId] },
        zones: { mode: 'include', values: [s.zoneId] },
        retargeting: { include: [1], exclude: [2] },
      },
    });
    // Guard: the targeting is valid (an invalid one would silently compile to "everything").
    expect(c.countries).not.toBeNull();
    expect(c.zones).not.toBeNull();
    expect(refusal(c, a, s, storeWith({ 1: { 'user-1': LATER } }), NOW)).toBeNull();
  });

  const cases: [DeliveryDropStage, Record<string, unknown>, Record<string, unknown>?][] = [
    ['schedule', {}, { schedule: { tue: [12] } }],
    ['country', { countries: { mode: 'include', values: ['DE'] } }],
    ['region', { regions: { mode: 'exclude', values: ['US-CA'] } }],
    ['city', { cities: { mode: 'include', values: [1] } }],
    ['language', { languages: { mode: 'exclude', values: [1] } }],
    ['device_type', { device_types: { mode: 'include', values: [4] } }],
    ['os', { os: { mode: 'include', values: [{ id: 3, version_ids: [32] }] } }],
    ['browser', { browsers: { mode: 'exclude', values: [{ id: 2, version_ids: [] }] } }],
    ['connection_type', { connection_types: { mode: 'include', values: [2] } }],
    ['carrier', { carriers: { mode: 'include', values: [310260] } }],
    ['ip_range', { ip_ranges: { mode: 'exclude', values: ['203.0.113.0/24'] } }],
    ['traffic_category', { traffic_categories: { mode: 'include', values: [2] } }],
    [
      'subscription_period',
      { subscription_periods: { mode: 'include', values: [1] } },
      { adFormat: 'classic push' },
    ],
    ['ssp', { ssps: { mode: 'exclude', values: [7] } }],
    ['ssp', { ssps: { mode: 'include', values: [8] } }],
    ['ssp_endpoint', { ssp_endpoints: { mode: 'exclude', values: [70] } }],
    ['ssp_endpoint', { ssp_endpoints: { mode: 'include', values: [71] } }],
    ['site', { sites: { mode: 'include', values: ['7-site-b'] } }],
    ['zone', { zones: { mode: 'exclude', values: ['7-zone-a'] } }],
    ['retargeting', { retargeting: { include: [9], exclude: [] } }],
  ];

  it.each(cases)('%s', (stage, targeting, rowOverrides = {}) => {
    const refused = campaign({ ...rowOverrides, targeting });
    expect(refusal(refused, a, s, empty(), NOW)).toBe(stage);
    // The same campaign without that restriction bids.
    const open = campaign({ ...rowOverrides, schedule: null, targeting: {} });
    expect(refusal(open, a, s, empty(), NOW)).toBeNull();
  });

  it('subscription periods only apply to push campaigns', () => {
    const banner = campaign({ targeting: { subscription_periods: { mode: 'include', values: [1] } } });
    expect(refusal(banner, a, s, empty(), NOW)).toBeNull();
    const push = campaign({
      adFormat: 'in-page push',
      targeting: { subscription_periods: { mode: 'include', values: [1] } },
    });
    expect(refusal(push, audience({ subscriptionAgeDays: 0 }), s, empty(), NOW)).toBeNull();
    expect(refusal(push, audience({ subscriptionAgeDays: null }), s, empty(), NOW)).toBe(
      'subscription_period',
    );
  });

  it('the first failing stage is the one reported', () => {
    const c = campaign({
      targeting: {
        countries: { mode: 'include', values: ['DE'] },
        zones: { mode: 'include', values: ['x'] },
      },
    });
    expect(refusal(c, a, s, empty(), NOW)).toBe('country');
  });
});

describe('refusal: retargeting with an AudienceStore', () => {
  const a = audience({ userId: 'u1' });
  const s = source();
  const store = storeWith({ 1: { u1: LATER }, 2: { u2: LATER }, 3: { u1: NOW - 1 } });

  it('include: in any of the listed audiences', () => {
    expect(
      refusal(campaign({ targeting: { retargeting: { include: [2, 1] } } }), a, s, store, NOW),
    ).toBeNull();
    expect(refusal(campaign({ targeting: { retargeting: { include: [2] } } }), a, s, store, NOW)).toBe(
      'retargeting',
    );
  });

  it('an expired membership does not count', () => {
    expect(refusal(campaign({ targeting: { retargeting: { include: [3] } } }), a, s, store, NOW)).toBe(
      'retargeting',
    );
    expect(refusal(campaign({ targeting: { retargeting: { exclude: [3] } } }), a, s, store, NOW)).toBeNull();
  });

  it('exclude: in none of the listed audiences', () => {
    expect(refusal(campaign({ targeting: { retargeting: { exclude: [1] } } }), a, s, store, NOW)).toBe(
      'retargeting',
    );
    expect(refusal(campaign({ targeting: { retargeting: { exclude: [2] } } }), a, s, store, NOW)).toBeNull();
    expect(
      refusal(campaign({ targeting: { retargeting: { include: [1], exclude: [2] } } }), a, s, store, NOW),
    ).toBeNull();
  });

  it('an anonymous user is in no audience', () => {
    const anon = audience({ userId: '' });
    expect(refusal(campaign({ targeting: { retargeting: { include: [1] } } }), anon, s, store, NOW)).toBe(
      'retargeting',
    );
    expect(
      refusal(campaign({ targeting: { retargeting: { exclude: [1] } } }), anon, s, store, NOW),
    ).toBeNull();
  });
});

describe('inSchedule', () => {
  const ny = (overrides = {}) =>
    campaign({ timeZone: 'America/New_York', schedule: { mon: [9] }, ...overrides });

  it('runs always without schedule or flight dates', () => {
    expect(inSchedule(campaign(), NOW)).toBe(true);
  });

  it('winter (EST, UTC-5): Monday 09:00 local is 14:00–14:59Z', () => {
    const c = ny();
    expect(inSchedule(c, Date.parse('2026-01-05T13:59:00Z'))).toBe(false);
    expect(inSchedule(c, Date.parse('2026-01-05T14:00:00Z'))).toBe(true);
    expect(inSchedule(c, Date.parse('2026-01-05T14:30:00Z'))).toBe(true);
    expect(inSchedule(c, Date.parse('2026-01-05T13:30:00Z'))).toBe(false);
    expect(inSchedule(c, Date.parse('2026-01-05T15:00:00Z'))).toBe(false);
    // Tuesday 09:00 local is not scheduled.
    expect(inSchedule(c, Date.parse('2026-01-06T14:30:00Z'))).toBe(false);
  });

  it('summer (EDT, UTC-4): Monday 09:00 local is 13:00–13:59Z', () => {
    const c = ny();
    expect(inSchedule(c, Date.parse('2026-07-06T13:30:00Z'))).toBe(true);
    expect(inSchedule(c, Date.parse('2026-07-06T14:30:00Z'))).toBe(false);
    expect(inSchedule(c, Date.parse('2026-07-06T12:59:00Z'))).toBe(false);
  });

  it('the weekday is the local one: Monday 22:00 in New York is Tuesday 03:00Z', () => {
    const c = campaign({ timeZone: 'America/New_York', schedule: { mon: [22] } });
    expect(inSchedule(c, Date.parse('2026-01-06T03:30:00Z'))).toBe(true);
    const utc = campaign({ timeZone: 'UTC', schedule: { mon: [22] } });
    expect(inSchedule(utc, Date.parse('2026-01-06T03:30:00Z'))).toBe(false);
  });

  it('flight start date in the local zone', () => {
    const c = campaign({ timeZone: 'America/New_York', startDate: '2026-01-05' });
    expect(inSchedule(c, Date.parse('2026-01-05T04:59:00Z'))).toBe(false); // Jan 4, 23:59 local
    expect(inSchedule(c, Date.parse('2026-01-05T05:00:00Z'))).toBe(true); // Jan 5, 00:00 local
  });

  it('flight end date in the local zone, inclusive', () => {
    const c = campaign({ timeZone: 'America/New_York', endDate: '2026-01-05' });
    expect(inSchedule(c, Date.parse('2026-01-06T04:59:00Z'))).toBe(true); // Jan 5, 23:59 local
    expect(inSchedule(c, Date.parse('2026-01-06T05:00:00Z'))).toBe(false); // Jan 6, 00:00 local
  });

  it('flight dates and the grid both apply', () => {
    const c = ny({ startDate: '2026-01-12' });
    expect(inSchedule(c, Date.parse('2026-01-05T14:30:00Z'))).toBe(false);
    expect(inSchedule(c, Date.parse('2026-01-12T14:30:00Z'))).toBe(true);
  });
});

describe('effectiveCpmMicros', () => {
  const a = audience({ country: 'US' });
  const s = source({ siteId: '7-site-a', zoneId: '7-zone-a' });
  const maps = {
    bidByCountry: { US: 2_000_000 },
    bidBySite: { '7-site-a': 3_000_000 },
    bidByZone: { '7-zone-a': 4_000_000 },
  };

  it('per-zone beats per-site beats per-country beats the campaign bid', () => {
    const c = campaign(maps);
    expect(effectiveCpmMicros(c, a, s)).toBe(4_000_000);
    expect(effectiveCpmMicros(c, a, source({ zoneId: 'other' }))).toBe(3_000_000);
    expect(effectiveCpmMicros(c, a, source({ zoneId: 'other', siteId: 'other' }))).toBe(2_000_000);
    expect(
      effectiveCpmMicros(c, audience({ country: 'DE' }), source({ zoneId: 'other', siteId: 'other' })),
    ).toBe(1_000_000);
  });

  it('a CPM campaign without overrides bids its estimated CPM (its bid)', () => {
    expect(effectiveCpmMicros(campaign(), a, s)).toBe(1_000_000);
  });

  it('CPC campaigns scale each bid by the estimated CPM', () => {
    // $0.50 per click, estimated worth $5 CPM (1 % CTR): a $1 per-zone click bid is worth $10 CPM.
    const c = campaign(
      {
        pricingModel: 'cpc',
        bidMicros: 500_000,
        bidByZone: { '7-zone-a': 1_000_000 },
        bidByCountry: { US: 250_000 },
      },
      5_000_000,
    );
    expect(effectiveCpmMicros(c, a, s)).toBe(10_000_000);
    expect(effectiveCpmMicros(c, a, source({ zoneId: 'other' }))).toBe(2_500_000);
    expect(effectiveCpmMicros(c, audience({ country: 'DE' }), source({ zoneId: 'other' }))).toBe(5_000_000);
  });
});
