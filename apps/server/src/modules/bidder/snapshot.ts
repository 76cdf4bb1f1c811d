import type { CampaignEntry } from './campaign-entry.ts';
import type { CityNames } from './city-names.ts';

/**
 * Everything the bid path reads, built from the database in the background (snapshot-loader.ts)
 * and swapped in whole: a request sees one consistent snapshot, never half of a reload.
 */
export interface EndpointEntry {
  id: number;
  advertiserId: number;
  sspId: number;
  parserId: number;
  /** Formats it accepts (codes). */
  adFormats: ReadonlySet<string>;
  /** Countries it accepts; null takes every country. */
  countries: ReadonlySet<string> | null;
  qpsLimit: number | null;
  floorMicros: number;
  requireToken: boolean;
  /** The advertiser's settings for this SSP: switched off means no bid at all. */
  sspEnabled: boolean;
  sspQpsCap: number | null;
  marginBp: number;
  /** SHA-256 (hex) of the SSP's API token, when the advertiser made one. */
  tokenHash: string | null;
}

export interface GuestTokenEntry {
  id: number;
  guestId: number;
  advertiserId: number;
  /** The guest SSP's SSP id (1 000 000 + its account id). */
  sspId: number;
  /** False once the advertiser switched the guest off on its SSP page. */
  enabled: boolean;
  sspQpsCap: number | null;
  marginBp: number;
}

export interface ZoneEntry {
  id: number;
  publisherId: number;
  siteId: number;
  adFormat: string;
  width: number | null;
  height: number | null;
  /** The site's traffic category (an id of /resources/traffic_categories), 0 when none. */
  trafficCategory: number;
}

export interface ImpressionPixel {
  id: number;
  membershipDays: number;
}

export interface Snapshot {
  /** When it was read, ms since the epoch. */
  loadedAt: number;
  campaigns: ReadonlyMap<number, CampaignEntry>;
  /** An advertiser's active campaigns: what its SSP endpoints and guest tokens can buy. */
  byAdvertiser: ReadonlyMap<number, readonly CampaignEntry[]>;
  /** The same by ad format: a request meets only the campaigns of the formats it offers. */
  byAdvertiserFormat: ReadonlyMap<number, ReadonlyMap<string, readonly CampaignEntry[]>>;
  /** Every active campaign by ad format: what a publisher zone's request can buy. */
  byFormat: ReadonlyMap<string, readonly CampaignEntry[]>;
  endpoints: ReadonlyMap<number, EndpointEntry>;
  /** Paused and archived endpoints, which answer "no bid" rather than "not found". */
  inactiveEndpoints: ReadonlySet<number>;
  /** Active guest tokens by the SHA-256 (hex) of their secret. */
  guestTokens: ReadonlyMap<string, GuestTokenEntry>;
  /** The same by id, for the notices of their bids (a guest's margin). */
  guestTokensById: ReadonlyMap<number, GuestTokenEntry>;
  /** Active zones of active sites. */
  zones: ReadonlyMap<number, ZoneEntry>;
  /** An advertiser's impression audiences (retargeting pixels of type 1), which its impressions fill. */
  impressionPixels: ReadonlyMap<number, readonly ImpressionPixel[]>;
  /** The names of the cities active campaigns target, to their ids (city-names.ts). */
  cityNames: CityNames;
}

export const emptySnapshot = (): Snapshot => ({
  loadedAt: 0,
  campaigns: new Map(),
  byAdvertiser: new Map(),
  byAdvertiserFormat: new Map(),
  byFormat: new Map(),
  endpoints: new Map(),
  inactiveEndpoints: new Set(),
  guestTokens: new Map(),
  guestTokensById: new Map(),
  zones: new Map(),
  impressionPixels: new Map(),
  cityNames: new Map(),
});
