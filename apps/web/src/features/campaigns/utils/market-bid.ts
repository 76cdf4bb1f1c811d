import { type BidFloorRow, MIN_FLOOR_REQUESTS } from '@panel/contract';

/** A CPM bid this many times the floors' p90 is far above what the market asks. */
export const FAR_ABOVE = 3;

/**
 * Whether a CPM bid is far above the market for its format: above FAR_ABOVE times the highest
 * p90 floor of the SSPs that sent enough requests. Null when there is too little to say.
 */
export function farAboveMarket(
  bid: number,
  rows: readonly BidFloorRow[],
): { p90: number; times: number } | null {
  const known = rows.filter((r) => r.requests >= MIN_FLOOR_REQUESTS && r.p90 > 0);
  if (known.length === 0 || !(bid > 0)) return null;
  const p90 = Math.max(...known.map((r) => r.p90));
  return bid > FAR_ABOVE * p90 ? { p90, times: bid / p90 } : null;
}
