import { describe, expect, it } from 'vitest';
import { STATISTICS_ROLES } from '../resources/statistics-entities.ts';
import { findStatsCube, isStatsCombination } from './cubes.ts';
import { filterDimensions, groupByDimensions } from './query.ts';

describe('statistics cubes', () => {
  it.each(STATISTICS_ROLES)('answer every %s dimension on its own, and with time', (role) => {
    for (const d of new Set([...groupByDimensions(role), ...filterDimensions(role)])) {
      expect(isStatsCombination(role, [d]), d).toBe(true);
      expect(isStatsCombination(role, ['date', d]), d).toBe(true);
    }
  });

  it('read the smallest cube that holds the dimensions', () => {
    expect(findStatsCube('advertiser', ['date'])?.name).toBe('stats_adv_total');
    expect(findStatsCube('advertiser', ['campaign'])?.name).toBe('stats_adv_campaign');
    expect(findStatsCube('advertiser', ['campaign', 'country'])?.name).toBe('stats_adv_country');
    expect(findStatsCube('advertiser', ['zone', 'campaign'])?.name).toBe('stats_adv_supply');
    expect(findStatsCube('guest_ssp', ['token', 'country'])?.name).toBe('stats_guest_audience');
  });

  it('refuse what no single cube holds', () => {
    expect(isStatsCombination('advertiser', ['zone', 'os'])).toBe(false);
    expect(isStatsCombination('advertiser', ['creative', 'ssp'])).toBe(false);
    expect(isStatsCombination('publisher', ['zone', 'browser'])).toBe(false);
    expect(isStatsCombination('advertiser', ['token'])).toBe(false);
  });
});
