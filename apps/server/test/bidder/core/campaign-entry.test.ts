import { describe, expect, it } from 'vitest';
import {
  compileCampaign,
  passes,
  passesIp,
  passesVersioned,
} from '../../../src/modules/bidder/campaign-entry.ts';
import { campaign, row } from './fixtures.ts';

const targeted = (targeting: unknown) => campaign({ targeting });

describe('compileCampaign', () => {
  it('leaves every dimension null (buys everything) when targeting is empty', () => {
    const c = targeted({});
    for (const key of [
      'countries',
      'regions',
      'cities',
      'languages',
      'deviceTypes',
      'os',
      'browsers',
      'connectionTypes',
      'carriers',
      'ipRanges',
      'trafficCategories',
      'subscriptionPeriods',
      'ssps',
      'sspEndpoints',
      'sites',
      'zones',
    ] as const)
      expect(c[key], key).toBeNull();
    expect(c.retargetingInclude).toEqual([]);
    expect(c.retargetingExclude).toEqual([]);
    expect(c.schedule).toBeNull();
  });

  it('an empty list buys everything whatever its mode', () => {
    const c = targeted({
      countries: { mode: 'exclude', values: [] },
      cities: { mode: 'include', values: [] },
    });
    expect(c.countries).toBeNull();
    expect(c.cities).toBeNull();
    expect(passes(c.countries, 'US')).toBe(true);
    expect(passes(c.cities, 42)).toBe(true);
  });

  it('compiles include and exclude lists into sets (country codes upper-cased by the contract)', () => {
    const inc = targeted({ countries: { mode: 'include', values: ['us', 'CA'] } });
    expect(inc.countries).toEqual({ include: true, values: new Set(['US', 'CA']) });
    expect(passes(inc.countries, 'US')).toBe(true);
    expect(passes(inc.countries, 'CA')).toBe(true);
    expect(passes(inc.countries, 'DE')).toBe(false);

    const exc = targeted({ countries: { mode: 'exclude', values: ['US'] } });
    expect(passes(exc.countries, 'US')).toBe(false);
    expect(passes(exc.countries, 'DE')).toBe(true);
  });

  it('compiles the schedule grid Monday first, hours 0–23', () => {
    const c = campaign({ schedule: { mon: [0, 9], sun: [23] } });
    expect(c.schedule).toHaveLength(7 * 24);
    const on = [...(c.schedule ?? [])].flatMap((v, i) => (v ? [i] : []));
    expect(on).toEqual([0, 9, 6 * 24 + 23]);
  });

  it('copies bid maps, family and numbers', () => {
    const c = compileCampaign(
      row({ adFormat: 'classic push', bidByCountry: { US: 2 }, bidBySite: { s: 3 }, bidByZone: { z: 4 } }),
      [],
      123,
    ) as NonNullable<ReturnType<typeof compileCampaign>>;
    expect(c.family).toBe('push');
    expect(c.bidByCountry.get('US')).toBe(2);
    expect(c.bidBySite.get('s')).toBe(3);
    expect(c.bidByZone.get('z')).toBe(4);
    expect(c.estimatedCpmMicros).toBe(123);
    expect(compileCampaign(row({ adFormat: 'no such format' }), [], 0)?.family).toBe('');
  });

  it('leaves out a campaign whose stored targeting no longer parses, rather than buying everything', () => {
    const targeting = {
      countries: { mode: 'include', values: ['DE'] },
      ip_ranges: { mode: 'include', values: ['not-an-ip'] },
    };
    expect(compileCampaign(row({ targeting }), [], 0)).toBeNull();
  });

  it('keeps retargeting lists', () => {
    const c = targeted({ retargeting: { include: [1, 2], exclude: [3] } });
    expect(c.retargetingInclude).toEqual([1, 2]);
    expect(c.retargetingExclude).toEqual([3]);
  });
});

describe('passes', () => {
  it('null buys everything', () => {
    expect(passes(null, 'anything')).toBe(true);
  });
  it('include buys only listed values, exclude everything else', () => {
    expect(passes({ include: true, values: new Set([1]) }, 1)).toBe(true);
    expect(passes({ include: true, values: new Set([1]) }, 2)).toBe(false);
    expect(passes({ include: false, values: new Set([1]) }, 1)).toBe(false);
    expect(passes({ include: false, values: new Set([1]) }, 2)).toBe(true);
  });
});

describe('passesVersioned (OS / browser with versions)', () => {
  const inc = targeted({
    os: {
      mode: 'include',
      values: [
        { id: 3, version_ids: [] },
        { id: 4, version_ids: [41, 42] },
      ],
    },
  }).os;
  const exc = targeted({
    os: {
      mode: 'exclude',
      values: [
        { id: 3, version_ids: [] },
        { id: 4, version_ids: [41, 42] },
      ],
    },
  }).os;

  it('null buys everything', () => {
    expect(passesVersioned(null, 1, 1)).toBe(true);
  });

  it('include: a family without versions buys every version; with versions only those', () => {
    expect(passesVersioned(inc, 3, 0)).toBe(true);
    expect(passesVersioned(inc, 3, 999)).toBe(true);
    expect(passesVersioned(inc, 4, 41)).toBe(true);
    expect(passesVersioned(inc, 4, 42)).toBe(true);
    expect(passesVersioned(inc, 4, 43)).toBe(false);
    expect(passesVersioned(inc, 4, 0)).toBe(false);
    expect(passesVersioned(inc, 5, 41)).toBe(false);
  });

  it('exclude: the reverse', () => {
    expect(passesVersioned(exc, 3, 999)).toBe(false);
    expect(passesVersioned(exc, 4, 41)).toBe(false);
    expect(passesVersioned(exc, 4, 43)).toBe(true);
    expect(passesVersioned(exc, 5, 1)).toBe(true);
  });

  it('browsers compile the same way', () => {
    const b = targeted({ browsers: { mode: 'include', values: [{ id: 2, version_ids: [21] }] } }).browsers;
    expect(passesVersioned(b, 2, 21)).toBe(true);
    expect(passesVersioned(b, 2, 22)).toBe(false);
  });
});

describe('passesIp', () => {
  const values = ['203.0.113.7', '198.51.100.0/24', '2001:db8::1', '2001:db8:abcd::/48'];
  const inc = targeted({ ip_ranges: { mode: 'include', values } }).ipRanges;
  const exc = targeted({ ip_ranges: { mode: 'exclude', values } }).ipRanges;

  it('compiles a list', () => {
    expect(inc).not.toBeNull();
    expect(inc?.include).toBe(true);
    expect(exc?.include).toBe(false);
  });

  it('null buys everything, even an empty or bad address', () => {
    expect(passesIp(null, '1.2.3.4')).toBe(true);
    expect(passesIp(null, '')).toBe(true);
    expect(passesIp(null, 'garbage')).toBe(true);
  });

  it.each([
    ['203.0.113.7', true],
    ['203.0.113.8', false],
    ['198.51.100.0', true],
    ['198.51.100.255', true],
    ['198.51.101.0', false],
    ['2001:db8::1', true],
    ['2001:db8::2', false],
    ['2001:db8:abcd:1234::5', true],
    ['2001:db8:abce::1', false],
  ])('include %s → %s, exclude the reverse', (ip, listed) => {
    expect(passesIp(inc, ip)).toBe(listed);
    expect(passesIp(exc, ip)).toBe(!listed);
  });

  it('an IPv4 address is not in an IPv6 range; an IPv4-mapped IPv6 address is in its IPv4 range', () => {
    const v6 = targeted({ ip_ranges: { mode: 'include', values: ['2001:db8::/32'] } }).ipRanges;
    expect(passesIp(v6, '2001:db8::9')).toBe(true);
    expect(passesIp(v6, '10.0.0.1')).toBe(false);
    const v4 = targeted({ ip_ranges: { mode: 'include', values: ['10.0.0.0/8'] } }).ipRanges;
    expect(passesIp(v4, '10.0.0.1')).toBe(true);
    expect(passesIp(v4, '::ffff:10.0.0.1')).toBe(true);
    expect(passesIp(v4, '2001:db8::9')).toBe(false);
  });

  it('an empty or unparsable address is not listed: refused by include, bought by exclude', () => {
    for (const ip of ['', 'garbage', '999.1.1.1', '1.2.3']) {
      expect(passesIp(inc, ip), ip).toBe(false);
      expect(passesIp(exc, ip), ip).toBe(true);
    }
  });
});
