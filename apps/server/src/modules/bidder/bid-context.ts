import { randomBytes } from 'node:crypto';
import type { TrafficEvent, TrafficEventKind } from '../statistics/events.ts';
import type { ClickContext } from '../tracking/click-link.ts';
import type { WinningBid } from './auction.ts';
import type { BidRequestView } from './bid-request.ts';
import type { CreativeEntry } from './campaign-entry.ts';

/**
 * The context of one bid: what the statistics record for its events and what its click link
 * carries. The same signed token names the bid in its win, billing, loss and impression notices
 * and in the click link (tracking/click-link.ts), so every event of one ad lands on the same
 * statistics row.
 */
let counter = 0;
const prefix = randomBytes(6).toString('base64url');
/** Unique per process and bid, short: 8 characters of process prefix and a counter. */
export const newBidId = () => `${prefix}${(counter++ % 0x7fffffff).toString(36)}`;

export function contextOf(view: BidRequestView, win: WinningBid, creative: CreativeEntry): ClickContext {
  const a = view.audience;
  const s = view.source;
  return {
    advertiserId: win.campaign.advertiserId,
    campaignId: win.campaign.id,
    creativeId: creative.id,
    sspId: s.sspId,
    sspEndpointId: s.sspEndpointId,
    guestSspId: s.guestSspId,
    publisherId: s.publisherId,
    siteId: s.siteId,
    zoneId: s.zoneId,
    adFormat: win.campaign.adFormat,
    country: a.country,
    region: a.region,
    city: a.city,
    language: a.languageCode,
    os: a.os,
    osVersion: a.osVersion,
    browser: a.browser,
    browserVersion: a.browserVersion,
    deviceType: a.deviceType,
    connectionType: a.connectionType,
    carrier: a.carrier,
    trafficCategory: a.trafficCategory,
    bidMicros:
      win.campaign.pricingModel === 'cpc' || win.campaign.pricingModel === 'cpa'
        ? win.campaign.bidMicros
        : win.bidCpmMicros,
    costMicros: win.priceCpmMicros,
    servedAt: Math.floor(view.at / 1000),
    bidId: newBidId(),
    pricingModel: win.campaign.pricingModel,
    userId: a.userId,
  };
}

/** A statistics event of the bid, with every dimension its context carries. */
export function eventOf(kind: TrafficEventKind, c: ClickContext, at: number): TrafficEvent {
  return {
    kind,
    at,
    advertiserId: c.advertiserId,
    campaignId: c.campaignId,
    creativeId: c.creativeId,
    sspId: c.sspId,
    sspEndpointId: c.sspEndpointId,
    guestSspId: c.guestSspId,
    publisherId: c.publisherId,
    siteId: c.siteId,
    zoneId: c.zoneId,
    adFormat: c.adFormat,
    country: c.country,
    region: c.region,
    language: c.language,
    os: c.os,
    browser: c.browser,
    deviceType: c.deviceType,
    connectionType: c.connectionType,
    carrier: c.carrier,
  };
}

/** The request event of one placement: the supply side's count, and the advertiser's when one bought the endpoint. */
export function requestEvent(
  view: BidRequestView,
  advertiserId: number,
  adFormat: string,
  floorMicros: number,
): TrafficEvent {
  const a = view.audience;
  const s = view.source;
  return {
    kind: 'request',
    at: view.at,
    advertiserId,
    sspId: s.sspId,
    sspEndpointId: s.sspEndpointId,
    guestSspId: s.guestSspId,
    publisherId: s.publisherId,
    siteId: s.siteId,
    zoneId: s.zoneId,
    adFormat,
    country: a.country,
    region: a.region,
    language: a.languageCode,
    os: a.os,
    browser: a.browser,
    deviceType: a.deviceType,
    connectionType: a.connectionType,
    carrier: a.carrier,
    floorMicros,
  };
}
