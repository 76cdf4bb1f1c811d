import { type Campaign, type CampaignCreate, TARGET_LIST_MAX } from '@panel/contract';
import type { NumberValue } from './creative-values.ts';

/** Country, site and zone bids: the three lists of custom bids a campaign carries. */
export const BID_KINDS = ['country', 'site', 'zone'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/** Each kind's list in the campaign body and the name of the field its rows target. */
export const BID_LISTS = {
  country: { list: 'bid_by_country', target: 'country', max: TARGET_LIST_MAX.small },
  site: { list: 'bid_by_site', target: 'site_id', max: TARGET_LIST_MAX.large },
  zone: { list: 'bid_by_zone', target: 'zone_id', max: TARGET_LIST_MAX.large },
} as const;
export type BidListName = (typeof BID_LISTS)[BidKind]['list'];

/**
 * One custom bid as the editor holds it: the target as typed ('' until chosen) and the bid as
 * the number input gives it. The contract's names, so its error paths ('bid_by_zone.1.zone_id')
 * name the editor's fields.
 */
export interface CountryBidValues {
  /** Tells the rows apart for React; never sent. */
  key: string;
  country: string;
  bid: NumberValue;
}
export interface SiteBidValues {
  key: string;
  site_id: string;
  bid: NumberValue;
}
export interface ZoneBidValues {
  key: string;
  zone_id: string;
  bid: NumberValue;
}

export interface BidValues {
  bid_by_country: CountryBidValues[];
  bid_by_site: SiteBidValues[];
  bid_by_zone: ZoneBidValues[];
}

let lastKey = 0;
const nextKey = () => `bid-${++lastKey}`;

/** An empty row of the kind: its bid input shows the campaign's bid until one is typed. */
export function blankBid(kind: BidKind): CountryBidValues | SiteBidValues | ZoneBidValues {
  const key = nextKey();
  if (kind === 'country') return { key, country: '', bid: '' };
  return kind === 'site' ? { key, site_id: '', bid: '' } : { key, zone_id: '', bid: '' };
}

export const emptyBidValues = (): BidValues => ({ bid_by_country: [], bid_by_site: [], bid_by_zone: [] });

export function bidsToValues(campaign: Pick<Campaign, BidListName>): BidValues {
  return {
    bid_by_country: campaign.bid_by_country.map((b) => ({ key: nextKey(), country: b.country, bid: b.bid })),
    bid_by_site: campaign.bid_by_site.map((b) => ({ key: nextKey(), site_id: b.site_id, bid: b.bid })),
    bid_by_zone: campaign.bid_by_zone.map((b) => ({ key: nextKey(), zone_id: b.zone_id, bid: b.bid })),
  };
}

/** NaN stands for an empty bid: the contract refuses it with the bid's own message. */
const num = (value: NumberValue) => (value === '' ? Number.NaN : value);

/** The three lists of the campaign body; they replace the saved ones on update. */
export function bidsPayload(values: BidValues): Required<Pick<CampaignCreate, BidListName>> {
  return {
    bid_by_country: values.bid_by_country.map((b) => ({ country: b.country, bid: num(b.bid) })),
    bid_by_site: values.bid_by_site.map((b) => ({ site_id: b.site_id.trim(), bid: num(b.bid) })),
    bid_by_zone: values.bid_by_zone.map((b) => ({ zone_id: b.zone_id.trim(), bid: num(b.bid) })),
  };
}

/** How many custom bids of each kind the form holds. */
export function bidCounts(values: BidValues): Record<BidKind, number> {
  return {
    country: values.bid_by_country.length,
    site: values.bid_by_site.length,
    zone: values.bid_by_zone.length,
  };
}

/** One row of any kind, its target under one name, as the editor's rows show it. */
export interface BidRowView {
  key: string;
  target: string;
  bid: NumberValue;
}

const ROWS: { [K in BidKind]: (values: BidValues) => BidRowView[] } = {
  country: (v) => v.bid_by_country.map(({ key, country, bid }) => ({ key, target: country, bid })),
  site: (v) => v.bid_by_site.map(({ key, site_id, bid }) => ({ key, target: site_id, bid })),
  zone: (v) => v.bid_by_zone.map(({ key, zone_id, bid }) => ({ key, target: zone_id, bid })),
};

export const bidRows = (values: BidValues, kind: BidKind): BidRowView[] => ROWS[kind](values);
