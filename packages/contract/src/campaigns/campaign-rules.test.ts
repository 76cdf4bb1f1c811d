import { describe, expect, it } from 'vitest';
import { campaignCreateSchema } from './campaign.ts';

const errorsOf = (value: unknown) => {
  const result = campaignCreateSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the campaign rules across fields', () => {
  it('are reported with the fields’ own errors, not only once those are fixed', () => {
    const errors = errorsOf({
      name: '',
      ad_format: 'popunder',
      pricing_model: 'cpc',
      bid: null,
      destination_url: '',
      creatives: [],
      budget: { daily: 100, total: 50, pacing: 'asap' },
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });
    expect(errors).toMatchObject({
      name: 'validation.required',
      bid: 'validation.bid',
      pricing_model: 'validation.pricingForFormat',
      'budget.total': 'validation.totalBelowDaily',
      end_date: 'validation.endBeforeStart',
    });
  });

  it('never throw on values of the wrong kind', () => {
    for (const value of [null, 5, 'x', [], { budget: 5, targeting: 'x', creatives: 'y', start_date: 5 }])
      expect(campaignCreateSchema.safeParse(value).success).toBe(false);
    const odd = {
      ad_format: 5,
      pricing_model: {},
      creatives: [null, 5, { id: 'x' }],
      budget: { daily: 'a' },
    };
    expect(campaignCreateSchema.safeParse({ ...odd, targeting: { subscription_periods: 5 } }).success).toBe(
      false,
    );
  });

  it('refuse a country bid the country targeting leaves out, on the bid’s row', () => {
    const campaign = (mode: 'include' | 'exclude') => ({
      name: 'Bids',
      ad_format: 'popunder',
      pricing_model: 'cpm',
      bid: 1,
      destination_url: 'https://offer.example.com/',
      creatives: [{ name: 'Pop', type: 'popunder' }],
      targeting: { countries: { mode, values: ['DE', 'FR'] } },
      bid_by_country: [
        { country: 'DE', bid: 2 },
        { country: 'US', bid: 3 },
      ],
    });
    expect(errorsOf(campaign('include'))).toEqual({
      'bid_by_country.1.country': 'validation.bidCountryNotBought',
    });
    expect(errorsOf(campaign('exclude'))).toEqual({
      'bid_by_country.0.country': 'validation.bidCountryNotBought',
    });
  });
});
