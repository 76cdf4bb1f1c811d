import type { ServedBid } from '../bidder.ts';
import { escapeHtml } from '../openrtb/ad-markup.ts';
import { noticeUrls } from '../openrtb-answer.ts';
import { zoneAdOf } from '../zone-script.ts';

/**
 * A feed's answer: each ad with its price (CPM in USD, as every price here) and three addresses.
 * `click_url` is where the user goes (a pop opens it, a push or native ad links to it);
 * `win_url` the SSP calls when it shows our ad (the impression is bought then, at the bid, or at
 * `${AUCTION_PRICE}` when the SSP fills the macro in); `impression_url` is a pixel for formats
 * that are seen before they are clicked (push, native, banners).
 */
export interface FeedAd {
  cpm: number;
  format: string;
  title: string;
  description: string;
  icon: string;
  image: string;
  click_url: string;
  win_url: string;
  impression_url: string;
  campaign_id: string;
  creative_id: string;
}

export function feedAdOf(bid: ServedBid, publicUrl: string): FeedAd {
  const urls = noticeUrls(publicUrl, bid);
  const ad = zoneAdOf(bid, urls.click, urls.imp, publicUrl);
  return {
    cpm: Math.round(bid.priceCpmMicros) / 1_000_000,
    format: bid.campaign.adFormat,
    title: ad.title,
    description: ad.text,
    icon: ad.icon,
    image: ad.image,
    click_url: urls.click,
    win_url: urls.win,
    impression_url: urls.imp,
    campaign_id: String(bid.campaign.id),
    creative_id: String(bid.creative.id),
  };
}

/** XML 1.0 allows no control characters but tab, line feed and carriage return. */
const xmlText = (value: string) => {
  let clean = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) clean += ch;
  }
  return escapeHtml(clean);
};

/** `<result id="…"><ad>…</ad></result>`, an element per field; `<result/>` holds none. */
export function feedXml(requestId: string, ads: readonly FeedAd[]): string {
  const body = ads
    .map(
      (ad) =>
        `<ad>${Object.entries(ad)
          .map(([key, value]) => `<${key}>${xmlText(String(value))}</${key}>`)
          .join('')}</ad>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><result id="${xmlText(requestId)}">${body}</result>`;
}
