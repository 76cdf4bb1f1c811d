import {
  type Campaign,
  type CampaignListItem,
  type CampaignValues,
  type Creative,
  type CreativeContent,
  defaultTargeting,
  familyOf,
  fromMicros,
  type Targeting,
  toMicros,
} from '@panel/contract';
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import { type campaignProtectedZones, campaigns, type creatives } from '../../db/schema.ts';

export type CampaignRow = InferSelectModel<typeof campaigns>;
export type CampaignInsert = InferInsertModel<typeof campaigns>;
export type CreativeRow = InferSelectModel<typeof creatives>;
export type ProtectedZoneRow = InferSelectModel<typeof campaignProtectedZones>;

const money = (micros: number | null) => (micros === null ? null : fromMicros(micros));
const microsMap = <K extends string>(items: ({ bid: number } & Record<K, string>)[], key: K) =>
  Object.fromEntries(items.map((item) => [item[key], toMicros(item.bid)]));
const bidList = <K extends string>(map: Record<string, number>, key: K) =>
  Object.entries(map)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([value, micros]) => ({ [key]: value, bid: fromMicros(micros) }) as Record<K, string> & { bid: number },
    );

/** The columns a campaign's settings are stored in; status, owner and times are the caller's. */
export function toColumns(v: CampaignValues): Omit<CampaignInsert, 'advertiserId' | 'status'> {
  return {
    name: v.name,
    groupId: v.group_id,
    adFormat: v.ad_format,
    pricingModel: v.pricing_model,
    bidMicros: toMicros(v.bid),
    dailyBudgetMicros: v.budget.daily === null ? null : toMicros(v.budget.daily),
    totalBudgetMicros: v.budget.total === null ? null : toMicros(v.budget.total),
    pacing: v.budget.pacing,
    destinationUrl: v.destination_url,
    timeZone: v.time_zone,
    startDate: v.start_date,
    endDate: v.end_date,
    frequencyCap: v.frequency_cap,
    schedule: v.schedule,
    targeting: v.targeting,
    bidByCountry: microsMap(v.bid_by_country, 'country'),
    bidBySite: microsMap(v.bid_by_site, 'site_id'),
    bidByZone: microsMap(v.bid_by_zone, 'zone_id'),
  };
}

/** A creative's own fields, without what the row keeps in columns. */
export function creativeContent(c: CreativeContent): Record<string, unknown> {
  const { id: _id, name: _name, type: _type, ...content } = c;
  return content;
}

export function toCreative(row: CreativeRow): Creative {
  return {
    ...(row.content as Partial<Creative>),
    id: row.id,
    campaign_id: row.campaignId,
    type: row.type as Creative['type'],
    name: row.name,
    status: row.status,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The columns a list item needs, and no more: a list reads these of 20 to 100 campaigns, not
 * their targeting, bid maps and schedule (kilobytes of JSON each, parsed for nothing).
 */
export const SUMMARY_COLUMNS = {
  id: campaigns.id,
  name: campaigns.name,
  status: campaigns.status,
  groupId: campaigns.groupId,
  adFormat: campaigns.adFormat,
  pricingModel: campaigns.pricingModel,
  bidMicros: campaigns.bidMicros,
  dailyBudgetMicros: campaigns.dailyBudgetMicros,
  totalBudgetMicros: campaigns.totalBudgetMicros,
  pacing: campaigns.pacing,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
};
export type SummaryRow = Pick<CampaignRow, keyof typeof SUMMARY_COLUMNS>;
/** A list row's timestamps come already written (ISO 8601) by the database. */
type Stamp = Date | string;
const isoOf = (stamp: Stamp) => (typeof stamp === 'string' ? stamp : stamp.toISOString());

function summary(
  row: Omit<SummaryRow, 'createdAt' | 'updatedAt'> & { createdAt: Stamp; updatedAt: Stamp },
  groupName: string | null,
) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    group_id: row.groupId,
    group_name: groupName,
    ad_format: row.adFormat,
    ad_format_family: familyOf(row.adFormat) ?? 'image',
    pricing_model: row.pricingModel,
    bid: fromMicros(row.bidMicros),
    budget: { daily: money(row.dailyBudgetMicros), total: money(row.totalBudgetMicros), pacing: row.pacing },
    created_at: isoOf(row.createdAt),
    updated_at: isoOf(row.updatedAt),
  };
}

export function toListItem(
  row: Parameters<typeof summary>[0],
  extra: { groupName: string | null; creatives: number; activeCreatives: number },
): CampaignListItem {
  const item = summary(row, extra.groupName) as CampaignListItem;
  item.creatives_count = extra.creatives;
  item.active_creatives_count = extra.activeCreatives;
  return item;
}

export function toCampaign(
  row: CampaignRow,
  related: { groupName: string | null; creatives: CreativeRow[]; protectedZones: ProtectedZoneRow[] },
): Campaign {
  return {
    ...summary(row, related.groupName),
    destination_url: row.destinationUrl,
    time_zone: row.timeZone,
    frequency_cap: row.frequencyCap ?? null,
    schedule: row.schedule ?? null,
    start_date: row.startDate,
    end_date: row.endDate,
    // Dimensions added to the contract after a row was written read as "everything".
    targeting: { ...defaultTargeting(), ...(row.targeting as Partial<Targeting>) },
    bid_by_country: bidList(row.bidByCountry, 'country'),
    bid_by_site: bidList(row.bidBySite, 'site_id'),
    bid_by_zone: bidList(row.bidByZone, 'zone_id'),
    creatives: related.creatives.map(toCreative),
    traffic_optimizer: {
      protected_zones: related.protectedZones.map((z) => ({
        ssp_id: z.sspId,
        zone_id: z.zoneId,
        protected_at: z.createdAt.toISOString(),
      })),
      reset_at: row.trafficOptimizerResetAt?.toISOString() ?? null,
    },
    version: row.version,
  };
}

/** A stored campaign as a create body, so a PUT can be merged into it and checked whole. */
export function toValuesInput(c: Campaign): Record<string, unknown> {
  return {
    name: c.name,
    group_id: c.group_id,
    ad_format: c.ad_format,
    pricing_model: c.pricing_model,
    bid: c.bid,
    destination_url: c.destination_url,
    time_zone: c.time_zone,
    budget: c.budget,
    frequency_cap: c.frequency_cap,
    schedule: c.schedule,
    start_date: c.start_date,
    end_date: c.end_date,
    targeting: c.targeting,
    bid_by_country: c.bid_by_country,
    bid_by_site: c.bid_by_site,
    bid_by_zone: c.bid_by_zone,
    creatives: c.creatives.map(
      ({ campaign_id: _c, status: _s, reject_reason: _r, created_at: _a, updated_at: _u, ...input }) => input,
    ),
  };
}
