import {
  type CampaignStatus,
  DELIVERY_STAGE_ADVICE,
  type DeliveryAdvice,
  type DeliveryDropStage,
  ENGLISH_MESSAGES,
  fromMicros,
  type MessageCatalog,
  type MessageKey,
  toMicros,
  translateMessage,
} from '@panel/contract';

/** A bid this much above the highest winning price beats it: one cent per thousand, the Smart CPM step. */
const OUTBID_MICROS = 10_000;

export interface PriceRange {
  min: number;
  max: number;
}

export interface DeliveryFigures {
  status: CampaignStatus;
  adFormat: string;
  pricingModel: string;
  /** Has an approved ad that is running: without one the bidder does not offer the campaign. */
  hasAds: boolean;
  requests: number;
  stages: readonly { stage: DeliveryDropStage; dropped: number }[];
  /** USD per thousand impressions. */
  winningPrice: PriceRange | null;
  floorPrice: PriceRange | null;
}

const INACTIVE: Record<Exclude<CampaignStatus, 'active'>, MessageKey> = {
  draft: 'delivery.advice.draft',
  paused: 'delivery.advice.paused',
  archived: 'delivery.advice.archived',
};

interface Formats {
  count: Intl.NumberFormat;
  share: Intl.NumberFormat;
  money: Intl.NumberFormat;
}

/** Figures in the text are written as its language writes them (German "1.234", "12,5 %", "0,35 $"). */
const FORMATS = new Map<string, Formats>();
function formatsFor(language: string): Formats {
  let formats = FORMATS.get(language);
  if (!formats) {
    formats = {
      count: new Intl.NumberFormat(language),
      share: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
      money: new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }),
    };
    FORMATS.set(language, formats);
  }
  return formats;
}

/**
 * The one change that would bring the campaign the most traffic, by these rules:
 * 1. A campaign that is not active: start it (its other figures are from before it stopped).
 * 2. No request reached it: without an approved running ad the bidder leaves it out; with one,
 *    the traffic itself is missing (the SSP endpoints, or formats they send).
 * 3. Else the drop stage that refused the most requests among those a setting of the campaign
 *    decides; a tie goes to the earlier stage, whose refusals hide what later stages would do.
 *    'format' is left out: a campaign's format is what its ads are made for, not a filter to widen.
 *    For 'floor' and 'lost' the advice names the bid that clears every floor seen (the highest), or
 *    beats every winning price (a cent above the highest); USD per thousand impressions, which for
 *    CPC and CPA is what the bid must be worth.
 * 4. Nothing else refused anything but 'format': say how much traffic asked for other formats.
 * 5. Nothing refused anything: null, the campaign bids on every request that reaches it.
 */
export function adviseDelivery(f: DeliveryFigures, catalog = ENGLISH_MESSAGES): DeliveryAdvice | null {
  const format = f.adFormat;
  if (f.status !== 'active')
    return advice(catalog, 'inactive', null, 0, null, null, INACTIVE[f.status], { format });
  if (f.requests === 0)
    return f.hasAds
      ? advice(catalog, 'no_traffic', null, 0, null, null, 'delivery.advice.noTraffic', { format })
      : advice(catalog, 'no_ads', null, 0, 'ads', null, 'delivery.advice.noAds', { format });
  let top: { stage: DeliveryDropStage; dropped: number } | null = null;
  for (const s of f.stages) if (s.stage !== 'format' && s.dropped > (top?.dropped ?? 0)) top = s;
  top ??= f.stages.find((s) => s.stage === 'format' && s.dropped > 0) ?? null;
  if (!top) return null;
  const { stage, dropped } = top;
  const { count, share, money } = formatsFor(catalog.language);
  // `count` picks the message's form for a single request ('1 request came …').
  const params = {
    format,
    count: dropped,
    dropped: count.format(dropped),
    percent: share.format(dropped / f.requests),
  };
  const { section, message } = DELIVERY_STAGE_ADVICE[stage];
  if (stage !== 'floor' && stage !== 'lost')
    return advice(catalog, 'stage', stage, dropped, section, null, message, params);
  const range = stage === 'floor' ? f.floorPrice : f.winningPrice;
  const estimated = f.pricingModel === 'cpc' || f.pricingModel === 'cpa';
  const key: MessageKey = !range
    ? stage === 'floor'
      ? 'delivery.advice.floorUnknown'
      : 'delivery.advice.lostUnknown'
    : estimated
      ? (`delivery.advice.${stage}Estimated` as const)
      : message;
  const bid = range && (stage === 'floor' ? range.max : fromMicros(toMicros(range.max) + OUTBID_MICROS));
  const prices = range && {
    min: money.format(range.min),
    max: money.format(range.max),
    bid: money.format(bid ?? 0),
  };
  return advice(catalog, 'stage', stage, dropped, section, bid, key, { ...params, ...prices });
}

function advice(
  catalog: MessageCatalog,
  reason: DeliveryAdvice['reason'],
  stage: DeliveryDropStage | null,
  dropped: number,
  section: DeliveryAdvice['section'],
  bid: number | null,
  message: MessageKey,
  params: Record<string, string | number>,
): DeliveryAdvice {
  return { reason, stage, dropped, section, bid, message, text: translateMessage(message, params, catalog) };
}
