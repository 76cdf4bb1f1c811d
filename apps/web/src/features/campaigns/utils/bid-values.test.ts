import { type Campaign, campaignCreateSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { bidCounts, bidRows, bidsPayload, bidsToValues, blankBid } from './bid-values.ts';
import { campaignFormSchema, campaignPayload, emptyCampaignValues, withAdFormat } from './campaign-values.ts';

const saved: Pick<Campaign, 'bid_by_country' | 'bid_by_site' | 'bid_by_zone'> = {
  bid_by_country: [{ country: 'GB', bid: 2.5 }],
  bid_by_site: [],
  bid_by_zone: [
    { zone_id: '123', bid: 0.8 },
    { zone_id: 'ssp:9', bid: 4 },
  ],
};

function directLink() {
  return {
    ...withAdFormat(emptyCampaignValues('UTC'), 'direct link'),
    name: 'Direct',
    bid: 1.5,
    destination_url: 'https://offer.example.com/',
  };
}

const issues = (values: unknown) =>
  campaignFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('custom bids in the editor', () => {
  it('reads saved bids into rows and sends them back unchanged', () => {
    const values = bidsToValues(saved);
    expect(bidRows(values, 'zone').map((r) => [r.target, r.bid])).toEqual([
      ['123', 0.8],
      ['ssp:9', 4],
    ]);
    expect(bidCounts(values)).toEqual({ country: 1, site: 0, zone: 2 });
    expect(bidsPayload(values)).toEqual(saved);
  });

  it('sends site and zone ids trimmed, in the body the contract accepts', () => {
    const values = {
      ...directLink(),
      bid_by_site: [{ ...blankBid('site'), site_id: ' example.com ', bid: 3 }],
    } as ReturnType<typeof directLink>;
    const body = campaignPayload(values);
    expect(body.bid_by_site).toEqual([{ site_id: 'example.com', bid: 3 }]);
    expect(campaignCreateSchema.safeParse(body).success).toBe(true);
  });

  it('holds every row to the contract: a target, a bid within limits, no target twice', () => {
    const values = {
      ...directLink(),
      bid_by_country: [{ ...blankBid('country'), bid: '' as const }],
      bid_by_zone: [
        { key: 'a', zone_id: '7', bid: 2000 },
        { key: 'b', zone_id: '7', bid: 0.5 },
      ],
    };
    expect(issues(values)).toEqual(
      expect.arrayContaining([
        'bid_by_country.0.country: validation.country',
        'bid_by_country.0.bid: validation.bid',
        'bid_by_zone.0.bid: validation.bid',
        'bid_by_zone.1.zone_id: validation.duplicate',
      ]),
    );
  });
});
