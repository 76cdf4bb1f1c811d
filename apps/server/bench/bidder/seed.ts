import { inArray } from 'drizzle-orm';
import { createUser } from '../../src/admin/commands.ts';
import type { Db } from '../../src/db/client.ts';
import { maintainRollups } from '../../src/db/maintenance.ts';
import { campaigns, creatives } from '../../src/db/schema.ts';
import { sspEndpoints } from '../../src/db/supply-schema.ts';
import { generateTraffic } from '../../src/demo/traffic.ts';
import { type Rand, random } from '../../src/lib/random.ts';
import { createSession } from '../../src/modules/auth/session-repository.ts';
import { StatsIngestor } from '../../src/modules/statistics/ingest.ts';

/**
 * The bench's data, written straight into the tables before the server starts: one advertiser
 * with `count` active CPM campaigns (58 % banner 300x250, 5 % other banners, 27 % native, 10 %
 * video), each with one active creative and its own targeting, bid, budget and pacing; three SSP
 * endpoints without token or QPS limit; 90 days of statistics for `statsCampaigns` of those
 * campaigns through the demo's traffic generator and the one ingestion path; and a session for
 * the report loop.
 */
export interface Seeded {
  advertiserId: number;
  endpoints: { banner: number; video: number; all: number };
  sessionToken: string;
  stats: { events: number; rollupRows: number; ms: number };
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'IN', 'CA', 'ES', 'IT', 'MX', 'JP', 'ID', 'PL', 'TR'];
const OS = { windows: 28, macos: 15, android: 2, ios: 13 };
const OS_SETS = [[OS.android], [OS.ios], [OS.android, OS.ios], [OS.windows, OS.macos], [OS.windows]];
const DEVICE_SETS = [[4, 5], [2], [1, 4, 5], [4]];
const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata'];
const HEX = (n: number) => n.toString(16).padStart(64, '0');

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const some = <T>(rand: Rand, list: readonly T[], max: number): T[] =>
  [...list].sort(() => rand() - 0.5).slice(0, 1 + Math.floor(rand() * max));
const list = <T>(mode: 'include' | 'exclude', values: T[]) => ({ mode, values });

function formatOf(i: number): string {
  const r = i % 100;
  if (r < 58) return '300x250';
  if (r < 63) return r % 2 ? '320x50' : '728x90';
  if (r < 90) return 'native';
  return 'video';
}

/** Targeting as the contract stores it; a dimension left out buys everything. */
function targetingOf(rand: Rand): Record<string, unknown> {
  const t: Record<string, unknown> = {};
  const geo = rand();
  if (geo < 0.7) t.countries = list('include', some(rand, COUNTRIES, 6));
  else if (geo < 0.8) t.countries = list('exclude', some(rand, COUNTRIES, 3));
  if (rand() < 0.45)
    t.os = list(
      'include',
      pick(rand, OS_SETS).map((id) => ({ id, version_ids: [] })),
    );
  if (rand() < 0.4) t.device_types = list('include', pick(rand, DEVICE_SETS));
  if (rand() < 0.1) t.connection_types = list('include', [1]);
  if (rand() < 0.1) t.browsers = list('include', [{ id: 1, version_ids: [] }]);
  if (rand() < 0.05) t.ip_ranges = list('exclude', ['10.0.0.0/8', '192.0.2.0/24']);
  return t;
}

function contentOf(format: string, i: number): Record<string, unknown> {
  const name = `Bench creative ${i}`;
  if (format === 'native')
    return {
      type: 'native',
      name,
      title: `Offer number ${i}`,
      description: 'A description that says what the offer is and why it is worth a click.',
      brand_name: 'Bench brand',
      icon_url: `/uploads/${HEX(i * 2 + 1)}.png`,
      image_url: `/uploads/${HEX(i * 2 + 2)}.jpg`,
      click_url: null,
    };
  if (format === 'video')
    return {
      type: 'video',
      name,
      video_url: `https://cdn.example.com/video/${i}.mp4`,
      duration_seconds: i % 2 ? 15 : 30,
      click_url: null,
    };
  return { type: 'image', name, image_url: `/uploads/${HEX(i * 2 + 1)}.png`, click_url: null };
}

function campaignOf(rand: Rand, advertiserId: number, i: number) {
  const format = formatOf(i);
  const bid = format === 'video' ? 2 + rand() * 8 : 0.2 + rand() * 2.8;
  const budget = rand();
  const byCountry: Record<string, number> = {};
  if (rand() < 0.2) byCountry[pick(rand, COUNTRIES)] = Math.round(bid * 1.3 * 1e6);
  return {
    advertiserId,
    name: `Bench ${format} ${i}`,
    status: 'active' as const,
    adFormat: format,
    pricingModel: 'cpm',
    bidMicros: Math.round(bid * 1e6),
    dailyBudgetMicros: budget < 0.5 ? Math.round((50 + rand() * 450) * 1e6) : null,
    totalBudgetMicros: budget < 0.2 ? 100_000_000_000 : null,
    pacing: rand() < 0.3 ? ('even' as const) : ('asap' as const),
    destinationUrl: `https://offer.example.com/landing/${i}?click={click_id}`,
    timeZone: pick(rand, ZONES),
    frequencyCap: rand() < 0.2 ? { impressions: 3, period_hours: 24 } : null,
    targeting: targetingOf(rand),
    bidByCountry: byCountry,
  };
}

async function seedStatistics(db: Db, advertiserId: number, ids: { id: number; creativeId: number }[]) {
  const started = performance.now();
  const rows = await db
    .select({ id: campaigns.id, adFormat: campaigns.adFormat, bidMicros: campaigns.bidMicros })
    .from(campaigns)
    .where(
      inArray(
        campaigns.id,
        ids.map((c) => c.id),
      ),
    )
    .orderBy(campaigns.id);
  const creativeOf = new Map(ids.map((c) => [c.id, c.creativeId]));
  const list = rows.map((r) => ({
    ...r,
    pricingModel: 'cpm',
    status: 'active',
    creatives: [creativeOf.get(r.id) as number],
  }));
  const ingestor = new StatsIngestor(db);
  let events = 0;
  let rollupRows = 0;
  for (const event of generateTraffic({ advertiserId, days: 90, cells: 4 }, list)) {
    if (!ingestor.add(event)) continue;
    const r = await ingestor.flush();
    events += r.events;
    rollupRows += r.rows;
  }
  const r = await ingestor.flush();
  await maintainRollups(db);
  return { events: events + r.events, rollupRows: rollupRows + r.rows, ms: performance.now() - started };
}

export async function seedBench(db: Db, count: number, statsCampaigns: number): Promise<Seeded> {
  const rand = random(20_261_201);
  const user = await createUser(
    db,
    { email: `bidder-bench-${Date.now()}@bench.test`, role: 'advertiser' },
    'bench',
  );
  const rows = Array.from({ length: count }, (_, i) => campaignOf(rand, user.id, i));
  const made: { id: number; adFormat: string }[] = [];
  for (let i = 0; i < rows.length; i += 500)
    made.push(
      ...(await db
        .insert(campaigns)
        .values(rows.slice(i, i + 500))
        .returning({ id: campaigns.id, adFormat: campaigns.adFormat })),
    );
  const creativeRows = made.map((c, i) => {
    const content = contentOf(c.adFormat, i);
    return {
      campaignId: c.id,
      advertiserId: user.id,
      type: content.type as string,
      name: content.name as string,
      status: 'active' as const,
      content,
    };
  });
  const made2 = await db
    .insert(creatives)
    .values(creativeRows)
    .returning({ id: creatives.id, campaignId: creatives.campaignId });
  const endpoint = async (sspId: number, name: string, adFormats: string[], floor: number) => {
    const [row] = await db
      .insert(sspEndpoints)
      .values({
        advertiserId: user.id,
        sspId,
        name,
        parserId: 2,
        adFormats,
        bidFloorMicros: floor,
        status: 'active',
      })
      .returning({ id: sspEndpoints.id });
    return row?.id as number;
  };
  const endpoints = {
    banner: await endpoint(1, 'Banner and native', ['300x250', '320x50', '728x90', 'native'], 0),
    video: await endpoint(2, 'Video and native', ['300x250', 'native', 'video'], 50_000),
    all: await endpoint(3, 'Everything', ['300x250', '320x50', '728x90', 'native', 'video'], 0),
  };
  const withStats = made2.slice(0, statsCampaigns).map((c) => ({ id: c.campaignId, creativeId: c.id }));
  const stats = await seedStatistics(db, user.id, withStats);
  const session = await createSession(db, user.id, { acting: false, lifetimeMs: 6 * 3_600_000 });
  return { advertiserId: user.id, endpoints, sessionToken: session.token, stats };
}
