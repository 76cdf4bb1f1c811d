import { fromMicros, GUEST_BID_PATHS } from '@panel/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { campaigns } from '../db/schema.ts';
import { advertiserSsps, publisherSites, publisherZones, sspEndpoints } from '../db/supply-schema.ts';
import { postbacks } from '../db/tracking-schema.ts';
import { endpointUrl } from '../modules/ssp-endpoints/endpoint-mapper.ts';
import { type HeldSecrets, simulatorTokens } from './plan-guests.ts';
import type { PlanCampaign, PlanEndpoint, PlanSkip, SimulationPlan } from './plan-types.ts';

/** Parsers the bidder answers as OpenRTB (ids of /resources/ssp_parsers); the others are feeds. */
const OPENRTB_VERSION: Record<number, '2.5' | '2.6'> = { 1: '2.5', 2: '2.6' };

/**
 * The query parameter whose value carries `{click_id}` in a destination URL. Read from the URL
 * the advertiser typed, so the simulator finds the click id in the landing page's address the way
 * the advertiser's tracker does, without knowing the id's shape.
 */
export function clickIdParam(destination: string): string | null {
  const query = destination.indexOf('?');
  if (query < 0) return null;
  for (const pair of destination
    .slice(query + 1)
    .split('#')[0]
    ?.split('&') ?? []) {
    const [name = '', value = ''] = pair.split('=');
    if (name && value.includes('{click_id}')) return name;
  }
  return null;
}

async function planEndpoints(db: Db): Promise<{ endpoints: PlanEndpoint[]; skipped: PlanSkip[] }> {
  const rows = await db
    .select({ endpoint: sspEndpoints, enabled: advertiserSsps.enabled })
    .from(sspEndpoints)
    .leftJoin(
      advertiserSsps,
      and(
        eq(advertiserSsps.advertiserId, sspEndpoints.advertiserId),
        eq(advertiserSsps.sspId, sspEndpoints.sspId),
      ),
    )
    .where(eq(sspEndpoints.status, 'active'))
    .orderBy(asc(sspEndpoints.id));
  const endpoints: PlanEndpoint[] = [];
  const skipped: PlanSkip[] = [];
  for (const { endpoint: e, enabled } of rows) {
    const version = OPENRTB_VERSION[e.parserId] ?? null;
    // The simulator holds no SSP API token (only its digest is stored).
    if (e.requireToken) skipped.push({ what: 'endpoint', id: e.id, why: 'requires the SSP’s API token' });
    else if (enabled === false)
      skipped.push({ what: 'endpoint', id: e.id, why: 'the advertiser switched this SSP off' });
    else
      endpoints.push({
        id: e.id,
        advertiser_id: e.advertiserId,
        ssp_id: e.sspId,
        path: endpointUrl('', e.parserId, e.id),
        parser_id: e.parserId,
        version,
        formats: e.adFormats,
        countries: e.countries,
        floor: fromMicros(Number(e.bidFloorMicros)),
        require_token: e.requireToken,
      });
  }
  return { endpoints, skipped };
}

/**
 * Everything the simulator sends traffic to: active SSP endpoints, a guest token per trading guest
 * SSP (made or renewed here: see plan-guests.ts), active zones of active sites, the active
 * campaigns (to tell which advertiser a click belongs to) and their advertisers' goals. Shared by
 * the `simulation-plan` operator command (PGlite, over the admin socket) and the simulator's
 * `--database-url` (PostgreSQL), so both drivers plan alike.
 */
export async function buildSimulationPlan(db: Db, held?: HeldSecrets): Promise<SimulationPlan> {
  const { endpoints, skipped } = await planEndpoints(db);
  const zones = await db
    .select({
      id: publisherZones.id,
      site_id: publisherZones.siteId,
      format: publisherZones.adFormat,
      width: publisherZones.width,
      height: publisherZones.height,
    })
    .from(publisherZones)
    .innerJoin(publisherSites, eq(publisherSites.id, publisherZones.siteId))
    .where(and(eq(publisherZones.status, 'active'), eq(publisherSites.status, 'active')))
    .orderBy(asc(publisherZones.id));
  const campaignRows = await db
    .select({
      id: campaigns.id,
      advertiserId: campaigns.advertiserId,
      format: campaigns.adFormat,
      pricingModel: campaigns.pricingModel,
      destination: campaigns.destinationUrl,
    })
    .from(campaigns)
    .where(eq(campaigns.status, 'active'))
    .orderBy(asc(campaigns.id));
  const planCampaigns: PlanCampaign[] = campaignRows.map((c) => ({
    id: c.id,
    advertiser_id: c.advertiserId,
    format: c.format,
    pricing_model: c.pricingModel,
    click_id_param: clickIdParam(c.destination),
  }));
  const advertisers = [...new Set(campaignRows.map((c) => c.advertiserId))];
  const goalRows =
    advertisers.length === 0
      ? []
      : await db
          .select()
          .from(postbacks)
          .where(inArray(postbacks.advertiserId, advertisers))
          .orderBy(asc(postbacks.id));
  const guests = await simulatorTokens(db, held);
  const formatsOf = (advertiserId: number) => [
    ...new Set(planCampaigns.filter((c) => c.advertiser_id === advertiserId).map((c) => c.format)),
  ];
  return {
    endpoints,
    guests: guests.tokens.map((t) => ({
      ...t,
      path: GUEST_BID_PATHS.openrtb_2_6,
      formats: formatsOf(t.advertiser_id),
    })),
    zones,
    campaigns: planCampaigns,
    goals: goalRows.map((g) => ({
      advertiser_id: g.advertiserId,
      token: g.token,
      name: g.name,
      payout: g.payoutMicros === null ? null : fromMicros(Number(g.payoutMicros)),
    })),
    skipped: [...skipped, ...guests.skipped],
  };
}
