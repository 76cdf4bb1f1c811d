import type { TrafficEvent } from '../../src/modules/statistics/events.ts';
import { ingestEvents } from '../../src/modules/statistics/ingest.ts';
import { approve, type Campaign, createCampaign, popunder } from '../campaign-fixtures.ts';
import { call, signUpAndIn, type TestContext } from '../helpers.ts';

export const HOUR = 3_600_000;

/** An advertiser with one running CPM campaign (bid $1.25). */
export async function advertiserWithCampaign(ctx: TestContext) {
  const { token, user } = await signUpAndIn(ctx.app);
  const campaign = await createCampaign(ctx.app, token, popunder({ name: 'Optimized pops' }));
  await approve(ctx, campaign);
  const started = await call(ctx.app, {
    method: 'PUT',
    url: `/api/v1/campaigns/${campaign.id}/status/start`,
    token,
  });
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  return { token, advertiserId: Number(user.id), campaign: campaign as Campaign };
}

export interface ZoneTraffic {
  zone: string;
  site?: string;
  country?: string;
  /** The SSP endpoint it came through, default 1. */
  endpoint?: number;
  impressions: number;
  spendUsd: number;
  clicks?: number;
  conversions?: number;
  payoutUsd?: number;
  /** When, default two hours ago. */
  at?: number;
}

/** Writes a zone's traffic into the statistics, as the bidder and tracking would. */
export async function ingestZones(
  ctx: TestContext,
  advertiserId: number,
  campaignId: number,
  zones: ZoneTraffic[],
) {
  const events: TrafficEvent[] = [];
  for (const z of zones) {
    const base = {
      at: z.at ?? Date.now() - 2 * HOUR,
      advertiserId,
      campaignId,
      sspId: 1,
      sspEndpointId: z.endpoint ?? 1,
      siteId: z.site ?? `site-${z.zone}`,
      zoneId: z.zone,
      country: z.country ?? 'US',
      adFormat: 'popunder',
    };
    events.push({ ...base, kind: 'bid', count: z.impressions * 2 });
    events.push({ ...base, kind: 'win', count: z.impressions });
    events.push({ ...base, kind: 'impression', count: z.impressions });
    events.push({ ...base, kind: 'spend', count: z.impressions, spendMicros: Math.round(z.spendUsd * 1e6) });
    if (z.clicks) events.push({ ...base, kind: 'click', count: z.clicks });
    if (z.conversions)
      events.push({
        ...base,
        kind: 'conversion',
        count: z.conversions,
        payoutMicros: Math.round((z.payoutUsd ?? 0) * 1e6),
      });
  }
  await ingestEvents(ctx.database.db, events);
}

type Json = Record<string, unknown>;

export const trafficRule = (overrides: Json = {}): Json => ({
  name: `No-convert zones ${Math.random().toString(36).slice(2, 8)}`,
  campaign_ids: [],
  dimension: 'zone',
  window: { unit: 'days', value: 1 },
  min_evidence: { metric: 'spend', value: 5 },
  conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
  action: { type: 'exclude', duration_hours: null },
  ...overrides,
});

export const bidRule = (overrides: Json = {}): Json => ({
  name: `CPA-heavy zones ${Math.random().toString(36).slice(2, 8)}`,
  campaign_ids: [],
  dimension: 'zone',
  window: { unit: 'days', value: 1 },
  min_evidence: { metric: 'spend', value: 5 },
  conditions: [{ metric: 'cpa', operator: 'gt', value: 2 }],
  action: { type: 'decrease_percent', value: 50, min_bid: 0.5 },
  ...overrides,
});

export const TRAFFIC = '/api/v1/traffic_optimization_rules';
export const BID = '/api/v1/bid_optimization/rules';
