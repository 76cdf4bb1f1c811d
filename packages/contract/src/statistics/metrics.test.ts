import { describe, expect, it } from 'vitest';
import { derivedMetrics, deriveMetrics } from './metrics.ts';
import { statisticsQuerySchema } from './query.ts';

const base = {
  requests: 1000,
  bids: 400,
  wins: 100,
  impressions: 80,
  clicks: 4,
  visits: 4,
  conversions: 0,
  spend: 2_000_000,
  revenue: 1_400_000,
  payout: 0,
};

describe('statistics metrics', () => {
  it('derives ratios after summing, money in USD, null without a base', () => {
    expect(
      deriveMetrics('advertiser', ['win_rate', 'ctr', 'cr', 'spend', 'ecpm', 'ecpc', 'ecpa'], base),
    ).toEqual({
      win_rate: 0.25,
      ctr: 0.05,
      cr: 0,
      spend: 2,
      ecpm: 25,
      ecpc: 0.5,
      ecpa: null,
    });
    expect(deriveMetrics('publisher', ['revenue', 'ecpm', 'fill_rate'], base)).toEqual({
      revenue: 1.4,
      ecpm: 17.5,
      fill_rate: 0.08,
    });
  });

  it('counts the conversion rate per visit, so pops without clicks never read over 100 %', () => {
    // 1,000 popunder impressions (1,000 visits, no click) and 200 push impressions with 10 clicks.
    const mixed = { ...base, impressions: 1200, clicks: 10, visits: 1010, conversions: 25 };
    expect(deriveMetrics('advertiser', ['cr', 'ctr'], mixed)).toEqual({ cr: 25 / 1010, ctr: 10 / 1200 });
    expect(deriveMetrics('advertiser', ['cr'], { ...mixed, visits: 0 })).toEqual({ cr: null });
  });

  it('gives advertisers payout, profit and ROI from the summed micros', () => {
    const ids = ['payout', 'profit', 'roi'];
    expect(deriveMetrics('advertiser', ids, { ...base, payout: 2_500_001 })).toEqual({
      payout: 2.500001,
      profit: 0.500001,
      roi: 0.2500005,
    });
    expect(deriveMetrics('advertiser', ids, base)).toEqual({ payout: 0, profit: -2, roi: -1 });
    // Conversions without spend (a free test postback): a profit, but no ROI to speak of.
    expect(deriveMetrics('advertiser', ids, { ...base, spend: 0, payout: 3_000_000 })).toEqual({
      payout: 3,
      profit: 3,
      roi: null,
    });
  });

  it('keeps profit and ROI to advertisers', () => {
    expect(derivedMetrics('advertiser')).toHaveProperty('roi');
    expect(derivedMetrics('publisher')).not.toHaveProperty('profit');
    expect(derivedMetrics('guest_ssp')).not.toHaveProperty('roi');
  });
});

describe('statistics query', () => {
  const schema = statisticsQuerySchema('advertiser');
  it('defaults to date, reads filters as lists', () => {
    expect(schema.parse({ country: 'US,GB', campaign: '3' })).toMatchObject({
      group_by: ['date'],
      country: ['US', 'GB'],
      campaign: [3],
      tz: 'UTC',
      page: 1,
      per_page: 100,
    });
  });
  it('refuses what a report cannot be', () => {
    const fields = (q: Record<string, string>) =>
      schema.safeParse(q).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(fields({ from: '2026-02-01', to: '2026-01-01' })).toEqual(['to']);
    expect(fields({ from: '2025-01-01', to: '2026-01-02' })).toEqual(['to']);
    expect(fields({ group_by: 'date,hour' })).toEqual(['group_by']);
    expect(fields({ token: '1' })).toEqual(['']);
    expect(fields({ sort: '-roi' })).toEqual([]);
    for (const role of ['publisher', 'guest_ssp'] as const)
      for (const sort of ['payout', '-profit', 'roi'])
        expect(statisticsQuerySchema(role).safeParse({ sort }).success, `${role} ${sort}`).toBe(false);
    expect(statisticsQuerySchema('guest_ssp').safeParse({ token: '1' }).success).toBe(true);
  });
});
