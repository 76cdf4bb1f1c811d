import { describe, expect, it } from 'vitest';
import { call, DRIVERS, useApp } from '../helpers.ts';
import {
  advertiserWithCampaign,
  BID,
  bidRule,
  HOUR,
  ingestZones,
  TRAFFIC,
  trafficRule,
} from './rule-fixtures.ts';

/** $3 and 1,000 impressions an hour over the ten hours before the current one. */
const tenHours = (zone: string, extra: { conversions?: number } = {}) => {
  const current = Math.floor(Date.now() / HOUR);
  return Array.from({ length: 10 }, (_, k) => ({
    zone,
    impressions: 1000,
    spendUsd: 3,
    ...extra,
    at: (current - 10 + k) * HOUR + 60_000,
  }));
};

const rule = { window: { unit: 'hours', value: 3 }, min_evidence: { metric: 'spend', value: 5 } };

describe.each(DRIVERS)('dry run (%s)', (driver) => {
  const ctx = useApp(driver);

  it('a traffic rule: the hour it would have acted, and the spend it would have saved since', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      ...tenHours('burner'),
      ...tenHours('shielded'),
      ...tenHours('earner', { conversions: 1 }),
    ]);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/ssp/4/zone/shielded/traffic_optimizer/protect`,
      token,
    });
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${TRAFFIC}/dry_run`,
      token,
      payload: { days: 1, rule: trafficRule(rule) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const current = Math.floor(Date.now() / HOUR);
    const result = res.body.ext as {
      items: Record<string, unknown>[];
      totals: Record<string, number>;
      series: { spend_saved: number; actions: number }[];
      total_items: number;
    };
    expect(result.total_items).toBe(1);
    expect(result.items[0]).toMatchObject({
      campaign_id: campaign.id,
      item: 'burner',
      // Two hours of traffic ($6) pass the $5 of evidence at the end of the second hour.
      acted_at: new Date((current - 8) * HOUR).toISOString(),
      spend_after: 24,
      estimated_spend_after: 0,
      figures: { spend: 6, impressions: 2000, conversions: 0 },
    });
    expect(result.totals).toMatchObject({ spend_after: 24, estimated_spend_after: 0, spend_saved: 24 });
    expect(result.series.reduce((s, d) => s + d.spend_saved, 0)).toBeCloseTo(24, 6);
    expect(result.series.reduce((s, d) => s + d.actions, 0)).toBe(1);
  });

  it('a bid rule: spend and conversions after, estimated at the new bid from the item’s history', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, tenHours('burner'));
    const created = await call(ctx.app, {
      method: 'POST',
      url: BID,
      token,
      payload: bidRule({ ...rule, action: { type: 'decrease_percent', value: 50, min_bid: null } }),
    });
    const id = (created.body.ext as { id: number }).id;
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${BID}/${id}/dry_run`,
      token,
      payload: { days: 2 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.ext as { items: Record<string, unknown>[]; totals: Record<string, number> };
    // Half the bid: half the price per impression and, lowered, half the impressions: a quarter of the spend.
    expect(result.items[0]).toMatchObject({
      item: 'burner',
      bid_before: 1.25,
      bid_after: 0.625,
      spend_after: 24,
    });
    expect(result.totals).toMatchObject({ spend_after: 24, estimated_spend_after: 6, spend_saved: 18 });
    // With `rule`, the rule as the editor holds it: a condition nothing meets acts on nothing.
    const edited = await call(ctx.app, {
      method: 'POST',
      url: `${BID}/${id}/dry_run`,
      token,
      payload: {
        days: 2,
        rule: bidRule({ ...rule, conditions: [{ metric: 'impressions', operator: 'gt', value: 1e8 }] }),
      },
    });
    expect(edited.body.ext).toMatchObject({ total_items: 0, items: [] });
  });

  it('refuses a period outside 1 to 90 days, naming days', async () => {
    const { token } = await advertiserWithCampaign(ctx);
    const res = await call(ctx.app, {
      method: 'POST',
      url: `${TRAFFIC}/dry_run`,
      token,
      payload: { days: 91, rule: trafficRule() },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('days');
    const noRule = await call(ctx.app, {
      method: 'POST',
      url: `${TRAFFIC}/dry_run`,
      token,
      payload: { days: 3 },
    });
    expect(noRule.status).toBe(400);
    expect(noRule.body.fields).toHaveProperty('rule');
  });
});
