import { type DeliveryDropStage, SUBSCRIPTION_PERIODS } from '@panel/contract';
import type { AudienceStore } from './audiences.ts';
import type { Audience, Source } from './bid-request.ts';
import { type CampaignEntry, passes, passesIp, passesVersioned } from './campaign-entry.ts';
import { localTime } from './local-time.ts';

/** The subscription-period id a push subscription's age falls in; 0 when unknown. */
export function subscriptionPeriodOf(ageDays: number | null): number {
  if (ageDays === null || ageDays < 0) return 0;
  for (const p of SUBSCRIPTION_PERIODS)
    if (ageDays >= p.min_days && (p.max_days === null || ageDays < p.max_days)) return Number(p.id);
  return 0;
}

/** Flight dates and the weekly grid, in the campaign's time zone. */
export function inSchedule(c: CampaignEntry, at: number): boolean {
  if (c.schedule === null && c.startDate === null && c.endDate === null) return true;
  const local = localTime(c.timeZone, at);
  if (c.startDate !== null && local.date < c.startDate) return false;
  if (c.endDate !== null && local.date > c.endDate) return false;
  return c.schedule === null || c.schedule[local.weekday * 24 + local.hour] === 1;
}

/**
 * The first targeting stage that refuses the request, in the order of DELIVERY_DROP_STAGES (the
 * funnel reports exactly this), or null when the campaign may bid. Budget, pacing, frequency,
 * floor and the auction come after, in the bidder. Format is checked by the caller, which picks
 * the placement.
 */
export function refusal(
  c: CampaignEntry,
  a: Audience,
  s: Source,
  audiences: AudienceStore,
  at: number,
): DeliveryDropStage | null {
  if (!inSchedule(c, at)) return 'schedule';
  if (!passes(c.countries, a.country)) return 'country';
  if (!passes(c.regions, a.region)) return 'region';
  if (!passes(c.cities, a.city)) return 'city';
  if (!passes(c.languages, a.language)) return 'language';
  if (!passes(c.deviceTypes, a.deviceType)) return 'device_type';
  if (!passesVersioned(c.os, a.os, a.osVersion)) return 'os';
  if (!passesVersioned(c.browsers, a.browser, a.browserVersion)) return 'browser';
  if (!passes(c.connectionTypes, a.connectionType)) return 'connection_type';
  if (!passes(c.carriers, a.carrier)) return 'carrier';
  if (!passesIp(c.ipRanges, a.ip, a)) return 'ip_range';
  if (!passes(c.trafficCategories, a.trafficCategory)) return 'traffic_category';
  if (c.family === 'push' && !passes(c.subscriptionPeriods, subscriptionPeriodOf(a.subscriptionAgeDays)))
    return 'subscription_period';
  if (!passes(c.ssps, s.sspId)) return 'ssp';
  if (!passes(c.sspEndpoints, s.sspEndpointId)) return 'ssp_endpoint';
  if (!passes(c.sites, s.siteId)) return 'site';
  if (!passes(c.zones, s.zoneId)) return 'zone';
  // In one of the included audiences (any, when none is listed), and in none of the excluded.
  if (c.retargetingInclude.length > 0 && !c.retargetingInclude.some((id) => audiences.has(id, a.userId, at)))
    return 'retargeting';
  for (const id of c.retargetingExclude) if (audiences.has(id, a.userId, at)) return 'retargeting';
  return null;
}

/**
 * The campaign's bid for this traffic as a CPM, USD micros: the most specific of its per-zone,
 * per-site and per-country bids, else its own (docs/campaigns.md); for CPC and CPA campaigns that
 * bid scaled by the campaign's click or conversion rate (history-estimate.ts).
 */
export function effectiveCpmMicros(c: CampaignEntry, a: Audience, s: Source): number {
  const bid =
    c.bidByZone.get(s.zoneId) ?? c.bidBySite.get(s.siteId) ?? c.bidByCountry.get(a.country) ?? c.bidMicros;
  if (bid === c.bidMicros) return c.estimatedCpmMicros;
  return c.bidMicros > 0 ? Math.round((c.estimatedCpmMicros * bid) / c.bidMicros) : 0;
}
