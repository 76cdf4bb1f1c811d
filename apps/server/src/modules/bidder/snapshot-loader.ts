import { type CreativeContent, familyOf, guestSspIdOf } from '@panel/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, creatives } from '../../db/schema.ts';
import {
  advertiserSsps,
  guestSspTokens,
  publisherSites,
  publisherZones,
  sspEndpoints,
} from '../../db/supply-schema.ts';
import { retargetingPixels } from '../../db/tracking-schema.ts';
import { type CampaignRow, type CreativeEntry, compileCampaign } from './campaign-entry.ts';
import { loadCityNames } from './city-names.ts';
import { estimatedCpmMicros, HISTORY_DAYS, type History } from './history-estimate.ts';
import {
  type EndpointEntry,
  emptySnapshot,
  type GuestTokenEntry,
  type ImpressionPixel,
  type Snapshot,
  type ZoneEntry,
} from './snapshot.ts';

const IMPRESSION_AUDIENCE = 1;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

async function loadHistory(db: Db): Promise<Map<number, History>> {
  const since = Math.floor(Date.now() / 3_600_000) - HISTORY_DAYS * 24;
  const result = (await db.execute(sql`
    select s.campaign_id, sum(s.impressions)::float8 as impressions, sum(s.clicks)::float8 as clicks,
           sum(s.conversions)::float8 as conversions
      from stats_adv_campaign s
      join campaigns c on c.id = s.campaign_id and c.advertiser_id = s.advertiser_id
     where c.status = 'active' and c.pricing_model in ('cpc', 'cpa') and s.hour >= ${since}
     group by s.campaign_id`)) as {
    rows: { campaign_id: number; impressions: number; clicks: number; conversions: number }[];
  };
  return new Map(result.rows.map((r) => [Number(r.campaign_id), r]));
}

async function loadCampaigns(
  db: Db,
  snapshot: Snapshot,
  onSkip?: (campaignId: number) => void,
): Promise<void> {
  const rows = (await db
    .select({
      id: campaigns.id,
      advertiserId: campaigns.advertiserId,
      adFormat: campaigns.adFormat,
      pricingModel: campaigns.pricingModel,
      bidMicros: campaigns.bidMicros,
      dailyBudgetMicros: campaigns.dailyBudgetMicros,
      totalBudgetMicros: campaigns.totalBudgetMicros,
      pacing: campaigns.pacing,
      timeZone: campaigns.timeZone,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      frequencyCap: campaigns.frequencyCap,
      schedule: campaigns.schedule,
      targeting: campaigns.targeting,
      bidByCountry: campaigns.bidByCountry,
      bidBySite: campaigns.bidBySite,
      bidByZone: campaigns.bidByZone,
      destinationUrl: campaigns.destinationUrl,
    })
    .from(campaigns)
    .where(eq(campaigns.status, 'active'))) as CampaignRow[];
  const creativeRows = await db
    .select({
      id: creatives.id,
      campaignId: creatives.campaignId,
      type: creatives.type,
      content: creatives.content,
    })
    .from(creatives)
    .innerJoin(campaigns, eq(campaigns.id, creatives.campaignId))
    .where(and(eq(campaigns.status, 'active'), eq(creatives.status, 'active')));
  const byCampaign = new Map<number, CreativeEntry[]>();
  for (const c of creativeRows)
    push(byCampaign, c.campaignId, {
      id: c.id,
      type: c.type,
      content: c.content as unknown as CreativeContent,
    });
  const history = await loadHistory(db);
  const all = snapshot.campaigns as Map<number, ReturnType<typeof compileCampaign>>;
  for (const row of rows) {
    const list = byCampaign.get(row.id);
    // A campaign with nothing approved to show cannot bid (docs/bidder.md).
    if (!list || list.length === 0) continue;
    const family = familyOf(row.adFormat) ?? '';
    const estimate = estimatedCpmMicros(row.pricingModel, family, Number(row.bidMicros), history.get(row.id));
    const entry = compileCampaign(row, list, estimate);
    if (!entry) {
      onSkip?.(row.id);
      continue;
    }
    all.set(entry.id, entry);
    push(snapshot.byAdvertiser as Map<number, (typeof entry)[]>, entry.advertiserId, entry);
    push(snapshot.byFormat as Map<string, (typeof entry)[]>, entry.adFormat, entry);
    const byAdvertiserFormat = snapshot.byAdvertiserFormat as Map<number, Map<string, (typeof entry)[]>>;
    let formats = byAdvertiserFormat.get(entry.advertiserId);
    if (!formats) {
      formats = new Map();
      byAdvertiserFormat.set(entry.advertiserId, formats);
    }
    push(formats, entry.adFormat, entry);
  }
}

async function loadSupply(db: Db, snapshot: Snapshot): Promise<void> {
  const settings = await db.select().from(advertiserSsps);
  const settingOf = new Map(settings.map((s) => [`${s.advertiserId}:${s.sspId}`, s]));
  const endpoints = await db.select().from(sspEndpoints);
  for (const e of endpoints) {
    if (e.status !== 'active') {
      (snapshot.inactiveEndpoints as Set<number>).add(e.id);
      continue;
    }
    const s = settingOf.get(`${e.advertiserId}:${e.sspId}`);
    const entry: EndpointEntry = {
      id: e.id,
      advertiserId: e.advertiserId,
      sspId: e.sspId,
      parserId: e.parserId,
      adFormats: new Set(e.adFormats),
      countries: e.countries.length > 0 ? new Set(e.countries) : null,
      qpsLimit: e.qpsLimit,
      floorMicros: Number(e.bidFloorMicros),
      requireToken: e.requireToken,
      sspEnabled: s?.enabled ?? true,
      sspQpsCap: s?.qpsCap ?? null,
      marginBp: s?.marginBp ?? 0,
      tokenHash: s?.tokenHash ?? null,
    };
    (snapshot.endpoints as Map<number, EndpointEntry>).set(entry.id, entry);
  }
  const tokens = await db
    .select()
    .from(guestSspTokens)
    .where(and(eq(guestSspTokens.status, 'active'), sql`${guestSspTokens.tokenHash} is not null`));
  for (const t of tokens) {
    const sspId = guestSspIdOf(t.guestId);
    const s = settingOf.get(`${t.advertiserId}:${sspId}`);
    const entry: GuestTokenEntry = {
      id: t.id,
      guestId: t.guestId,
      advertiserId: t.advertiserId,
      sspId,
      enabled: s?.enabled ?? true,
      sspQpsCap: s?.qpsCap ?? null,
      marginBp: s?.marginBp ?? 0,
    };
    (snapshot.guestTokens as Map<string, GuestTokenEntry>).set(t.tokenHash as string, entry);
    (snapshot.guestTokensById as Map<number, GuestTokenEntry>).set(t.id, entry);
  }
  const zones = await db
    .select({
      id: publisherZones.id,
      publisherId: publisherZones.publisherId,
      siteId: publisherZones.siteId,
      adFormat: publisherZones.adFormat,
      width: publisherZones.width,
      height: publisherZones.height,
      category: publisherSites.categoryId,
    })
    .from(publisherZones)
    .innerJoin(publisherSites, eq(publisherSites.id, publisherZones.siteId))
    .where(and(eq(publisherZones.status, 'active'), eq(publisherSites.status, 'active')));
  for (const z of zones) {
    const entry: ZoneEntry = { ...z, trafficCategory: z.category ?? 0 };
    (snapshot.zones as Map<number, ZoneEntry>).set(z.id, entry);
  }
  const pixels = await db
    .select({
      id: retargetingPixels.id,
      advertiserId: retargetingPixels.advertiserId,
      membershipDays: retargetingPixels.membershipDays,
    })
    .from(retargetingPixels)
    .where(eq(retargetingPixels.typeId, IMPRESSION_AUDIENCE));
  for (const p of pixels)
    push(snapshot.impressionPixels as Map<number, ImpressionPixel[]>, p.advertiserId, {
      id: p.id,
      membershipDays: p.membershipDays,
    });
}

/**
 * Reads what the panel configured into a new snapshot (a few queries, no lock taken). `onSkip`
 * hears of active campaigns left out because their stored targeting no longer parses.
 */
export async function loadSnapshot(db: Db, onSkip?: (campaignId: number) => void): Promise<Snapshot> {
  const snapshot: Snapshot = { ...emptySnapshot(), loadedAt: Date.now() };
  await loadCampaigns(db, snapshot, onSkip);
  await loadSupply(db, snapshot);
  snapshot.cityNames = await loadCityNames(snapshot.campaigns.values());
  return snapshot;
}
