import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  advertiserSsps,
  guestSspTokens,
  publisherSites,
  publisherZones,
  sspEndpoints,
} from '../db/supply-schema.ts';
import { hashToken, newToken } from '../lib/secrets.ts';

/** The supply the demo traffic comes through, by the ids it is recorded under. */
export interface DemoSupply {
  /** The advertiser's endpoint for each partner SSP id. */
  endpoints: Map<number, number>;
  /** The demo guest SSP's tokens for the advertiser. */
  guestTokens: number[];
  /** The demo publisher's zones, with their site and format. */
  zones: { id: number; siteId: number; adFormat: string }[];
}

const ENDPOINTS = [
  {
    sspId: 1,
    name: 'Adverta: worldwide display',
    parserId: 2,
    adFormats: ['300x250', '728x90', '160x600', 'native'],
  },
  // Pop networks buy through feeds: the simulator plays this one as its SSP would (XML).
  { sspId: 2, name: 'PopCore: pops tier 1', parserId: 3, adFormats: ['popunder', 'direct link'] },
  { sspId: 3, name: 'PushHouse: push', parserId: 2, adFormats: ['classic push', 'in-page push', 'calendar'] },
  {
    sspId: 4,
    name: 'NativeFlow: video and tags',
    parserId: 2,
    adFormats: ['native', 'video', 'vast', 'html tag'],
  },
];

/** Every format of the demo campaigns has a zone, so the publisher's figures cover them all. */
const SITES = [
  {
    name: 'Daily Demo News',
    url: 'https://news.demo.example',
    categoryId: 6,
    zones: [
      ['Top leaderboard', '728x90'],
      ['Sidebar rectangle', '300x250'],
      ['Skyscraper', '160x600'],
      ['Article native feed', 'native'],
      ['Pre-roll', 'vast'],
      ['Video player', 'video'],
    ],
  },
  {
    name: 'Demo Games Portal',
    url: 'https://games.demo.example',
    categoryId: 5,
    zones: [
      ['Exit popunder', 'popunder'],
      ['Subscribers push', 'classic push'],
      ['In-page push', 'in-page push'],
      ['Direct link', 'direct link'],
      ['HTML slot', 'html tag'],
      ['Calendar invite', 'calendar'],
    ],
  },
] as const;

async function demoEndpoints(db: Db, advertiserId: number): Promise<Map<number, number>> {
  const existing = await db
    .select({ id: sspEndpoints.id, sspId: sspEndpoints.sspId })
    .from(sspEndpoints)
    .where(and(eq(sspEndpoints.advertiserId, advertiserId), ne(sspEndpoints.status, 'archived')));
  if (existing.length > 0) return new Map(existing.map((e) => [e.sspId, e.id]));
  const rows = await db
    .insert(sspEndpoints)
    .values(
      ENDPOINTS.map((e) => ({
        ...e,
        advertiserId,
        status: 'active' as const,
        qpsLimit: 2_000,
        bidFloorMicros: 50_000,
      })),
    )
    .returning({ id: sspEndpoints.id, sspId: sspEndpoints.sspId });
  await db
    .insert(advertiserSsps)
    .values([
      { advertiserId, sspId: 1, qpsCap: 5_000, marginBp: 1_500, notes: 'Main display partner' },
      { advertiserId, sspId: 5, enabled: false, notes: 'Paused until the video test starts' },
    ])
    .onConflictDoNothing();
  return new Map(rows.map((e) => [e.sspId, e.id]));
}

async function demoGuestTokens(db: Db, advertiserId: number, guestId: number): Promise<number[]> {
  const owned = and(eq(guestSspTokens.guestId, guestId), eq(guestSspTokens.advertiserId, advertiserId));
  const existing = await db
    .select({ id: guestSspTokens.id })
    .from(guestSspTokens)
    .where(and(owned, ne(guestSspTokens.status, 'revoked')));
  if (existing.length > 0) return existing.map((t) => t.id);
  // The secrets are made and dropped: nobody could have been shown them, as with a real token.
  const token = (name: string) => {
    const secret = `gst_${newToken()}`;
    return {
      guestId,
      advertiserId,
      name,
      tokenHash: hashToken(secret),
      tokenPrefix: secret.slice(0, 10),
      status: 'active' as const,
    };
  };
  const rows = await db
    .insert(guestSspTokens)
    .values([token('Main feed'), token('Backup feed')])
    .returning({ id: guestSspTokens.id });
  return rows.map((r) => r.id);
}

async function demoZones(db: Db, publisherId: number): Promise<DemoSupply['zones']> {
  const existing = await db
    .select({ id: publisherZones.id, siteId: publisherZones.siteId, adFormat: publisherZones.adFormat })
    .from(publisherZones)
    .where(and(eq(publisherZones.publisherId, publisherId), ne(publisherZones.status, 'archived')));
  if (existing.length > 0) return existing;
  const zones: DemoSupply['zones'] = [];
  for (const site of SITES) {
    const [row] = await db
      .insert(publisherSites)
      .values({ publisherId, name: site.name, url: site.url, categoryId: site.categoryId, status: 'active' })
      .returning({ id: publisherSites.id });
    if (!row) continue;
    const inserted = await db
      .insert(publisherZones)
      .values(
        site.zones.map(([name, adFormat]) => {
          const size = /^(\d+)x(\d+)$/.exec(adFormat);
          return {
            publisherId,
            siteId: row.id,
            name,
            adFormat,
            width: size ? Number(size[1]) : null,
            height: size ? Number(size[2]) : null,
            status: 'active' as const,
          };
        }),
      )
      .returning({ id: publisherZones.id, siteId: publisherZones.siteId, adFormat: publisherZones.adFormat });
    zones.push(...inserted);
  }
  return zones;
}

/**
 * The demo advertiser's SSP endpoints and settings, the demo guest SSP's tokens for it and the
 * demo publisher's sites and zones: found when they exist (seeding traffic again reuses them),
 * made otherwise, so demo traffic is recorded under ids every page can name.
 */
export async function ensureDemoSupply(
  db: Db,
  advertiserId: number,
  accounts: { publisherId?: number | undefined; guestId?: number | undefined },
): Promise<DemoSupply> {
  return {
    endpoints: await demoEndpoints(db, advertiserId),
    guestTokens:
      accounts.guestId === undefined ? [] : await demoGuestTokens(db, advertiserId, accounts.guestId),
    zones: accounts.publisherId === undefined ? [] : await demoZones(db, accounts.publisherId),
  };
}
