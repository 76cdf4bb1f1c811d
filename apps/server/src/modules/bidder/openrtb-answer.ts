import type { BidRequestView } from './bid-request.ts';
import type { ServedBid } from './bidder.ts';
import { type AdUrls, admOf, escapeHtml, sizeOf, vastOf } from './openrtb/ad-markup.ts';

/**
 * Answers: the OpenRTB BidResponse of an SSP's request, and the documents a publisher zone asks
 * for. Every notice address carries the bid's signed token (bid-context.ts); `${AUCTION_PRICE}`
 * and `${AUCTION_LOSS}` are OpenRTB macros the SSP fills in, left as they are.
 */
export interface NoticeUrls extends AdUrls {
  win: string;
  bill: string;
  loss: string;
}

export function noticeUrls(publicUrl: string, bid: ServedBid): NoticeUrls {
  const t = bid.token;
  return {
    click: `${publicUrl}/track/click/${t}`,
    imp: `${publicUrl}/serve/imp/${t}`,
    win: `${publicUrl}/serve/win/${t}?price=\${AUCTION_PRICE}`,
    bill: `${publicUrl}/serve/bill/${t}?price=\${AUCTION_PRICE}`,
    loss: `${publicUrl}/serve/loss/${t}?reason=\${AUCTION_LOSS}&price=\${AUCTION_PRICE}`,
  };
}

function domainOf(url: string): string[] {
  try {
    return [new URL(url).hostname];
  } catch {
    return [];
  }
}

/** OpenRTB 2.6 `mtype`: 1 banner, 2 video, 4 native; pops and push have none. */
const MTYPE: Record<string, number> = { image: 1, tag: 1, video: 2, vast: 2, native: 4 };

export function bidResponseOf(
  view: BidRequestView,
  served: readonly ServedBid[],
  publicUrl: string,
  version: '2.5' | '2.6',
) {
  const bids = served.map((bid) => {
    const urls = noticeUrls(publicUrl, bid);
    const mtype = MTYPE[bid.campaign.family];
    const banner = mtype === 1 ? sizeOf(bid) : null;
    return {
      id: bid.context.bidId,
      impid: bid.placement.impId,
      price: Math.round(bid.priceCpmMicros) / 1_000_000,
      adm: admOf(bid, urls, publicUrl, bid.placement.nativeRequest),
      adomain: domainOf(bid.campaign.destinationUrl),
      cid: String(bid.campaign.id),
      crid: String(bid.creative.id),
      nurl: urls.win,
      burl: urls.bill,
      lurl: urls.loss,
      ...(banner ? { w: banner.w, h: banner.h } : {}),
      ...(version === '2.6' && mtype ? { mtype } : {}),
    };
  });
  return {
    id: view.id,
    bidid: served[0]?.context.bidId ?? view.id,
    cur: 'USD',
    seatbid: [{ seat: 'panel', bid: bids }],
  };
}

/** A banner or HTML tag zone's frame: the ad, or an empty page when nothing bid. */
export function zoneHtml(bid: ServedBid | null, publicUrl: string): string {
  const body = bid ? admOf(bid, noticeUrls(publicUrl, bid), publicUrl, null) : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml('Advertisement')}</title><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>${body}</body></html>`;
}

/** A video zone's VAST: the ad, or an empty VAST (the no-ad answer players expect). */
export function zoneVast(bid: ServedBid | null, publicUrl: string): string {
  return bid
    ? vastOf(bid, noticeUrls(publicUrl, bid))
    : '<?xml version="1.0" encoding="UTF-8"?><VAST version="4.2"/>';
}
