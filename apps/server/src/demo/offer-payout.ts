import { random } from '../lib/random.ts';

/** The parts of a format's traffic profile that decide what a conversion costs. */
interface ConversionProfile {
  ctr: number;
  /** Conversions per click, or per impression for formats without clicks. */
  cr: number;
  clicks: boolean;
}

/** A zone's quality averages 1.2 (traffic.ts) and enters CTR and CR both. */
const MEAN_QUALITY = 1.2;
/** A CPM campaign pays about this share of its bid once the auction clears. */
const CLEARING_SHARE = 0.8;

/** Roughly what one conversion costs the campaign, from its bid and its format's rates. */
function typicalCostPerConversion(pricingModel: string, bidUsd: number, profile: ConversionProfile): number {
  if (pricingModel === 'cpa') return bidUsd;
  const perClick = profile.cr * MEAN_QUALITY;
  if (pricingModel === 'cpc') return bidUsd / perClick;
  const perImpression = profile.clicks ? profile.ctr * MEAN_QUALITY * perClick : perClick;
  return (CLEARING_SHARE * bidUsd) / 1000 / Math.max(perImpression, 1e-6);
}

/**
 * What the demo's conversions pay, as an affiliate offer behind each campaign would: one payout
 * per campaign, between 0.5 and 1.6 times what its conversions typically cost, so some campaigns
 * earn more than they spend and some less; more in the richer countries, with a little noise per
 * postback. It draws from its own seeded stream, so adding payouts left the traffic as it was.
 */
export function offerPayouts(
  seed: number,
  campaignId: number,
  pricingModel: string,
  bidUsd: number,
  profile: ConversionProfile,
) {
  const rand = random((seed ^ Math.imul(campaignId, 0x9e3779b1)) >>> 0);
  const payoutUsd = typicalCostPerConversion(pricingModel, bidUsd, profile) * (0.5 + 1.1 * rand());
  /** Micros for `count` conversions from a country of this value (1 is average). */
  return (count: number, countryValue: number) =>
    Math.round(count * payoutUsd * Math.sqrt(countryValue) * (0.85 + 0.3 * rand()) * 1_000_000);
}
