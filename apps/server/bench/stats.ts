/**
 * `npm run bench:stats`: the statistics benchmark of issue 4.
 *
 * Builds a data set standing in for a large platform (by default 100 million raw events over
 * 900 days: 50 advertisers with their campaigns and creatives, 9 SSPs with their endpoints,
 * sites and zones, 25 countries, OS, browsers, devices), every event through
 * StatsIngestor.add with count 1, and measures:
 *   - the ingest rate (events per second, the final flush included);
 *   - the rollup rows it made, per table;
 *   - p50/p95 of the standard reports for the biggest advertiser (by date for 90 days, by
 *     campaign, by country, by zone with a campaign filter, the dashboard), through the
 *     functions the routes call and through `app.inject`;
 *   - how those change when ten times the history sits behind the same 90 days: the most
 *     recent 90 days are loaded first ("1×"), the 810 days before them next ("10×").
 *
 * Runs on PGlite in a temporary folder (deleted afterwards) and, when BENCH_DATABASE_URL or
 * `--pg <url>` names a PostgreSQL server, on PostgreSQL too, in a database it creates and drops.
 *
 *   npm run bench:stats                       full run (PGlite)
 *   npm run bench:stats -- --quick            a smoke test: 2 M events over 90 days (9 days at
 *                                             "1×"), 10 advertisers, 10 runs per report
 *   npm run bench:stats -- --pg postgres://user@host:5432/db   also on PostgreSQL
 *
 * Options: --events N, --days N (history), --recent N (the "1×" days, also the report range),
 * --advertisers N, --cell-events N (events per cell: fewer gives more rollup rows), --runs N,
 * --warmup N, --tz ZONE, --seed N, --flush-rows N (the ingestor's buffer), --no-http,
 * --skip-pglite, --keep (keep the data: prints where).
 *
 * The data is a function of the seed and of the hour (every hour has its own generator), so
 * both drivers and both phases see the same events.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, dateIn, type FilterValue, roleMetrics } from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { maintainRollups, ROLLUP_TABLES } from '../src/db/maintenance.ts';
import { campaigns, users } from '../src/db/schema.ts';
import { type Rand, random, stochastic } from '../src/lib/random.ts';
import { createSession } from '../src/modules/auth/session-repository.ts';
import { listCarriers } from '../src/modules/resources/carriers.ts';
import { findCountry } from '../src/modules/resources/countries.ts';
import { dashboard } from '../src/modules/statistics/dashboard.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { StatsIngestor } from '../src/modules/statistics/ingest.ts';
import { type HourRange, resolveRange } from '../src/modules/statistics/range.ts';
import { pickCube, type ReportSpec, runReport } from '../src/modules/statistics/report.ts';

// ---------------------------------------------------------------------------------------------
// Options

const { values: args } = parseArgs({
  options: {
    events: { type: 'string' },
    days: { type: 'string' },
    recent: { type: 'string' },
    advertisers: { type: 'string' },
    'cell-events': { type: 'string' },
    runs: { type: 'string' },
    warmup: { type: 'string' },
    tz: { type: 'string' },
    seed: { type: 'string' },
    'flush-rows': { type: 'string' },
    pg: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
  strict: true,
});

const num = (value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isFinite(n) || n <= 0) throw new Error(`not a positive number: ${value}`);
  return n;
};

const OPTIONS = {
  events: Math.round(num(args.events, args.quick ? 2_000_000 : 100_000_000)),
  days: Math.round(num(args.days, args.quick ? 90 : 900)),
  recent: Math.round(num(args.recent, args.quick ? 9 : 90)),
  advertisers: Math.round(num(args.advertisers, args.quick ? 10 : 50)),
  cellEvents: num(args['cell-events'], 60),
  // 100 runs: the p95 is then the 95th of 100, not the second slowest of 30, which one pause moves.
  runs: Math.round(num(args.runs, args.quick ? 10 : 100)),
  warmup: Math.round(num(args.warmup, 10)),
  tz: args.tz ?? 'UTC',
  seed: Math.round(num(args.seed, 20_261_122)),
  flushRows: args['flush-rows'] ? Math.round(num(args['flush-rows'], 200_000)) : undefined,
  pg: args.pg ?? process.env.BENCH_DATABASE_URL,
  http: !args['no-http'],
  pglite: !args['skip-pglite'],
  keep: args.keep,
};
if (OPTIONS.recent >= OPTIONS.days) throw new Error('--recent must be fewer days than --days');

// ---------------------------------------------------------------------------------------------
// The platform: who buys, what they buy, where the traffic comes from

const HOUR_MS = 3_600_000;

/** Cumulative weights, for picking by binary search. */
function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}
function pick(rand: Rand, cum: Float64Array): number {
  const r = rand() * (cum[cum.length - 1] as number);
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cum[mid] as number) < r) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Country {
  code: string;
  share: number;
  /** Rough UTC offset, for the daily cycle. */
  offset: number;
  language: string;
  /** Richer countries convert better and cost more. */
  value: number;
  regions: readonly string[];
}
const COUNTRIES: readonly Country[] = (
  [
    ['US', 22, -5, 'en', 1.6, ['US-CA', 'US-TX', 'US-NY', 'US-FL', 'US-IL']],
    ['IN', 8, 5, 'hi', 0.5, ['IN-MH', 'IN-DL', 'IN-KA']],
    ['BR', 8, -3, 'pt', 0.7, ['BR-SP', 'BR-RJ', 'BR-MG']],
    ['DE', 7, 1, 'de', 1.4, ['DE-BY', 'DE-NW', 'DE-BE']],
    ['GB', 6, 0, 'en', 1.4, ['GB-ENG', 'GB-SCT']],
    ['ID', 5, 7, 'id', 0.5, []],
    ['FR', 5, 1, 'fr', 1.2, []],
    ['MX', 4, -6, 'es', 0.7, []],
    ['JP', 4, 9, 'ja', 1.3, []],
    ['CA', 3, -5, 'en', 1.3, []],
    ['TH', 3, 7, 'th', 0.6, []],
    ['VN', 3, 7, 'vi', 0.5, []],
    ['ES', 3, 1, 'es', 1, []],
    ['IT', 3, 1, 'it', 1.1, []],
    ['PH', 3, 8, 'en', 0.5, []],
    ['PL', 2, 1, 'pl', 0.8, []],
    ['TR', 2, 3, 'tr', 0.6, []],
    ['AU', 2, 10, 'en', 1.4, []],
    ['RU', 2, 3, 'ru', 0.6, []],
    ['NL', 1, 1, 'nl', 1.3, []],
    ['KR', 1, 9, 'ko', 1.2, []],
    ['AR', 1, -3, 'es', 0.6, []],
    ['ZA', 1, 2, 'en', 0.7, []],
    ['EG', 1, 2, 'ar', 0.4, []],
    ['NG', 1, 1, 'en', 0.4, []],
  ] as const
).map(([code, share, offset, language, value, regions]) => ({
  code,
  share,
  offset,
  language,
  value,
  regions,
}));
const COUNTRY_CUM = cumulative(COUNTRIES.map((c) => c.share));

interface FormatProfile {
  code: string;
  /** How many campaigns run it. */
  popularity: number;
  mobile: number;
  ctr: number;
  /** Conversions per click, or per impression for formats without clicks. */
  cr: number;
  clicks: boolean;
  floorCpm: number;
  pricing: readonly (readonly ['cpm' | 'cpc' | 'cpa', number])[];
}
const FORMATS: readonly FormatProfile[] = [
  {
    code: '300x250',
    popularity: 10,
    mobile: 0.5,
    ctr: 0.002,
    cr: 0.03,
    clicks: true,
    floorCpm: 0.3,
    pricing: [['cpm', 1]],
  },
  {
    code: '728x90',
    popularity: 4,
    mobile: 0.1,
    ctr: 0.0012,
    cr: 0.03,
    clicks: true,
    floorCpm: 0.25,
    pricing: [['cpm', 1]],
  },
  {
    code: '320x50',
    popularity: 4,
    mobile: 0.95,
    ctr: 0.003,
    cr: 0.02,
    clicks: true,
    floorCpm: 0.2,
    pricing: [['cpm', 1]],
  },
  {
    code: 'classic push',
    popularity: 10,
    mobile: 0.8,
    ctr: 0.009,
    cr: 0.03,
    clicks: true,
    floorCpm: 0.25,
    pricing: [
      ['cpc', 7],
      ['cpa', 3],
    ],
  },
  {
    code: 'in-page push',
    popularity: 8,
    mobile: 0.7,
    ctr: 0.006,
    cr: 0.025,
    clicks: true,
    floorCpm: 0.2,
    pricing: [
      ['cpc', 8],
      ['cpm', 2],
    ],
  },
  {
    code: 'popunder',
    popularity: 9,
    mobile: 0.55,
    ctr: 0,
    cr: 0.004,
    clicks: false,
    floorCpm: 0.9,
    pricing: [
      ['cpm', 6],
      ['cpa', 4],
    ],
  },
  {
    code: 'direct link',
    popularity: 4,
    mobile: 0.6,
    ctr: 0,
    cr: 0.006,
    clicks: false,
    floorCpm: 0.7,
    pricing: [
      ['cpm', 5],
      ['cpa', 5],
    ],
  },
  {
    code: 'native',
    popularity: 6,
    mobile: 0.65,
    ctr: 0.004,
    cr: 0.04,
    clicks: true,
    floorCpm: 0.35,
    pricing: [
      ['cpc', 8],
      ['cpm', 2],
    ],
  },
  {
    code: 'video',
    popularity: 2,
    mobile: 0.5,
    ctr: 0.012,
    cr: 0.02,
    clicks: true,
    floorCpm: 3.5,
    pricing: [['cpm', 1]],
  },
  {
    code: 'vast',
    popularity: 2,
    mobile: 0.45,
    ctr: 0.01,
    cr: 0.02,
    clicks: true,
    floorCpm: 4,
    pricing: [['cpm', 1]],
  },
];
const FORMAT_CUM = cumulative(FORMATS.map((f) => f.popularity));

/** Exchanges we buy from: share of traffic, floor level, win rate, endpoints with us. */
interface Ssp {
  id: number;
  share: number;
  floorLevel: number;
  winRate: number;
  endpoints: readonly number[];
  /** The guest SSP account that owns it (its endpoints are that account's tokens), or 0. */
  guestSspId: number;
  /** Its sites belong to our publishers. */
  ownNetwork: boolean;
}
const ZONES_PER_SSP = 300;
const ZONES_PER_SITE = 6;
/** Zone popularity: a long tail, as on every exchange. */
const ZONE_CUM = cumulative(Array.from({ length: ZONES_PER_SSP }, (_, i) => 1 / (i + 1) ** 0.9));
const PUBLISHERS = 20;
const GUEST_SSPS = 3;

// Reference ids (see /resources/os, /browsers, /device_types, /connection_types).
const OS = { windows: 28, macos: 15, linux: 14, android: 2, ios: 13 };
const BROWSER = { chrome: 1, firefox: 2, safari: 3, edge: 4, opera: 5, samsung: 6 };
const DEVICE = { desktop: 2, phone: 4, tablet: 5 };
const CONNECTION = { broadband: 1, cellular: 2 };

const carriersOf = new Map<string, number[]>();
function carriersFor(country: string): number[] {
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
  return ids;
}

interface Campaign {
  /** The database id, once inserted. */
  id: number;
  name: string;
  format: FormatProfile;
  pricing: 'cpm' | 'cpc' | 'cpa';
  /** USD micros: per thousand impressions (cpm), per click (cpc) or per conversion (cpa). */
  bidMicros: number;
  payoutMicros: number;
  /** Share of matching requests it bids on. */
  bidShare: number;
  weight: number;
  /** Epoch hours [start, end). */
  startHour: number;
  endHour: number;
  /** Cumulative weights over COUNTRIES, or undefined for worldwide. */
  countries: Float64Array | undefined;
  creatives: number[];
}
interface Advertiser {
  id: number;
  share: number;
  campaigns: Campaign[];
}
interface Platform {
  advertisers: Advertiser[];
  ssps: Ssp[];
  sspCum: Float64Array;
  publisherIds: number[];
  guestSspIds: number[];
  firstHour: number;
  endHour: number;
  /** Events per hour, index = hour - firstHour; sums to OPTIONS.events exactly. */
  budgets: Int32Array;
}

/** Visitors are busiest around 21:00 and quietest around 04:00 of their own day. */
const dailyCycle = (localHour: number) =>
  0.15 + 0.85 * (0.5 + 0.5 * Math.cos((2 * Math.PI * (localHour - 21)) / 24));

/** The accounts and campaigns, deterministic in the seed; ids filled in by `createAccounts`. */
function planPlatform(endHour: number): Platform {
  const rand = random(OPTIONS.seed);
  const firstHour = endHour - OPTIONS.days * 24;
  const totalHours = endHour - firstHour;
  let creativeId = 0;
  const advertisers: Advertiser[] = [];
  const zipf = Array.from({ length: OPTIONS.advertisers }, (_, i) => 1 / (i + 1));
  const zipfSum = zipf.reduce((s, w) => s + w, 0);
  for (let a = 0; a < OPTIONS.advertisers; a++) {
    const share = (zipf[a] as number) / zipfSum;
    const count = 3 + Math.round(57 * ((zipf[a] as number) / (zipf[0] as number)) ** 0.7);
    const list: Campaign[] = [];
    for (let c = 0; c < count; c++) {
      const format = FORMATS[pick(rand, FORMAT_CUM)] as FormatProfile;
      const pricing = format.pricing[pick(rand, cumulative(format.pricing.map((p) => p[1])))]?.[0] ?? 'cpm';
      const bidUsd =
        pricing === 'cpm'
          ? format.floorCpm * (1.3 + 2 * rand())
          : pricing === 'cpc'
            ? 0.02 + 0.25 * rand()
            : 2 + 18 * rand();
      // The first campaign runs all along; the others for 3 weeks to 10 months somewhere in the history.
      const evergreen = c === 0;
      const duration = Math.round((21 + rand() * 280) * 24);
      const startHour = evergreen
        ? firstHour
        : firstHour - 60 * 24 + Math.floor(rand() * (totalHours + 60 * 24));
      let countries: Float64Array | undefined;
      if (rand() < 0.6) {
        const weights = new Array<number>(COUNTRIES.length).fill(0);
        const n = 1 + Math.floor(rand() * 4);
        for (let i = 0; i < n; i++) weights[pick(rand, COUNTRY_CUM)] = 0.5 + rand();
        countries = cumulative(weights);
      }
      list.push({
        id: 0,
        name: `${format.code} ${pricing.toUpperCase()} #${c + 1}`,
        format,
        pricing,
        bidMicros: Math.round(bidUsd * 1_000_000),
        payoutMicros: Math.round((pricing === 'cpa' ? bidUsd * 1.6 : 3 + 20 * rand()) * 1_000_000),
        bidShare: 0.08 + 0.3 * rand(),
        weight: (0.3 + rand()) ** 2,
        startHour,
        endHour: evergreen ? endHour + 1 : startHour + duration,
        countries,
        creatives: Array.from({ length: 2 + Math.floor(rand() * 4) }, () => ++creativeId),
      });
    }
    advertisers.push({ id: 0, share, campaigns: list });
  }

  const ssps: Ssp[] = [
    [1, 30, 1, 0.3, true],
    [2, 22, 1.4, 0.22, false],
    [3, 18, 0.8, 0.38, false],
    [4, 12, 1.1, 0.28, false],
    [5, 8, 0.9, 0.33, false],
    [6, 4, 1.6, 0.18, false],
  ].map(([id, share, floorLevel, winRate, ownNetwork]) => ({
    id: id as number,
    share: share as number,
    floorLevel: floorLevel as number,
    winRate: winRate as number,
    endpoints: [(id as number) * 100 + 1, (id as number) * 100 + 2],
    guestSspId: 0,
    ownNetwork: ownNetwork as boolean,
  }));
  for (let g = 0; g < GUEST_SSPS; g++)
    ssps.push({
      id: 7 + g,
      share: 2,
      floorLevel: 1,
      winRate: 0.3,
      endpoints: [9000 + g * 10 + 1, 9000 + g * 10 + 2],
      guestSspId: 0,
      ownNetwork: false,
    });

  // Events per hour: the platform's daily cycle (its countries' evenings), quieter weekends,
  // a little day-to-day noise; flat over the years, so the recent days hold their share.
  const cycle = Array.from({ length: 24 }, (_, h) =>
    COUNTRIES.reduce((s, c) => s + c.share * dailyCycle((((h + c.offset) % 24) + 24) % 24), 0),
  );
  const weights = new Float64Array(totalHours);
  let total = 0;
  for (let i = 0; i < totalHours; i++) {
    const hour = firstHour + i;
    const day = Math.floor(hour / 24);
    const weekday = new Date(hour * HOUR_MS).getUTCDay();
    const noise = 0.9 + 0.2 * random(OPTIONS.seed ^ Math.imul(day, 0x2545f491))();
    const w = (cycle[hour % 24] as number) * (weekday === 0 || weekday === 6 ? 0.85 : 1) * noise;
    weights[i] = w;
    total += w;
  }
  const budgets = new Int32Array(totalHours);
  let acc = 0;
  let given = 0;
  for (let i = 0; i < totalHours; i++) {
    acc += weights[i] as number;
    const upTo = i === totalHours - 1 ? OPTIONS.events : Math.round((OPTIONS.events * acc) / total);
    budgets[i] = upTo - given;
    given = upTo;
  }

  return {
    advertisers,
    ssps,
    sspCum: cumulative(ssps.map((s) => s.share)),
    publisherIds: [],
    guestSspIds: [],
    firstHour,
    endHour,
    budgets,
  };
}

/** Users for every account and rows for every campaign, so reports find their names. */
async function createAccounts(db: Db, platform: Platform): Promise<void> {
  const account = (email: string, role: 'advertiser' | 'publisher' | 'guest-ssp', name: string) => ({
    email,
    passwordHash: '!bench: no password',
    role,
    accountType: role,
    legalType: 'company' as const,
    firstname: name,
    lastname: 'Bench',
    phoneNumberCode: '+1',
    phoneNumber: '2025550100',
    telegram: '-',
  });
  const insert = async (rows: ReturnType<typeof account>[]) =>
    (await db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
  const advertiserIds = await insert(
    platform.advertisers.map((_, i) =>
      account(`adv-${i + 1}@bench.test`, 'advertiser', `Advertiser ${i + 1}`),
    ),
  );
  platform.publisherIds = await insert(
    Array.from({ length: PUBLISHERS }, (_, i) =>
      account(`pub-${i + 1}@bench.test`, 'publisher', `Publisher ${i + 1}`),
    ),
  );
  platform.guestSspIds = await insert(
    Array.from({ length: GUEST_SSPS }, (_, i) =>
      account(`guest-${i + 1}@bench.test`, 'guest-ssp', `Guest ${i + 1}`),
    ),
  );
  platform.ssps
    .filter((s) => s.id >= 7)
    .forEach((s, i) => {
      s.guestSspId = platform.guestSspIds[i] as number;
    });
  for (const [i, adv] of platform.advertisers.entries()) {
    adv.id = advertiserIds[i] as number;
    const ids = await db
      .insert(campaigns)
      .values(
        adv.campaigns.map((c) => ({
          advertiserId: adv.id,
          name: c.name,
          status: c.endHour > platform.endHour ? ('active' as const) : ('archived' as const),
          adFormat: c.format.code,
          pricingModel: c.pricing,
          bidMicros: c.bidMicros,
          pacing: 'even' as const,
          destinationUrl: 'https://offer.example.com/?click={click_id}',
          timeZone: 'UTC',
          targeting: {},
        })),
      )
      .returning({ id: campaigns.id });
    adv.campaigns.forEach((c, j) => {
      c.id = ids[j]?.id as number;
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Traffic: every event through StatsIngestor.add, count 1

/** Cells per advertiser and hour at most; an hour's traffic is split over this many combinations. */
const MAX_CELLS = 64;

interface IngestResult {
  events: number;
  seconds: number;
  flushSeconds: number;
  flushes: number;
}

/**
 * Ingests the hours [fromHour, toHour). Each hour has its own generator; its event budget is
 * split over the advertisers with active campaigns (by their share), each advertiser's over
 * cells (a campaign, creative, country, region, device, OS, browser, connection, carrier, SSP,
 * endpoint, site and zone), and each cell's over the funnel: requests, then bids, wins,
 * impressions, clicks, conversions and spend (one spend event per impression, click or
 * conversion, as the campaign pays). One event object is reused for all of them.
 */
async function ingestHours(
  db: Db,
  platform: Platform,
  fromHour: number,
  toHour: number,
): Promise<IngestResult> {
  const ingestor = OPTIONS.flushRows ? new StatsIngestor(db, OPTIONS.flushRows) : new StatsIngestor(db);
  const ev: TrafficEvent = {
    kind: 'request',
    at: 0,
    count: 1,
    advertiserId: 0,
    campaignId: 0,
    creativeId: 0,
    sspId: 0,
    sspEndpointId: 0,
    guestSspId: 0,
    publisherId: 0,
    siteId: '',
    zoneId: '',
    country: '',
    region: '',
    os: 0,
    browser: 0,
    deviceType: 0,
    connectionType: 0,
    carrier: 0,
    adFormat: '',
    language: '',
    floorMicros: 0,
    payoutMicros: 0,
    spendMicros: 0,
    revenueMicros: 0,
  };
  let events = 0;
  let flushSeconds = 0;
  let flushes = 0;
  const flush = async () => {
    const t = performance.now();
    const r = await ingestor.flush();
    flushSeconds += (performance.now() - t) / 1000;
    flushes++;
    events += r.events;
  };
  const advWeights = new Float64Array(platform.advertisers.length);
  const cellWeights = new Float64Array(MAX_CELLS);
  const active: Campaign[][] = platform.advertisers.map(() => []);
  const activeCum: Float64Array[] = platform.advertisers.map(() => new Float64Array(0));
  let activeDay = Number.NaN;

  // One event of the current cell, `n` times, each at its own moment of the hour.
  let rand: Rand = Math.random;
  let hourStart = 0;
  const emit = async (kind: TrafficEvent['kind'], n: number) => {
    ev.kind = kind;
    for (let i = 0; i < n; i++) {
      ev.at = hourStart + Math.floor(rand() * HOUR_MS);
      if (ingestor.add(ev)) await flush();
    }
  };

  const started = performance.now();
  for (let hour = fromHour; hour < toHour; hour++) {
    const budget = platform.budgets[hour - platform.firstHour] as number;
    rand = random(OPTIONS.seed ^ Math.imul(hour, 0x9e3779b1));
    hourStart = hour * HOUR_MS;
    const day = Math.floor(hour / 24);
    if (day !== activeDay) {
      // Campaigns start and end on day boundaries here; computing the active ones once a day is enough.
      activeDay = day;
      platform.advertisers.forEach((adv, a) => {
        active[a] = adv.campaigns.filter((c) => c.startHour <= hour && hour < c.endHour);
        activeCum[a] = cumulative((active[a] as Campaign[]).map((c) => c.weight));
      });
    }
    let weightSum = 0;
    platform.advertisers.forEach((adv, a) => {
      const w = (active[a] as Campaign[]).length ? adv.share * (0.8 + 0.4 * rand()) : 0;
      advWeights[a] = w;
      weightSum += w;
    });
    let acc = 0;
    let given = 0;
    for (let a = 0; a < platform.advertisers.length; a++) {
      acc += advWeights[a] as number;
      const upTo = Math.round((budget * acc) / weightSum);
      const advBudget = upTo - given;
      given = upTo;
      if (advBudget <= 0) continue;
      const adv = platform.advertisers[a] as Advertiser;
      const list = active[a] as Campaign[];
      const listCum = activeCum[a] as Float64Array;
      ev.advertiserId = adv.id;

      const cells = Math.max(1, Math.min(MAX_CELLS, Math.round(advBudget / OPTIONS.cellEvents)));
      let cellSum = 0;
      for (let c = 0; c < cells; c++) {
        const w = 0.2 + rand();
        cellWeights[c] = w;
        cellSum += w;
      }
      let cellAcc = 0;
      let cellGiven = 0;
      for (let c = 0; c < cells; c++) {
        cellAcc += cellWeights[c] as number;
        const cellUpTo = c === cells - 1 ? advBudget : Math.round((advBudget * cellAcc) / cellSum);
        const cellBudget = cellUpTo - cellGiven;
        cellGiven = cellUpTo;
        if (cellBudget <= 0) continue;

        // The cell's dimensions.
        const campaign = list[pick(rand, listCum)] as Campaign;
        const format = campaign.format;
        const country = COUNTRIES[pick(rand, campaign.countries ?? COUNTRY_CUM)] as Country;
        const mobile = rand() < format.mobile;
        let deviceType: number;
        let osId: number;
        let browser: number;
        if (mobile) {
          deviceType = rand() < 0.85 ? DEVICE.phone : DEVICE.tablet;
          osId = rand() < (country.value > 1.2 ? 0.5 : 0.8) ? OS.android : OS.ios;
          browser = osId === OS.ios ? BROWSER.safari : rand() < 0.8 ? BROWSER.chrome : BROWSER.samsung;
        } else {
          deviceType = DEVICE.desktop;
          const r = rand();
          osId = r < 0.72 ? OS.windows : r < 0.94 ? OS.macos : OS.linux;
          const b = rand();
          browser =
            osId === OS.macos && b < 0.5
              ? BROWSER.safari
              : b < 0.7
                ? BROWSER.chrome
                : b < 0.84
                  ? BROWSER.edge
                  : b < 0.94
                    ? BROWSER.firefox
                    : BROWSER.opera;
        }
        const cellular = mobile && rand() < 0.6;
        const carriers = cellular ? carriersFor(country.code) : [];
        const ssp = platform.ssps[pick(rand, platform.sspCum)] as Ssp;
        const zone = pick(rand, ZONE_CUM);
        const site = Math.floor(zone / ZONES_PER_SITE);

        ev.campaignId = campaign.id;
        ev.creativeId = campaign.creatives[Math.floor(rand() * campaign.creatives.length)] as number;
        ev.adFormat = format.code;
        ev.country = country.code;
        ev.region = country.regions.length
          ? (country.regions[Math.floor(rand() * country.regions.length)] as string)
          : '';
        ev.language = country.language;
        ev.os = osId;
        ev.browser = browser;
        ev.deviceType = deviceType;
        ev.connectionType = cellular ? CONNECTION.cellular : CONNECTION.broadband;
        ev.carrier = carriers.length ? (carriers[Math.floor(rand() * carriers.length)] as number) : 0;
        ev.sspId = ssp.id;
        ev.sspEndpointId = ssp.endpoints[rand() < 0.7 ? 0 : 1] as number;
        ev.guestSspId = ssp.guestSspId;
        ev.publisherId = ssp.ownNetwork ? (platform.publisherIds[site % PUBLISHERS] as number) : 0;
        ev.siteId = `s${ssp.id}-${site}`;
        ev.zoneId = `z${ssp.id}-${zone}`;

        // The funnel: what the requests turn into here.
        const quality = 0.4 + ((ssp.id * 7 + zone * 13) % 17) / 10;
        const ctr = format.ctr * quality * (0.8 + 0.4 * rand());
        const cr = format.cr * quality * country.value * (0.7 + 0.6 * rand());
        const floorCpm = format.floorCpm * ssp.floorLevel * country.value * Math.exp((rand() - 0.5) * 0.8);
        const bidShare = Math.min(0.6, campaign.bidShare * (0.7 + 0.6 * rand()));
        const winRate = ssp.winRate * (0.8 + 0.4 * rand());
        const bidCpm =
          campaign.pricing === 'cpm' ? campaign.bidMicros / 1_000_000 : Math.max(floorCpm * 1.2, 0.3);
        const clearingCpm = Math.max(floorCpm, bidCpm * (0.6 + 0.3 * rand()));
        // Requests first from the expected size of the rest, so the cell's events come to its budget.
        const impRate = 0.94;
        const perRequest = bidShare * (1 + winRate * (1 + impRate * (1 + (format.clicks ? ctr : 0))));
        const bids = stochastic(rand, (cellBudget / (1 + perRequest)) * bidShare);
        const wins = stochastic(rand, bids * winRate);
        const impressions = stochastic(rand, wins * impRate);
        const clicks = format.clicks ? stochastic(rand, impressions * ctr) : 0;
        const conversions = stochastic(rand, (format.clicks ? clicks : impressions) * cr);
        const spends =
          campaign.pricing === 'cpm' ? impressions : campaign.pricing === 'cpc' ? clicks : conversions;
        const downstream = bids + wins + impressions + clicks + conversions + spends;
        if (downstream >= cellBudget) {
          ev.floorMicros = Math.max(1, Math.round(floorCpm * 1_000_000));
          await emit('request', cellBudget);
          continue;
        }
        ev.floorMicros = Math.max(1, Math.round(floorCpm * 1_000_000));
        await emit('request', cellBudget - downstream);
        await emit('bid', bids);
        await emit('win', wins);
        await emit('impression', impressions);
        await emit('click', clicks);
        ev.payoutMicros = campaign.payoutMicros;
        await emit('conversion', conversions);
        const spend =
          campaign.pricing === 'cpm' ? Math.round(clearingCpm * 1000) : Math.round(campaign.bidMicros);
        ev.spendMicros = spend;
        ev.revenueMicros = Math.round(spend * 0.7);
        await emit('spend', spends);
        ev.payoutMicros = 0;
        ev.spendMicros = 0;
        ev.revenueMicros = 0;
      }
    }
  }
  await flush();
  return { events, seconds: (performance.now() - started) / 1000, flushSeconds, flushes };
}

// ---------------------------------------------------------------------------------------------
// Measuring

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rollupCounts(db: Db): Promise<Map<string, { rows: number; bytes: number }>> {
  const out = new Map<string, { rows: number; bytes: number }>();
  for (const table of ROLLUP_TABLES) {
    const [r] = await rows<{ n: number; bytes: number }>(
      db,
      sql`select count(*)::float8 as n, pg_total_relation_size(${table}::regclass)::float8 as bytes from ${sql.identifier(table)}`,
    );
    out.set(table, { rows: Number(r?.n ?? 0), bytes: Number(r?.bytes ?? 0) });
  }
  return out;
}

interface Timing {
  p50: number;
  p95: number;
  mean: number;
}
function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((s, x) => s + x, 0) / sorted.length };
}
/**
 * Times each of `runs` after `warmup` rounds of all of them. Rounds go over every run in turn,
 * so a burst of load from elsewhere on the machine spreads over all of them.
 */
async function timeAll(runs: (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < OPTIONS.warmup; i++) for (const run of runs) await run();
  const samples = runs.map((): number[] => []);
  for (let i = 0; i < OPTIONS.runs; i++)
    for (const [j, run] of runs.entries()) {
      const t = performance.now();
      await run();
      samples[j]?.push(performance.now() - t);
    }
  return samples.map(percentiles);
}

interface StandardReport {
  name: string;
  /** The cube it reads, and how many of its rows fall in the range. */
  cube: string;
  countRows: () => Promise<number>;
  run: () => Promise<unknown>;
  url: string;
}

function standardReports(db: Db, advertiserId: number, campaignId: number, now: number): StandardReport[] {
  const today = dateIn(OPTIONS.tz, now);
  const from = addDays(today, -(OPTIONS.recent - 1));
  const range = resolveRange({ from, to: today, tz: OPTIONS.tz }, now);
  // The dashboard compares with the period just before, so both fit in the "1×" days.
  const dashDays = Math.min(30, Math.floor(OPTIONS.recent / 3));
  const dashFrom = addDays(today, -(dashDays - 1));
  const dashRange = resolveRange({ from: dashFrom, to: today, tz: OPTIONS.tz }, now);
  const metrics = roleMetrics('advertiser');
  const query = `from=${from}&to=${today}&tz=${encodeURIComponent(OPTIONS.tz)}`;
  const report = (
    name: string,
    groupBy: string,
    filters: Record<string, FilterValue[]> = {},
  ): StandardReport => {
    const spec: ReportSpec = {
      role: 'advertiser',
      scopeId: advertiserId,
      range,
      groupBy: [groupBy],
      filters,
      metrics,
      page: 1,
      perPage: 100,
    };
    const cube = pickCube('advertiser', [groupBy, ...Object.keys(filters)])?.name ?? '?';
    const filterQuery = Object.entries(filters)
      .map(([d, v]) => `&${d}=${v.join(',')}`)
      .join('');
    return {
      name,
      cube,
      countRows: () => countInRange(db, cube, advertiserId, range, filters.campaign?.[0]),
      run: () => runReport(db, spec),
      url: `/api/v1/statistics/advertiser?${query}&group_by=${groupBy}${filterQuery}`,
    };
  };
  return [
    report(`by date, ${OPTIONS.recent} days`, 'date'),
    report('by campaign', 'campaign'),
    report('by country', 'country'),
    report('by zone, one campaign', 'zone', { campaign: [campaignId] }),
    {
      name: `dashboard, ${dashDays} days`,
      cube: 'stats_adv_total + _campaign',
      countRows: async () =>
        (await countInRange(db, 'stats_adv_total', advertiserId, dashRange)) * 2 +
        (await countInRange(db, 'stats_adv_campaign', advertiserId, dashRange)),
      run: () => dashboard(db, advertiserId, dashRange, now),
      url: `/api/v1/dashboard?from=${dashFrom}&to=${today}&tz=${encodeURIComponent(OPTIONS.tz)}`,
    },
  ];
}

async function countInRange(
  db: Db,
  cube: string,
  advertiserId: number,
  range: HourRange,
  campaignId?: FilterValue,
): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::float8 as n from ${sql.identifier(cube)} where advertiser_id = ${advertiserId}
      and hour >= ${range.fromHour} and hour < ${range.toHour}
      ${campaignId === undefined ? sql`` : sql`and campaign_id = ${campaignId}`}`,
  );
  return Number(r?.n ?? 0);
}

interface ReportTiming {
  name: string;
  cube: string;
  rowsRead: number;
  fn: Timing;
  http: Timing | undefined;
}

// ---------------------------------------------------------------------------------------------
// Output

const fmt = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A Markdown table, aligned, so it reads in a terminal and pastes into the README. */
function table(header: string[], body: (string | number)[][], right = new Set<number>()): string {
  const cells = [header, ...body.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (right.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right.has(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}
const log = (text = '') => console.log(text);

// ---------------------------------------------------------------------------------------------
// One driver

interface DriverResult {
  driver: string;
  version: string;
  phases: { name: string; ingest: IngestResult }[];
  counts: Map<string, { rows: number; bytes: number }>[];
  reports: ReportTiming[][];
}

async function benchDriver(
  driver: 'pglite' | 'postgres',
  database: Database,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<DriverResult> {
  const { db } = database;
  await database.migrate();
  const [v] = await rows<{ v: string }>(db, sql`select current_setting('server_version') as v`);
  const version =
    driver === 'pglite' ? `PGlite ${pgliteVersion()} (PostgreSQL ${v?.v})` : `PostgreSQL ${v?.v}`;
  log(`\n## ${version}\n`);

  const now = Date.now();
  const platform = planPlatform(Math.floor(now / HOUR_MS) + 1);
  await createAccounts(db, platform);
  const big = platform.advertisers[0] as Advertiser;
  const recentFrom = platform.endHour - OPTIONS.recent * 24;
  const recentCampaigns = big.campaigns.filter((c) => c.endHour > recentFrom);
  log(
    `${OPTIONS.advertisers} advertisers, ${platform.advertisers.reduce((s, a) => s + a.campaigns.length, 0)} campaigns, ` +
      `${platform.ssps.length} SSPs × ${ZONES_PER_SSP} zones, ${PUBLISHERS} publishers, ${GUEST_SSPS} guest SSPs, ` +
      `${COUNTRIES.length} countries; ${fmt(OPTIONS.events)} events over ${OPTIONS.days} days up to ${new Date(platform.endHour * HOUR_MS).toISOString()}.`,
  );
  log(
    `Reports for advertiser #${big.id} (${(big.share * 100).toFixed(0)} % of traffic, ${big.campaigns.length} campaigns, ` +
      `${recentCampaigns.length} of them in the last ${OPTIONS.recent} days); time zone ${OPTIONS.tz}.`,
  );

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let token = '';
  if (OPTIONS.http) {
    app = await buildApp(testConfig({ dataDir, databaseUrl, logLevel: 'warn' }), database);
    await app.ready();
    token = (await createSession(db, big.id, { acting: false, lifetimeMs: 7 * 24 * HOUR_MS })).token;
  }
  const httpRun = (url: string) => async () => {
    if (!app) return;
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };

  const result: DriverResult = { driver, version, phases: [], counts: [], reports: [] };
  const phases = [
    { name: '1×', label: `the most recent ${OPTIONS.recent} days`, from: recentFrom, to: platform.endHour },
    {
      name: `${Math.round(OPTIONS.days / OPTIONS.recent)}×`,
      label: `the ${OPTIONS.days - OPTIONS.recent} days before them`,
      from: platform.firstHour,
      to: recentFrom,
    },
  ];
  let topCampaign: number | undefined;
  for (const phase of phases) {
    log(`\n### ${phase.name} history: ingesting ${phase.label}`);
    const ingest = await ingestHours(db, platform, phase.from, phase.to);
    result.phases.push({ name: phase.name, ingest });
    log(
      `${fmt(ingest.events)} events in ${ingest.seconds.toFixed(1)} s: ${fmt(Math.round(ingest.events / ingest.seconds))} events/s ` +
        `(${ingest.flushes} flushes took ${ingest.flushSeconds.toFixed(1)} s of it)`,
    );
    const counts = await rollupCounts(db);
    result.counts.push(counts);
    const total = [...counts.values()].reduce((s, c) => s + c.rows, 0);
    log(
      `rollup rows: ${fmt(total)} (${mb([...counts.values()].reduce((s, c) => s + c.bytes, 0))} with indexes)`,
    );

    if (topCampaign === undefined) {
      // The zone report's filter: the big advertiser's busiest campaign of the recent days.
      const [top] = await rows<{ id: number; requests: number }>(
        db,
        sql`select campaign_id as id, sum(requests)::float8 as requests from stats_adv_campaign
          where advertiser_id = ${big.id} and hour >= ${recentFrom} group by 1 order by 2 desc limit 1`,
      );
      topCampaign = Number(top?.id ?? 0);
      log(`zone report filtered on campaign #${topCampaign} (${fmt(Number(top?.requests ?? 0))} requests)`);
    }
    if (driver === 'postgres') await settleAutovacuum(db);
    else
      log(
        `vacuum (analyze) of the rollups, as the server runs it hourly: ${ms(await maintainRollups(db))} ms`,
      );
    const reports = standardReports(db, big.id, topCampaign, now);
    const fn = await timeAll(reports.map((r) => r.run));
    const http = app ? await timeAll(reports.map((r) => httpRun(r.url))) : undefined;
    const timings: ReportTiming[] = [];
    for (const [i, report] of reports.entries())
      timings.push({
        name: report.name,
        cube: report.cube,
        rowsRead: await report.countRows(),
        fn: fn[i] as Timing,
        http: http?.[i],
      });
    result.reports.push(timings);
    log(
      table(
        ['report', 'cube', 'rows in range', 'p50 ms', 'p95 ms', 'HTTP p50 ms', 'HTTP p95 ms'],
        timings.map((t) => [
          t.name,
          t.cube,
          fmt(t.rowsRead),
          ms(t.fn.p50),
          ms(t.fn.p95),
          t.http ? ms(t.http.p50) : '-',
          t.http ? ms(t.http.p95) : '-',
        ]),
        new Set([2, 3, 4, 5, 6]),
      ),
    );
  }
  await app?.close();
  return result;
}

/**
 * PostgreSQL analyzes and vacuums the new rows in the background; reports are timed once it has
 * caught up (as they would be on a server in steady state), not while it competes for the CPU.
 * PGlite has no autovacuum: the server runs VACUUM (ANALYZE) of the rollups itself, hourly and
 * after a bulk load (db/maintenance.ts), and so does this benchmark after each phase.
 */
async function settleAutovacuum(db: Db): Promise<void> {
  const started = performance.now();
  const names = sql.join(
    ROLLUP_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  let quiet = 0;
  // Tables nothing wrote (the bidder's, here) are never analyzed: only rows written count.
  while (performance.now() - started < 20 * 60_000) {
    const [r] = await rows<{ workers: number; behind: number }>(
      db,
      sql`select
        (select count(*) from pg_stat_activity where backend_type = 'autovacuum worker'
          and datname = current_database())::int as workers,
        (select count(*) from pg_stat_user_tables where relname in (${names})
          and (last_autoanalyze is null and last_analyze is null and n_mod_since_analyze > 0
            or n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)))::int as behind`,
    );
    quiet = r && r.workers === 0 && r.behind === 0 ? quiet + 1 : 0;
    if (quiet >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  log(`waited ${((performance.now() - started) / 1000).toFixed(0)} s for autovacuum to analyze the new rows`);
}

function pgliteVersion(): string {
  try {
    const file = path.resolve(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

function summary(result: DriverResult): void {
  const [ingest1, ingest10] = result.phases;
  const [counts1, counts10] = result.counts;
  const [reports1, reports10] = result.reports;
  if (!ingest1 || !ingest10 || !counts1 || !counts10 || !reports1 || !reports10) return;
  const totalEvents = ingest1.ingest.events + ingest10.ingest.events;
  const totalSeconds = ingest1.ingest.seconds + ingest10.ingest.seconds;
  log(`\n### Summary: ${result.version}\n`);
  log(
    table(
      ['ingest', 'events', 'seconds', 'events/s', 'of which flushing'],
      [
        ...result.phases.map((p) => [
          `${p.name} phase`,
          fmt(p.ingest.events),
          p.ingest.seconds.toFixed(1),
          fmt(Math.round(p.ingest.events / p.ingest.seconds)),
          `${p.ingest.flushSeconds.toFixed(1)} s`,
        ]),
        [
          'all',
          fmt(totalEvents),
          totalSeconds.toFixed(1),
          fmt(Math.round(totalEvents / totalSeconds)),
          `${(ingest1.ingest.flushSeconds + ingest10.ingest.flushSeconds).toFixed(1)} s`,
        ],
      ],
      new Set([1, 2, 3, 4]),
    ),
  );
  log();
  const tables = [...counts10.keys()];
  log(
    table(
      ['rollup table', `rows at ${ingest1.name}`, `rows at ${ingest10.name}`, `size at ${ingest10.name}`],
      [
        ...tables.map((t) => [
          t,
          fmt(counts1.get(t)?.rows ?? 0),
          fmt(counts10.get(t)?.rows ?? 0),
          mb(counts10.get(t)?.bytes ?? 0),
        ]),
        [
          'all',
          fmt([...counts1.values()].reduce((s, c) => s + c.rows, 0)),
          fmt([...counts10.values()].reduce((s, c) => s + c.rows, 0)),
          mb([...counts10.values()].reduce((s, c) => s + c.bytes, 0)),
        ],
      ],
      new Set([1, 2, 3]),
    ),
  );
  log();
  log(
    table(
      [
        'report',
        'rows in range',
        `p50 ${ingest1.name}`,
        `p95 ${ingest1.name}`,
        `p50 ${ingest10.name}`,
        `p95 ${ingest10.name}`,
        'p50 ratio',
        'p95 ratio',
        `HTTP p50 ${ingest10.name}`,
        `HTTP p95 ${ingest10.name}`,
      ],
      reports10.map((t, i) => {
        const before = reports1[i] as ReportTiming;
        return [
          t.name,
          fmt(t.rowsRead),
          ms(before.fn.p50),
          ms(before.fn.p95),
          ms(t.fn.p50),
          ms(t.fn.p95),
          (t.fn.p50 / before.fn.p50).toFixed(2),
          (t.fn.p95 / before.fn.p95).toFixed(2),
          t.http ? ms(t.http.p50) : '-',
          t.http ? ms(t.http.p95) : '-',
        ];
      }),
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Main

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()?.();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });

async function main() {
  log(`# bench:stats ${new Date().toISOString()}`);
  log(
    `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
      `${OPTIONS.runs} runs after ${OPTIONS.warmup} warm-up runs per report.`,
  );
  const results: DriverResult[] = [];

  if (OPTIONS.pglite) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-'));
    const database = await openDatabase({ dataDir });
    let closed = false;
    const close = async () => {
      if (!closed) await database.close().catch(() => undefined);
      closed = true;
    };
    cleanups.push(() => {
      if (OPTIONS.keep) log(`PGlite data kept in ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    });
    cleanups.push(close);
    const result = await benchDriver('pglite', database, dataDir, undefined);
    results.push(result);
    const du = (() => {
      try {
        return execFileSync('du', ['-sh', dataDir], { encoding: 'utf8' }).split('\t')[0];
      } catch {
        return '?';
      }
    })();
    log(`\nPGlite data folder: ${du}`);
    await cleanup();
  }

  if (OPTIONS.pg) {
    const name = `panel_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: OPTIONS.pg });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(OPTIONS.pg);
    url.pathname = `/${name}`;
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
    cleanups.push(async () => {
      if (OPTIONS.keep) log(`PostgreSQL database kept: ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    cleanups.push(() => database.close());
    results.push(await benchDriver('postgres', database, 'memory://', url.toString()));
    await cleanup();
  }

  for (const result of results) summary(result);
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanup();
  process.exit(1);
});
