import { guestSspIdOf } from '@panel/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { maintainRollups } from '../db/maintenance.ts';
import { campaigns, creatives } from '../db/schema.ts';
import { type Rand, random, stochastic } from '../lib/random.ts';
import { listCarriers } from '../modules/resources/carriers.ts';
import { findCountry } from '../modules/resources/countries.ts';
import type { TrafficEvent } from '../modules/statistics/events.ts';
import { StatsIngestor } from '../modules/statistics/ingest.ts';
import type { DemoSupply } from './demo-supply.ts';
import { offerPayouts } from './offer-payout.ts';

/**
 * Believable demo traffic, written through the one ingestion function. Each campaign gets a
 * volume that follows its format, a day/night cycle in each visitor's local time, quieter
 * weekends and a slow upward trend; requests split over cells (country, device, OS, browser,
 * connection, SSP, zone) whose floors depend on the SSP and format, and whose CTR and CR
 * depend on the zone's quality and the format. Everything comes from a seeded generator, so
 * the same seed gives the same numbers.
 */
export interface TrafficPlan {
  advertiserId: number;
  /** Traffic from these zones counts for the demo publisher, when there is one. */
  publisherId?: number | undefined;
  /** Traffic of one SSP comes through the demo guest SSP's tokens, when there is one. */
  guestSspId?: number | undefined;
  /** The endpoints, tokens and zones the traffic is recorded under (demo-supply.ts). */
  supply?: DemoSupply | undefined;
  days: number;
  /** Traffic runs up to this instant (default now). */
  now?: number;
  seed?: number;
  /** Cells per campaign and hour: more gives finer reports and more rollup rows. */
  cells?: number;
}

const HOUR_MS = 3_600_000;

function weighted<T>(rand: Rand, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r <= 0) return item;
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}

/** Country, share of traffic, rough UTC offset (for the daily cycle), language. */
const COUNTRIES = [
  ['US', 26, -5, 'en'],
  ['BR', 10, -3, 'pt'],
  ['DE', 9, 1, 'de'],
  ['IN', 9, 5, 'hi'],
  ['GB', 7, 0, 'en'],
  ['ID', 6, 7, 'id'],
  ['FR', 6, 1, 'fr'],
  ['MX', 5, -6, 'es'],
  ['JP', 5, 9, 'ja'],
  ['CA', 4, -5, 'en'],
  ['TH', 4, 7, 'th'],
  ['PL', 3, 1, 'pl'],
  ['VN', 3, 7, 'vi'],
  ['ES', 3, 1, 'es'],
] as const;
/** Richer countries convert better and cost more. */
const COUNTRY_VALUE: Record<string, number> = { US: 1.6, GB: 1.4, DE: 1.4, CA: 1.3, JP: 1.3, FR: 1.2 };

interface FormatProfile {
  /** Requests per campaign in a peak hour. */
  volume: number;
  mobile: number;
  ctr: number;
  /** Conversions per click, or per impression for formats without clicks. */
  cr: number;
  clicks: boolean;
  floorCpm: number;
}
const FORMATS: Record<string, FormatProfile> = {
  popunder: { volume: 9000, mobile: 0.55, ctr: 0, cr: 0.004, clicks: false, floorCpm: 0.9 },
  'direct link': { volume: 5000, mobile: 0.6, ctr: 0, cr: 0.006, clicks: false, floorCpm: 0.7 },
  'classic push': { volume: 6000, mobile: 0.8, ctr: 0.009, cr: 0.03, clicks: true, floorCpm: 0.25 },
  'in-page push': { volume: 5000, mobile: 0.7, ctr: 0.006, cr: 0.025, clicks: true, floorCpm: 0.2 },
  native: { volume: 3000, mobile: 0.65, ctr: 0.004, cr: 0.04, clicks: true, floorCpm: 0.35 },
  video: { volume: 900, mobile: 0.5, ctr: 0.012, cr: 0.02, clicks: true, floorCpm: 3.5 },
  vast: { volume: 800, mobile: 0.45, ctr: 0.01, cr: 0.02, clicks: true, floorCpm: 4 },
  'html tag': { volume: 2000, mobile: 0.5, ctr: 0.002, cr: 0.03, clicks: true, floorCpm: 0.4 },
  calendar: { volume: 500, mobile: 0.6, ctr: 0.02, cr: 0.02, clicks: true, floorCpm: 0.3 },
};
const BANNER: FormatProfile = {
  volume: 3000,
  mobile: 0.55,
  ctr: 0.0018,
  cr: 0.03,
  clicks: true,
  floorCpm: 0.3,
};
const profileOf = (format: string) => FORMATS[format] ?? BANNER;

/** SSPs (ids of /resources/ssps): share of traffic, floor level, win rate. */
const SSPS = [
  [1, 40, 1, 0.32],
  [2, 25, 1.4, 0.26],
  [3, 20, 0.8, 0.4],
  [4, 15, 1.1, 0.3],
] as const;
const ZONES_PER_SSP = 12;
/** The SSP whose share of traffic the demo guest SSP sends, and the one the publisher's zones stand in for. */
const GUEST_SSP = 4;
const PUBLISHER_SSP = 1;

// Reference ids (see /resources/os, /browsers, /device_types, /connection_types).
const OS = { windows: 28, macos: 15, linux: 14, android: 2, ios: 13 };
const BROWSER = { chrome: 1, firefox: 2, safari: 3, edge: 4, opera: 5, samsung: 6 };
const DEVICE = { desktop: 2, phone: 4, tablet: 5 };
const CONNECTION = { broadband: 1, cellular: 2 };

interface Cell {
  country: string;
  language: string;
  offset: number;
  value: number;
  deviceType: number;
  os: number;
  browser: number;
  connectionType: number;
  carrier: number;
  ssp: number;
  sspWinRate: number;
  floorLevel: number;
  zone: number;
  share: number;
}

const carriersOf = new Map<string, number[]>();
function carrierFor(rand: Rand, country: string): number {
  let ids = carriersOf.get(country);
  if (!ids) {
    const found = findCountry(country);
    ids = found
      ? listCarriers(found, true)
          .slice(0, 4)
          .map((c) => Number(c.id))
      : [];
    carriersOf.set(country, ids);
  }
  return ids.length ? (ids[Math.floor(rand() * ids.length)] as number) : 0;
}

function makeCell(rand: Rand, profile: FormatProfile): Omit<Cell, 'share'> {
  const [country, , offset, language] = weighted(
    rand,
    COUNTRIES.map((c) => [c, c[1]] as const),
  );
  const mobile = rand() < profile.mobile;
  let deviceType: number;
  let os: number;
  let browser: number;
  if (mobile) {
    deviceType = rand() < 0.85 ? DEVICE.phone : DEVICE.tablet;
    os =
      rand() < (country === 'US' || country === 'JP' || country === 'GB' ? 0.5 : 0.8) ? OS.android : OS.ios;
    browser = os === OS.ios ? BROWSER.safari : rand() < 0.8 ? BROWSER.chrome : BROWSER.samsung;
  } else {
    deviceType = DEVICE.desktop;
    os = weighted(rand, [
      [OS.windows, 72],
      [OS.macos, 22],
      [OS.linux, 6],
    ]);
    browser =
      os === OS.macos && rand() < 0.5
        ? BROWSER.safari
        : weighted(rand, [
            [BROWSER.chrome, 70],
            [BROWSER.edge, 14],
            [BROWSER.firefox, 10],
            [BROWSER.opera, 6],
          ]);
  }
  const cellular = mobile && rand() < 0.6;
  const [ssp, , floorLevel, sspWinRate] = weighted(
    rand,
    SSPS.map((s) => [s, s[1]] as const),
  );
  return {
    country,
    language,
    offset,
    value: COUNTRY_VALUE[country] ?? 0.8,
    deviceType,
    os,
    browser,
    connectionType: cellular ? CONNECTION.cellular : CONNECTION.broadband,
    carrier: cellular ? carrierFor(rand, country) : 0,
    ssp,
    sspWinRate,
    floorLevel,
    zone: 1 + Math.floor(rand() * ZONES_PER_SSP),
  };
}

/** One of a list, chosen by a cell's zone number; undefined for an empty list. */
const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

/** Visitors are busiest around 21:00 and quietest around 04:00 of their own day. */
function dailyCycle(localHour: number): number {
  return 0.15 + 0.85 * (0.5 + 0.5 * Math.cos((2 * Math.PI * (localHour - 21)) / 24));
}

/** Each zone has its own audience: some click three times as often as others. */
const zoneQuality = (ssp: number, zone: number) => 0.4 + ((ssp * 7 + zone * 13) % 17) / 10;

interface DemoCampaign {
  id: number;
  adFormat: string;
  pricingModel: string;
  bidMicros: number;
  status: string;
  creatives: number[];
}

export function* generateTraffic(plan: TrafficPlan, list: readonly DemoCampaign[]): Generator<TrafficEvent> {
  const seed = plan.seed ?? 20_261_122;
  const rand = random(seed);
  const now = plan.now ?? Date.now();
  const lastHour = Math.floor(now / HOUR_MS);
  const firstHour = lastHour - plan.days * 24 + 1;
  const cellsPerHour = plan.cells ?? 4;
  const guestTokens = plan.supply?.guestTokens ?? [];
  const zones = plan.supply?.zones ?? [];
  const zonesOf = (format: string) => zones.filter((z) => z.adFormat === format);
  for (const campaign of list) {
    if (campaign.status === 'draft' || campaign.creatives.length === 0) continue;
    const profile = profileOf(campaign.adFormat);
    // Paused campaigns stopped three weeks ago, archived ones a month ago: the default dashboard
    // (this week against the last) compares like with like, and longer ranges show the step.
    const stopHour =
      campaign.status === 'paused'
        ? lastHour - 21 * 24
        : campaign.status === 'archived'
          ? lastHour - 30 * 24
          : lastHour;
    const campaignScale = 0.5 + rand();
    const bidCpmBase = campaign.bidMicros / 1_000_000;
    const payoutMicros = offerPayouts(seed, campaign.id, campaign.pricingModel, bidCpmBase, profile);
    for (let hour = firstHour; hour <= Math.min(stopHour, lastHour); hour++) {
      const progress = (hour - firstHour) / Math.max(1, lastHour - firstHour);
      const weekday = new Date(hour * HOUR_MS).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.82 : 1;
      const volume = profile.volume * campaignScale * weekend * (0.8 + 0.3 * progress);
      for (let c = 0; c < cellsPerHour; c++) {
        const cell = makeCell(rand, profile);
        const localHour = (((hour + cell.offset) % 24) + 24) % 24;
        const requests = stochastic(
          rand,
          (volume / cellsPerHour) * dailyCycle(localHour) * (0.7 + 0.6 * rand()),
        );
        if (requests === 0) continue;
        const quality = zoneQuality(cell.ssp, cell.zone);
        const ctr = profile.ctr * quality * (0.8 + 0.4 * rand());
        const cr = profile.cr * quality * cell.value * (0.7 + 0.6 * rand());
        const floorCpm = profile.floorCpm * cell.floorLevel * cell.value * Math.exp((rand() - 0.5) * 0.8);
        // What the bid is worth per thousand impressions, whatever the pricing model.
        const bidCpm =
          campaign.pricingModel === 'cpc'
            ? bidCpmBase * Math.max(ctr, 0.0005) * 1000
            : campaign.pricingModel === 'cpa'
              ? bidCpmBase * Math.max(cr * (profile.clicks ? ctr : 1), 0.00005) * 1000
              : bidCpmBase * cell.value;
        const bidShare = Math.min(0.95, Math.max(0.05, 0.35 + 0.5 * (bidCpm / floorCpm - 1)));
        const bids = stochastic(rand, requests * bidShare);
        const wins = stochastic(rand, bids * cell.sspWinRate);
        const impressions = stochastic(rand, wins * 0.94);
        const clicks = profile.clicks ? stochastic(rand, impressions * ctr) : 0;
        const conversions = stochastic(rand, (profile.clicks ? clicks : impressions) * cr);
        const clearingCpm = Math.max(floorCpm, bidCpm * (0.6 + 0.3 * rand()));
        const spend =
          campaign.pricingModel === 'cpc'
            ? clicks * bidCpmBase
            : campaign.pricingModel === 'cpa'
              ? conversions * bidCpmBase
              : (impressions * Math.min(clearingCpm, bidCpm)) / 1000;
        const spendMicros = Math.round(spend * 1_000_000);
        const guestToken =
          plan.guestSspId && cell.ssp === GUEST_SSP ? pick(guestTokens, cell.zone) : undefined;
        const ownZone =
          plan.publisherId && cell.ssp === PUBLISHER_SSP && cell.zone <= 6
            ? pick(zonesOf(campaign.adFormat), cell.zone)
            : undefined;
        const at = hour * HOUR_MS + Math.floor(rand() * HOUR_MS);
        const creativeId = campaign.creatives[Math.floor(rand() * campaign.creatives.length)] as number;
        // Every event of a cell has the same shape (one object literal), which keeps ingestion fast.
        const event = (
          kind: TrafficEvent['kind'],
          count: number,
          money: Partial<TrafficEvent> = {},
        ): TrafficEvent => ({
          kind,
          at,
          count,
          advertiserId: plan.advertiserId,
          campaignId: campaign.id,
          creativeId,
          sspId: guestToken ? guestSspIdOf(plan.guestSspId ?? 0) : cell.ssp,
          sspEndpointId: guestToken ?? plan.supply?.endpoints.get(cell.ssp) ?? 0,
          guestSspId: guestToken ? (plan.guestSspId ?? 0) : 0,
          publisherId: ownZone ? (plan.publisherId ?? 0) : 0,
          // An SSP's own site and zone ids are never digits alone (docs/supply.md); the platform's are.
          siteId: ownZone ? String(ownZone.siteId) : `site-${cell.ssp}-${1 + (cell.zone % 4)}`,
          zoneId: ownZone ? String(ownZone.id) : `zone-${cell.ssp}-${cell.zone}`,
          country: cell.country,
          region: '',
          os: cell.os,
          browser: cell.browser,
          deviceType: cell.deviceType,
          connectionType: cell.connectionType,
          carrier: cell.carrier,
          adFormat: campaign.adFormat,
          language: cell.language,
          floorMicros: money.floorMicros ?? 0,
          payoutMicros: money.payoutMicros ?? 0,
          spendMicros: money.spendMicros ?? 0,
          revenueMicros: money.revenueMicros ?? 0,
        });
        yield event('request', requests, { floorMicros: Math.max(1, Math.round(floorCpm * 1_000_000)) });
        if (bids) yield event('bid', bids);
        if (wins) yield event('win', wins);
        if (impressions) yield event('impression', impressions);
        if (clicks) yield event('click', clicks);
        if (conversions)
          yield event('conversion', conversions, { payoutMicros: payoutMicros(conversions, cell.value) });
        if (spendMicros)
          yield event('spend', 1, { spendMicros, revenueMicros: Math.round(spendMicros * 0.7) });
      }
    }
  }
}

async function campaignsOf(db: Db, advertiserId: number): Promise<DemoCampaign[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      adFormat: campaigns.adFormat,
      pricingModel: campaigns.pricingModel,
      bidMicros: campaigns.bidMicros,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(eq(campaigns.advertiserId, advertiserId))
    .orderBy(campaigns.id);
  const owned = await db
    .select({ id: creatives.id, campaignId: creatives.campaignId })
    .from(creatives)
    .where(and(eq(creatives.advertiserId, advertiserId), ne(creatives.status, 'rejected')));
  return rows.map((r) => ({ ...r, creatives: owned.filter((c) => c.campaignId === r.id).map((c) => c.id) }));
}

/** Generates and ingests demo traffic for an advertiser's campaigns; returns what was written. */
export async function seedTraffic(db: Db, plan: TrafficPlan) {
  const list = await campaignsOf(db, plan.advertiserId);
  const ingestor = new StatsIngestor(db);
  let events = 0;
  let rows = 0;
  for (const event of generateTraffic(plan, list)) {
    if (ingestor.add(event)) {
      const r = await ingestor.flush();
      events += r.events;
      rows += r.rows;
    }
  }
  const r = await ingestor.flush();
  // A bulk load: give the planner its statistics now rather than when maintenance next runs.
  await maintainRollups(db);
  return { campaigns: list.length, events: events + r.events, rollupRows: rows + r.rows };
}
