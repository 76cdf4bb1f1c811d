import { URL_MACROS, type UrlMacro } from '@panel/contract';
import type { ClickContext } from './click-link.ts';

/** The campaign fields a landing page address may carry, read from the campaign row. */
export interface MacroCampaign {
  id: number;
  name: string;
  groupId: number | null;
}

const KNOWN: ReadonlySet<string> = new Set(URL_MACROS);
/** A macro name is a short lower-case word: the class has no overlap with the braces, so no backtracking. */
const MACRO = /\{([a-z_]{1,24})\}/g;

const id = (n: number | null | undefined) => (n ? String(n) : '');
const usd = (micros: number) => (micros ? (micros / 1_000_000).toFixed(6) : '');

/**
 * Every macro's value for one click. Ids and codes as the reference lists publish them (a
 * tracker maps them with the same lists); a dimension the click did not carry is empty.
 */
export function macroValues(
  clickId: string,
  campaign: MacroCampaign,
  context: ClickContext,
  nowMs: number,
): Record<UrlMacro, string> {
  return {
    click_id: clickId,
    campaign_id: String(campaign.id),
    campaign_name: campaign.name,
    creative_id: id(context.creativeId),
    group_id: id(campaign.groupId),
    zone_id: context.zoneId,
    site_id: context.siteId,
    ssp_id: id(context.sspId),
    format: context.adFormat,
    country: context.country,
    region: context.region,
    city: id(context.city),
    language: context.language,
    device_type: id(context.deviceType),
    os: id(context.os),
    os_version: id(context.osVersion),
    browser: id(context.browser),
    browser_version: id(context.browserVersion),
    connection_type: id(context.connectionType),
    carrier: id(context.carrier),
    traffic_category: id(context.trafficCategory),
    bid: usd(context.bidMicros),
    cost: usd(context.costMicros),
    timestamp: String(Math.floor(nowMs / 1000)),
  };
}

/**
 * The campaign's destination with its macros replaced by URL-encoded values. Only the
 * campaign's own address is ever filled: a value can add to its query, never change its host,
 * since every character that could (`/`, `?`, `#`, `@`, `:`) is percent-encoded.
 */
export function fillMacros(template: string, values: Record<UrlMacro, string>): string {
  return template.replace(MACRO, (whole, name: string) =>
    KNOWN.has(name) ? encodeURIComponent(values[name as UrlMacro]) : whole,
  );
}
