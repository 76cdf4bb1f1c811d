import { z } from 'zod';
import type { MessageKey } from '../messages.ts';
import { DELIVERY_DROP_STAGES, type DeliveryDropStage } from './delivery-funnel.ts';
import { CAMPAIGN_STATUSES } from './statuses.ts';

/**
 * GET /api/v1/campaigns/{campaign_id}/delivery: the delivery funnel of the last
 * DELIVERY_WINDOW_MINUTES, and the one change of the campaign that would bring it the most traffic.
 * Prices are USD per thousand impressions, as decimal numbers like every amount of the API (`bid`, `bid_floor`).
 */

/** The settings an advice asks to change; `ads` are the campaign's creatives. */
export const DELIVERY_ADVICE_SECTIONS = [
  'targeting',
  'schedule',
  'budget',
  'bid',
  'frequency',
  'ads',
] as const;
export type DeliveryAdviceSection = (typeof DELIVERY_ADVICE_SECTIONS)[number];

/**
 * - `inactive`: the campaign is not active (nothing else matters until it is);
 * - `no_ads`: active, no request reached it, and it has no approved running ad (the bidder skips it);
 * - `no_traffic`: active with an ad, and still no request reached it;
 * - `stage`: the drop stage named by `stage`.
 */
export const DELIVERY_ADVICE_REASONS = ['inactive', 'no_ads', 'no_traffic', 'stage'] as const;
export type DeliveryAdviceReason = (typeof DELIVERY_ADVICE_REASONS)[number];

/** What each drop stage asks to change, and its advice. 'format' is no setting to change (see adviseDelivery). */
export const DELIVERY_STAGE_ADVICE: Record<
  DeliveryDropStage,
  { section: DeliveryAdviceSection | null; message: MessageKey }
> = {
  format: { section: null, message: 'delivery.advice.format' },
  schedule: { section: 'schedule', message: 'delivery.advice.schedule' },
  country: { section: 'targeting', message: 'delivery.advice.country' },
  region: { section: 'targeting', message: 'delivery.advice.region' },
  city: { section: 'targeting', message: 'delivery.advice.city' },
  language: { section: 'targeting', message: 'delivery.advice.language' },
  device_type: { section: 'targeting', message: 'delivery.advice.deviceType' },
  os: { section: 'targeting', message: 'delivery.advice.os' },
  browser: { section: 'targeting', message: 'delivery.advice.browser' },
  connection_type: { section: 'targeting', message: 'delivery.advice.connectionType' },
  carrier: { section: 'targeting', message: 'delivery.advice.carrier' },
  ip_range: { section: 'targeting', message: 'delivery.advice.ipRange' },
  traffic_category: { section: 'targeting', message: 'delivery.advice.trafficCategory' },
  subscription_period: { section: 'targeting', message: 'delivery.advice.subscriptionPeriod' },
  ssp: { section: 'targeting', message: 'delivery.advice.ssp' },
  ssp_endpoint: { section: 'targeting', message: 'delivery.advice.sspEndpoint' },
  site: { section: 'targeting', message: 'delivery.advice.site' },
  zone: { section: 'targeting', message: 'delivery.advice.zone' },
  retargeting: { section: 'targeting', message: 'delivery.advice.retargeting' },
  budget: { section: 'budget', message: 'delivery.advice.budget' },
  pacing: { section: 'budget', message: 'delivery.advice.pacing' },
  frequency: { section: 'frequency', message: 'delivery.advice.frequency' },
  floor: { section: 'bid', message: 'delivery.advice.floor' },
  lost: { section: 'bid', message: 'delivery.advice.lost' },
};

const usd = () => z.number().describe('USD per thousand impressions');
const priceRangeSchema = z.object({ min: usd(), max: usd() });

export const deliveryAdviceSchema = z.object({
  reason: z.enum(DELIVERY_ADVICE_REASONS),
  /** The stage the advice is about; null for inactive, no_ads and no_traffic. */
  stage: z.enum(DELIVERY_DROP_STAGES).nullable(),
  /** Requests refused at that stage (0 when no stage). */
  dropped: z.number().int(),
  /** What to change; null when no setting of the campaign would help (format, no traffic, status). */
  section: z.enum(DELIVERY_ADVICE_SECTIONS).nullable(),
  /**
   * For floor and lost, the bid to make (USD per thousand impressions): the highest floor seen, or a cent
   * above the highest winning price; null otherwise, or when no price was recorded.
   */
  bid: z.number().nullable(),
  /** A key of the contract's messages, filled with the figures of this answer. */
  message: z.string(),
  /** The message in English. */
  text: z.string(),
});
export type DeliveryAdvice = z.infer<typeof deliveryAdviceSchema>;

const example = {
  campaign_id: 42,
  status: 'active',
  from: '2026-03-01T11:01:00.000Z',
  to: '2026-03-01T12:00:30.000Z',
  requests: 12_000,
  stages: DELIVERY_DROP_STAGES.map((stage) => ({
    stage,
    dropped:
      ({ format: 7_000, country: 3_000, floor: 1_200, lost: 300 } as Record<string, number>)[stage] ?? 0,
  })),
  bids: 500,
  wins: 410,
  impressions: 395,
  winning_price: { min: 0.8, max: 1.9 },
  floor_price: { min: 0.5, max: 2.25 },
  advice: {
    reason: 'stage',
    stage: 'country',
    dropped: 3_000,
    section: 'targeting',
    bid: null,
    message: 'delivery.advice.country',
    text: '3,000 requests (25%) came from countries you do not target: add countries to buy them.',
  },
};

export const deliveryReportSchema = z
  .object({
    campaign_id: z.number().int(),
    status: z.enum(CAMPAIGN_STATUSES),
    /** The window: from the start of the minute DELIVERY_WINDOW_MINUTES - 1 minutes ago, to now (ISO 8601). */
    from: z.string(),
    to: z.string(),
    /** Bid requests that reached the campaign's filters. requests = sum of `dropped` + bids. */
    requests: z.number().int(),
    /** Every drop stage, in the order the bidder checks them, zeros included. */
    stages: z.array(z.object({ stage: z.enum(DELIVERY_DROP_STAGES), dropped: z.number().int() })),
    bids: z.number().int(),
    wins: z.number().int(),
    impressions: z.number().int(),
    /** The prices that beat the campaign in the auctions it lost; null when it lost none. */
    winning_price: priceRangeSchema.nullable(),
    /** The floors it was below; null when none was recorded. */
    floor_price: priceRangeSchema.nullable(),
    /** The one change that would help most; null when nothing refused the campaign's requests. */
    advice: deliveryAdviceSchema.nullable(),
  })
  .meta({ examples: [example] });
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;
