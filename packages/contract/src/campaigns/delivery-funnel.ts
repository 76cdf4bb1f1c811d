/**
 * The delivery funnel (GET /api/v1/campaigns/{campaign_id}/delivery): the bid requests that
 * reached a campaign in the last hour, and the stage of the campaign's filters where each one
 * stopped. The bidder checks the stages in this order and records the first one that refuses a
 * request, so the counts add up: requests = sum of the drops + bids.
 */
export const DELIVERY_DROP_STAGES = [
  /** No placement of the request takes the campaign's ad format. */
  'format',
  /** Outside the flight dates or the weekly schedule, in the campaign's time zone. */
  'schedule',
  'country',
  'region',
  'city',
  'language',
  'device_type',
  'os',
  'browser',
  'connection_type',
  'carrier',
  'ip_range',
  'traffic_category',
  'subscription_period',
  /** The SSP or SSP endpoint (guest token) is excluded, or not among those included. */
  'ssp',
  'ssp_endpoint',
  /** The site or zone is excluded, or not among those included (protected zones included). */
  'site',
  'zone',
  /** The user is not in an included audience, or is in an excluded one. */
  'retargeting',
  /** The daily or total budget is spent. */
  'budget',
  /** Even pacing holds the campaign back until later in the day. */
  'pacing',
  /** The user saw the campaign's ads as often as its frequency cap allows. */
  'frequency',
  /** The campaign's effective bid is below the placement's floor. */
  'floor',
  /** Another campaign bid more (the winning prices' range is kept). */
  'lost',
] as const;
export type DeliveryDropStage = (typeof DELIVERY_DROP_STAGES)[number];

/** After the filters: the bid sent, the SSP's win notice, and the impression shown. */
export const DELIVERY_OUTCOMES = ['bid', 'win', 'impression'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export const DELIVERY_STAGES = [...DELIVERY_DROP_STAGES, ...DELIVERY_OUTCOMES] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/** The funnel's window: the last hour, by the minute. */
export const DELIVERY_WINDOW_MINUTES = 60;
