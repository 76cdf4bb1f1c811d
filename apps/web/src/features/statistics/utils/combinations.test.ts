import { describe, expect, it } from 'vitest';
import { conflictsOf } from './combinations.ts';
import { drillTargets } from './drill-down.ts';

const GROUPABLE = ['date', 'hour', 'campaign', 'creative', 'zone', 'country', 'os', 'ssp'];

describe('what a report can combine', () => {
  it('finds the dimensions a candidate cannot be combined with', () => {
    expect(conflictsOf('advertiser', 'os', ['zone', 'date'])).toEqual(['zone']);
    expect(conflictsOf('advertiser', 'ssp', ['creative'])).toEqual(['creative']);
    expect(conflictsOf('advertiser', 'os', ['campaign', 'date'])).toBeNull();
    expect(conflictsOf('advertiser', 'zone', [])).toBeNull();
    // Creative, ad format and country: the audience rollup keeps them all together.
    expect(conflictsOf('advertiser', 'country', ['creative', 'ad_format'])).toBeNull();
    expect(conflictsOf('advertiser', 'zone', ['campaign', 'os'])).toEqual(['os']);
  });
});

describe('drilling down', () => {
  it('offers only the groupings a rollup keeps together with the filters and the row', () => {
    expect(drillTargets('advertiser', 'campaign', GROUPABLE, [])).toEqual([
      'date',
      'hour',
      'zone',
      'creative',
      'country',
    ]);
    // campaign + os + zone: no rollup holds them together.
    expect(drillTargets('advertiser', 'campaign', GROUPABLE, ['os'])).toEqual([
      'date',
      'hour',
      'creative',
      'country',
    ]);
    // campaign + ssp: only the supply rollup, which has no creatives.
    expect(drillTargets('advertiser', 'campaign', GROUPABLE, ['ssp'])).toEqual([
      'date',
      'hour',
      'zone',
      'country',
    ]);
    expect(drillTargets('guest_ssp', 'token', ['date', 'hour', 'token', 'country'], ['os'])).toEqual([
      'date',
      'hour',
      'country',
    ]);
  });
});
