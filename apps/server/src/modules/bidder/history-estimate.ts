/**
 * What a thousand impressions are worth to a CPC or CPA campaign: its bid times its click (or
 * conversion) rate per impression, from its own last 7 days. An SSP auction is priced per
 * thousand impressions, so this is the CPM such a campaign bids.
 *
 * A new campaign has no history, and one that never wins never gets any; so the rate starts from
 * a typical rate for its format (the prior, worth PRIOR_IMPRESSIONS impressions) and moves towards
 * the campaign's own as impressions come in: after 20,000 impressions the prior weighs a tenth.
 * Rates are the ones ad networks quote as typical (PropellerAds', RichAds' and ExoClick's
 * published benchmarks: push ~1 %, in-page push ~0.5 %, native ~0.3 %, banners ~0.1 %).
 */
export const HISTORY_DAYS = 7;
export const PRIOR_IMPRESSIONS = 2_000;

const CLICK_RATE: Record<string, number> = {
  push: 0.01,
  native: 0.003,
  image: 0.001,
  tag: 0.001,
  video: 0.005,
  vast: 0.005,
  calendar: 0.01,
  // A pop or a direct link opens the offer itself: every impression is a visit.
  popunder: 1,
  url: 1,
};
/** Conversions per click (per visit for pops and direct links). */
const CONVERSION_RATE = 0.02;

export interface History {
  impressions: number;
  clicks: number;
  conversions: number;
}

/**
 * The share of impressions that become the event a CPC or CPA bid pays for, at the format's
 * typical rate; null for bids per thousand impressions.
 */
export function typicalEventRate(pricingModel: string, family: string): number | null {
  const clickRate = CLICK_RATE[family] ?? 0.002;
  if (pricingModel === 'cpc') return clickRate;
  if (pricingModel === 'cpa') return clickRate * CONVERSION_RATE;
  return null;
}

export function estimatedCpmMicros(
  pricingModel: string,
  family: string,
  bidMicros: number,
  history: History | undefined,
): number {
  if (pricingModel !== 'cpc' && pricingModel !== 'cpa') return bidMicros;
  const prior = typicalEventRate(pricingModel, family) ?? 1;
  const events = pricingModel === 'cpc' ? (history?.clicks ?? 0) : (history?.conversions ?? 0);
  const impressions = history?.impressions ?? 0;
  const rate = (events + prior * PRIOR_IMPRESSIONS) / (impressions + PRIOR_IMPRESSIONS);
  return Math.round(bidMicros * Math.min(1, rate) * 1000);
}
