import type { Audience, BidRequestView, Placement, Source } from '../../../src/modules/bidder/bid-request.ts';
import {
  type CampaignEntry,
  type CampaignRow,
  compileCampaign,
} from '../../../src/modules/bidder/campaign-entry.ts';

/** A campaign row that buys everything: CPM, '300x250', $1 CPM, UTC, no schedule or flight dates. */
export function row(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    id: 1,
    advertiserId: 10,
    adFormat: '300x250',
    pricingModel: 'cpm',
    bidMicros: 1_000_000,
    dailyBudgetMicros: null,
    totalBudgetMicros: null,
    pacing: 'asap',
    timeZone: 'UTC',
    startDate: null,
    endDate: null,
    frequencyCap: null,
    schedule: null,
    targeting: {},
    bidByCountry: {},
    bidBySite: {},
    bidByZone: {},
    destinationUrl: 'https://example.com/landing',
    ...overrides,
  };
}

/** Compiles `row(overrides)`; the estimated CPM defaults to the bid (what a CPM campaign gets). */
export function campaign(overrides: Partial<CampaignRow> = {}, estimatedCpmMicros?: number): CampaignEntry {
  const r = row(overrides);
  const entry = compileCampaign(
    r,
    [{ id: r.id * 100, type: 'image', content: {} as never }],
    estimatedCpmMicros ?? r.bidMicros,
  );
  if (!entry) throw new Error('the fixture targeting does not parse');
  return entry;
}

export function audience(overrides: Partial<Audience> = {}): Audience {
  return {
    country: 'US',
    region: 'US-CA',
    city: 5_368_361,
    language: 1,
    languageCode: 'en',
    os: 3,
    osVersion: 31,
    browser: 2,
    browserVersion: 21,
    deviceType: 2,
    connectionType: 1,
    carrier: 0,
    ip: '203.0.113.7',
    trafficCategory: 1,
    subscriptionAgeDays: 2,
    userId: 'user-1',
    ...overrides,
  };
}

export function source(overrides: Partial<Source> = {}): Source {
  return {
    sspId: 7,
    sspEndpointId: 70,
    guestSspId: 0,
    publisherId: 0,
    siteId: '7-site-a',
    zoneId: '7-zone-a',
    ...overrides,
  };
}

export function placement(overrides: Partial<Placement> = {}): Placement {
  return {
    impId: '1',
    formats: ['300x250'],
    floorMicros: 0,
    secure: true,
    video: null,
    nativeRequest: null,
    ...overrides,
  };
}

/** Monday 5 January 2026, 12:00 UTC. */
export const MONDAY_NOON_UTC = Date.UTC(2026, 0, 5, 12, 0);

export function request(overrides: Partial<BidRequestView> = {}): BidRequestView {
  return {
    id: 'req-1',
    tmaxMs: 300,
    test: false,
    placements: [placement()],
    audience: audience(),
    source: source(),
    at: MONDAY_NOON_UTC,
    ...overrides,
  };
}
