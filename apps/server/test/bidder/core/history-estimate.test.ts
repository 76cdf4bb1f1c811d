import { describe, expect, it } from 'vitest';
import { estimatedCpmMicros, PRIOR_IMPRESSIONS } from '../../../src/modules/bidder/history-estimate.ts';

describe('estimatedCpmMicros', () => {
  it('CPM and Smart CPM pass the bid through, whatever the history', () => {
    expect(estimatedCpmMicros('cpm', 'image', 1_234_567, undefined)).toBe(1_234_567);
    expect(
      estimatedCpmMicros('smart_cpm', 'push', 2_000_000, { impressions: 1e6, clicks: 1e5, conversions: 10 }),
    ).toBe(2_000_000);
  });

  it.each([
    ['push', 0.01],
    ['native', 0.003],
    ['image', 0.001],
    ['video', 0.005],
    ['popunder', 1],
    ['unknown-family', 0.002],
  ])('CPC with no history uses the %s prior (%s per impression)', (family, rate) => {
    // $0.50 per click × rate × 1000 impressions.
    expect(estimatedCpmMicros('cpc', family, 500_000, undefined)).toBe(Math.round(500_000 * rate * 1000));
    expect(estimatedCpmMicros('cpc', family, 500_000, { impressions: 0, clicks: 0, conversions: 0 })).toBe(
      Math.round(500_000 * rate * 1000),
    );
  });

  it('CPA with no history uses the click prior times 2 % conversions', () => {
    // push: 1 % × 2 % = 0.0002 per impression; $10 per conversion → $2 CPM.
    expect(estimatedCpmMicros('cpa', 'push', 10_000_000, undefined)).toBe(2_000_000);
  });

  it('the prior weighs PRIOR_IMPRESSIONS impressions', () => {
    // 18,000 impressions without a click + the prior's 2,000 at 1 % (20 clicks): 20 / 20,000 = 0.1 %.
    expect(PRIOR_IMPRESSIONS).toBe(2_000);
    expect(
      estimatedCpmMicros('cpc', 'push', 500_000, { impressions: 18_000, clicks: 0, conversions: 0 }),
    ).toBe(500_000);
  });

  it('with large history converges to the campaign’s own click rate', () => {
    // 3 % CTR over ten million impressions: $0.50 × 0.03 × 1000 = $15 CPM (prior negligible).
    const own = 500_000 * 0.03 * 1000;
    const est = estimatedCpmMicros('cpc', 'push', 500_000, {
      impressions: 10_000_000,
      clicks: 300_000,
      conversions: 0,
    });
    expect(Math.abs(est - own) / own).toBeLessThan(0.001);
    // And moves from the prior towards it as impressions grow.
    const small = estimatedCpmMicros('cpc', 'push', 500_000, {
      impressions: 2_000,
      clicks: 60,
      conversions: 0,
    });
    expect(small).toBeGreaterThan(5_000_000);
    expect(small).toBeLessThan(est);
  });

  it('with large history converges to the campaign’s own conversion rate (CPA)', () => {
    const own = 10_000_000 * 0.001 * 1000; // 0.1 % conversions per impression
    const est = estimatedCpmMicros('cpa', 'image', 10_000_000, {
      impressions: 10_000_000,
      clicks: 0,
      conversions: 10_000,
    });
    expect(Math.abs(est - own) / own).toBeLessThan(0.001);
  });

  it('the rate never exceeds one event per impression', () => {
    expect(
      estimatedCpmMicros('cpc', 'url', 100_000, { impressions: 10, clicks: 1_000_000, conversions: 0 }),
    ).toBe(100_000 * 1000);
  });
});
