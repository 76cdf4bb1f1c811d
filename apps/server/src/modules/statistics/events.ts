/**
 * A traffic event, as the bidder reports it. Ids are 0 (and codes '') where a dimension does
 * not apply: a bid request the advertiser's campaigns did not match has no campaign yet.
 */
export const TRAFFIC_EVENT_KINDS = [
  'request',
  'bid',
  'win',
  'impression',
  'click',
  'conversion',
  'spend',
] as const;
export type TrafficEventKind = (typeof TRAFFIC_EVENT_KINDS)[number];

export interface TrafficEvent {
  kind: TrafficEventKind;
  /** When it happened, milliseconds since the epoch. */
  at: number;
  /**
   * The same event this many times (default 1), for a source that counts before it reports
   * (a bidder summing a second of requests). Amounts below are then the sum over all of them,
   * except the floor, which each of the requests carried.
   */
  count?: number;
  /** The account the traffic was bought for; 0 when the event counts for the supply side only. */
  advertiserId?: number;
  campaignId?: number;
  creativeId?: number;
  sspId?: number;
  sspEndpointId?: number;
  /** The guest SSP account whose endpoint sent the request, or 0. */
  guestSspId?: number;
  /** The publisher account that owns the site and zone, or 0 (traffic from outside SSPs). */
  publisherId?: number;
  siteId?: string;
  zoneId?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** ISO 3166-2, e.g. US-CA. */
  region?: string;
  os?: number;
  browser?: number;
  deviceType?: number;
  connectionType?: number;
  carrier?: number;
  /** Ad format code (banner-300x250, classic-push, ...). */
  adFormat?: string;
  /** ISO 639-1. */
  language?: string;
  /** request: the SSP's floor, USD micros per thousand impressions. */
  floorMicros?: number;
  /** conversion: the value the advertiser's postback reported. */
  payoutMicros?: number;
  /** spend: what the advertiser paid for this impression or click. */
  spendMicros?: number;
  /** spend: the share of it that the publisher or SSP earned. */
  revenueMicros?: number;
}

export class InvalidEventError extends Error {}
