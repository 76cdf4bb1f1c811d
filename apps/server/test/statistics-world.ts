import { randomUUID } from 'node:crypto';
import type { Role } from '@panel/contract';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { type Campaign, createCampaign, popunder, publisherToken } from './campaign-fixtures.ts';
import { call, signUpAndIn, type TestContext } from './helpers.ts';

/**
 * A first and a second account of every role that has statistics, each with traffic of its
 * own: the first's runs every hour of FROM..TO (both autumn changes of clocks in between: London
 * on 25 October, New York on 1 November) and two hours ago; the second's on one day, elsewhere.
 */
export const FROM = '2026-10-20';
export const TO = '2026-11-05';
const HOUR = 3_600_000;

export interface Account {
  token: string;
  id: number;
  campaign: Campaign;
  /** Statistics dimension values of its traffic, by the API's dimension names. */
  values: Record<string, string | number>;
  /** Text only this account's traffic holds. */
  markers: string[];
}
export type Pair = { first: Account; second: Account };
export type World = Record<Role, Pair>;

async function idOf(ctx: TestContext, token: string): Promise<number> {
  return ((await call(ctx.app, { method: 'POST', url: '/auth/user', token })).body.ext as { id: number }).id;
}

async function trio(ctx: TestContext, country: string, region: string) {
  const advertiser = await signUpAndIn(ctx.app);
  const guest = await signUpAndIn(ctx.app, 'guest');
  const publisher = await publisherToken(ctx);
  const tag = randomUUID().slice(0, 8);
  const campaign = await createCampaign(ctx.app, advertiser.token, popunder({ name: `Campaign ${tag}` }));
  const ids = {
    advertiser: await idOf(ctx, advertiser.token),
    'guest-ssp': await idOf(ctx, guest.token),
    publisher: await idOf(ctx, publisher),
  };
  const values = {
    campaign: campaign.id as number,
    creative: ((campaign.creatives as { id: number }[])[0] as { id: number }).id,
    country,
    region,
    os: country === 'GB' ? 2 : 3,
    browser: country === 'GB' ? 1 : 4,
    device_type: country === 'GB' ? 1 : 2,
    connection_type: country === 'GB' ? 1 : 2,
    carrier: country === 'GB' ? 5 : 6,
    language: country === 'GB' ? 'en' : 'de',
    ad_format: 'popunder',
    ssp: 1,
    ssp_endpoint: 10_000 + ids['guest-ssp'],
    token: 10_000 + ids['guest-ssp'],
    site: `site-${tag}`,
    zone: `zone-${tag}`,
  };
  const account = (token: string, id: number): Account => ({
    token,
    id,
    campaign,
    values,
    markers: [`site-${tag}`, `zone-${tag}`, `Campaign ${tag}`],
  });
  return {
    advertiser: account(advertiser.token, ids.advertiser),
    'guest-ssp': account(guest.token, ids['guest-ssp']),
    publisher: account(publisher, ids.publisher),
  };
}

/** A funnel in hour `at` whose sizes vary with the hour, so a day cut an hour off shows. */
function funnel(at: number, base: Partial<TrafficEvent>): TrafficEvent[] {
  const n = (Math.floor(at / HOUR) % 5) + 1;
  const e = (kind: TrafficEvent['kind'], extra: Partial<TrafficEvent> = {}): TrafficEvent => ({
    kind,
    at,
    ...base,
    ...extra,
  });
  return [
    e('request', { count: 10 * n, floorMicros: 100_000 * n }),
    e('bid', { count: 6 * n }),
    e('win', { count: 3 * n }),
    e('impression', { count: 2 * n }),
    e('click', { count: n }),
    ...(n === 5 ? [e('conversion', { payoutMicros: 2_000_000 })] : []),
    e('spend', { spendMicros: 150_000 * n, revenueMicros: 105_000 * n }),
  ];
}

function base(t: Record<Role, Account>): Partial<TrafficEvent> {
  const v = t.advertiser.values;
  return {
    advertiserId: t.advertiser.id,
    publisherId: t.publisher.id,
    guestSspId: t['guest-ssp'].id,
    campaignId: v.campaign as number,
    creativeId: v.creative as number,
    country: v.country as string,
    region: v.region as string,
    os: v.os as number,
    browser: v.browser as number,
    deviceType: v.device_type as number,
    connectionType: v.connection_type as number,
    carrier: v.carrier as number,
    language: v.language as string,
    adFormat: v.ad_format as string,
    sspId: v.ssp as number,
    sspEndpointId: v.ssp_endpoint as number,
    siteId: v.site as string,
    zoneId: v.zone as string,
  };
}

/** The first accounts' traffic: every hour of the range, and two hours ago (for the dashboard's QPS). */
export function firstTraffic(world: World): TrafficEvent[] {
  const b = base({
    advertiser: world.advertiser.first,
    publisher: world.publisher.first,
    'guest-ssp': world['guest-ssp'].first,
  });
  const start = Date.parse(`${FROM}T00:00:00Z`) - 14 * HOUR;
  const end = Date.parse(`${TO}T00:00:00Z`) + 38 * HOUR;
  const events: TrafficEvent[] = [];
  for (let at = start; at < end; at += HOUR) events.push(...funnel(at, b));
  events.push(...funnel(Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR, b));
  return events;
}

/** Both pairs of accounts, with the second accounts' traffic (one day, other values) ingested. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const first = await trio(ctx, 'GB', 'GB-ENG');
  const second = await trio(ctx, 'DE', 'DE-BE');
  const at = Date.parse('2026-10-22T00:00:00Z');
  const b = base(second);
  await ingestEvents(
    ctx.database.db,
    [0, 5, 13, 22].flatMap((h) => funnel(at + h * HOUR, b)),
  );
  const pair = (role: Role): Pair => ({ first: first[role], second: second[role] });
  return { advertiser: pair('advertiser'), publisher: pair('publisher'), 'guest-ssp': pair('guest-ssp') };
}

export async function ingestFirst(ctx: TestContext, world: World) {
  await ingestEvents(ctx.database.db, firstTraffic(world));
}
