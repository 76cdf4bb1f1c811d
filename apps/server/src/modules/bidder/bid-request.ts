/**
 * A bid request as the auction reads it, whatever it came in as: an OpenRTB 2.5 or 2.6 JSON
 * request from an SSP or a guest SSP, or a publisher zone's ad request. Everything is resolved to
 * the ids of the panel's reference lists (the same ids campaigns target and statistics record),
 * so the auction compares numbers and codes, never user-agent strings or names.
 *
 * Unknown values are 0 (ids) or '' (codes), as in statistics.
 */
export interface Audience {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** ISO 3166-2 first-level subdivision, `US-CA`. */
  region: string;
  /** Id of /resources/cities, or 0: found by `cityName` among the cities campaigns target (city-names.ts). */
  city: number;
  /** `device.geo.city` as sent (folded only when a campaign targets cities); absent where none is named. */
  cityName?: string;
  /** Id of /resources/languages, or 0. */
  language: number;
  /** Its ISO 639-1 code (statistics record the code), or ''. */
  languageCode: string;
  /** Ids of /resources/os and /resources/os_versions. */
  os: number;
  osVersion: number;
  /** Ids of /resources/browsers and /resources/browser_versions. */
  browser: number;
  browserVersion: number;
  /** Id of /resources/device_types (AdCOM DeviceType). */
  deviceType: number;
  /** Id of /resources/connection_types (1 broadband, 2 cellular, 0 other). */
  connectionType: number;
  /** Id of /resources/carriers (MCC MNC + ISO numeric country), or 0. */
  carrier: number;
  /** The user's address as sent (device.ip / device.ipv6, or the zone request's client). */
  ip: string;
  /** Id of /resources/traffic_categories, or 0. */
  trafficCategory: number;
  /** Days since the push subscription was made (push traffic), or null. */
  subscriptionAgeDays: number | null;
  /**
   * Who the user is, for frequency caps and audiences: the platform's uid cookie on zone
   * traffic; on SSP traffic `user.buyeruid` (our uid, as matched by the SSP), else `user.id`,
   * else `device.ifa`; '' when the request names nobody (no cap can count, no audience matches).
   */
  userId: string;
}

/** Where the request came from: the supply dimensions of statistics. */
export interface Source {
  /** A partner's SSP id, or a guest SSP's (1 000 000 + its account id), or 0 for zones. */
  sspId: number;
  /** The SSP endpoint's or guest token's id (one sequence), or 0. */
  sspEndpointId: number;
  /** The guest SSP account, or 0. */
  guestSspId: number;
  /** The publisher account owning the zone, or 0. */
  publisherId: number;
  /**
   * The platform's own site and zone ids are digits; an SSP's are recorded as
   * `<ssp id>-<its id>` (docs/supply.md), never digits alone.
   */
  siteId: string;
  zoneId: string;
}

export interface VideoPlacement {
  minDurationS: number;
  maxDurationS: number;
  /** MIME types the player takes; empty means any. */
  mimes: string[];
}

/** One impression offered (OpenRTB `imp`); a zone request is one placement. */
export interface Placement {
  impId: string;
  /** Codes of /resources/ad_formats this placement takes ('300x250', 'Native', 'Video', ...). */
  formats: string[];
  /** The floor as a CPM in USD micros (0 when none). */
  floorMicros: number;
  /** The ad must load over https only. */
  secure: boolean;
  video: VideoPlacement | null;
  /** The OpenRTB Native 1.2 request's assets, as sent (`imp.native.request` parsed), or null. */
  nativeRequest: unknown;
}

export interface BidRequestView {
  /** The SSP's request id (`id`), echoed in the response. */
  id: string;
  /** How long the SSP waits for an answer, ms (`tmax`, default 300 when absent). */
  tmaxMs: number;
  /** `test: 1`: the SSP will not bill it; still answered, not counted as spend. */
  test: boolean;
  placements: Placement[];
  audience: Audience;
  source: Source;
  /** When it arrived, ms since the epoch. */
  at: number;
}

/** Why a request gets no bid before any campaign is looked at (counted, answered 204). */
export type RequestRefusal =
  /** Not JSON, or not an OpenRTB bid request (no id, no imp). */
  | 'malformed'
  /** Prices in a currency other than USD only (`cur` without USD). */
  | 'currency'
  /** No placement of a format the endpoint accepts. */
  | 'no_placement';
