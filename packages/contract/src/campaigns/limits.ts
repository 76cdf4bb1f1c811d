import { TARGET_LIST_MAX } from './targeting.ts';

/**
 * How much one campaign may keep in the parts that calls add to rather than replace. Without a
 * total, each PUT could add its per-call maximum again and a row would grow without end, and
 * the bid path holds every campaign in memory. The totals equal what one call may send, as
 * ExoClick and Zeropark cap per-target bids: one full list fits, a second one has to replace it.
 * Countries are also bounded by the country list itself (about 250).
 */
export const BID_MAP_MAX = {
  country: TARGET_LIST_MAX.small,
  site: TARGET_LIST_MAX.large,
  zone: TARGET_LIST_MAX.large,
} as const;

/**
 * Zones one campaign protects from the traffic optimizer, counted over every SSP. As many as a
 * zone targeting list holds: a campaign cannot name more zones anywhere else either.
 */
export const PROTECTED_ZONES_MAX = TARGET_LIST_MAX.large;
