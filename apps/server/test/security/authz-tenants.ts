import { randomBytes, randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@panel/contract';
import { and, eq } from 'drizzle-orm';
import { createUser } from '../../src/admin/commands.ts';
import { uploadOwners, uploads } from '../../src/db/schema.ts';
import { stripedPng } from '../../src/demo/demo-png.ts';
import type { TrafficEvent } from '../../src/modules/statistics/events.ts';
import { ingestEvents } from '../../src/modules/statistics/ingest.ts';
import { createCampaign, popunder, upload } from '../campaign-fixtures.ts';
import { call, clientCompany, guestCompany, PASSWORD, type TestContext, uniqueEmail } from '../helpers.ts';
import { type Optimization, optimizationOf, optimizationReads } from './authz-optimization.ts';
import { linkGuest, type Supply, supplyOf, supplyReads } from './authz-supply.ts';
import { type Tracking, trackingOf, trackingReads } from './authz-tracking.ts';

/** One account and what it owns; ids and names are 0 and '' where its role owns no such thing. */
export interface Tenant {
  role: Role;
  token: string;
  id: number;
  email: string;
  campaign: number;
  creative: number;
  group: number;
  /** The protected zone of its campaign. */
  ssp: number;
  zone: string;
  image: { file: string; bytes: Buffer } | null;
  /** Statistics dimension values of its traffic (publisher sites, guest tokens). */
  site: string;
  tokenId: number;
  supply: Supply;
  tracking: Tracking;
  optimization: Optimization;
  names: { campaign: string; group: string; creative: string };
  /** Text only this account's data holds: no answer to anyone else may contain it. */
  markers: string[];
}

/** Per role: the owner (with traffic), a stranger of the same role, and spare sessions of the stranger. */
export interface RolePair {
  owner: Tenant;
  stranger: Tenant;
  /** A second live session of the stranger, for calls that end the session they come with. */
  spare: string;
  /** A session of the stranger that has been logged out. */
  revoked: string;
}
export type Tenants = Record<Role, RolePair>;

/** A setup call that must work: a failed one would leave later probes testing nothing. */
async function must(ctx: TestContext, options: Parameters<typeof call>[1], status = 200) {
  const res = await call(ctx.app, options);
  if (res.status !== status) throw new Error(`${options.url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ext as { token: string; id: number };
}

const signIn = async (ctx: TestContext, email: string) =>
  (await must(ctx, { method: 'POST', url: '/auth/login', payload: { email, password: PASSWORD } })).token;

async function account(ctx: TestContext, role: Role) {
  const email = uniqueEmail(role);
  if (role === 'publisher') await createUser(ctx.database.db, { email, password: PASSWORD, role }, 'test');
  else if (role === 'advertiser')
    await must(ctx, { method: 'POST', url: '/register', payload: clientCompany({ email }) }, 201);
  else await must(ctx, { method: 'POST', url: '/register_guest', payload: guestCompany({ email }) }, 201);
  const token = await signIn(ctx, email);
  const { id } = await must(ctx, { method: 'POST', url: '/auth/user', token });
  return { token, email, id };
}

/** Everything an advertiser can own, made through the API as a customer would. */
async function advertiserRows(ctx: TestContext, token: string, tag: string) {
  const groupName = `Group ${tag}`;
  const group = await must(
    ctx,
    { method: 'POST', url: '/api/v1/groups', token, payload: { name: groupName } },
    201,
  );
  const creativeName = `Creative ${tag}`;
  const campaign = await createCampaign(
    ctx.app,
    token,
    popunder({
      name: `Campaign ${tag}`,
      group_id: group.id,
      bid_by_site: [{ site_id: '1', bid: 2 }],
      creatives: [{ type: 'popunder', name: creativeName }],
    }),
  );
  const protect = `/api/v1/campaigns/${campaign.id}/ssp/1/zone/5/traffic_optimizer/protect`;
  await must(ctx, { method: 'PUT', url: protect, token });
  // Colours of its own, so the image is new to the database (kept between runs on PostgreSQL) and first uploaded here.
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  const bytes = stripedPng(40, 40, [
    [r, g, b],
    [255, 255, 255],
  ]);
  const image = await upload(ctx.app, token, bytes);
  if (image.status !== 201) throw new Error(`upload: ${JSON.stringify(image.body)}`);
  const file = String((image.body.ext as { url: string }).url).replace('/uploads/', '');
  return {
    campaign: campaign.id,
    creative: campaign.creatives[0]?.id ?? 0,
    group: group.id,
    image: { file, bytes },
    names: { campaign: `Campaign ${tag}`, group: groupName, creative: creativeName },
  };
}

/** Two hours ago, inside every default and every explicit range the matrix asks for. */
function traffic(t: Tenant): TrafficEvent[] {
  const at = Date.now() - 2 * 3_600_000;
  const base: Partial<TrafficEvent> =
    t.role === 'advertiser'
      ? { advertiserId: t.id, campaignId: t.campaign, creativeId: t.creative, sspId: 1, adFormat: 'popunder' }
      : t.role === 'publisher'
        ? { publisherId: t.id, siteId: t.site, zoneId: `${t.site}-z` }
        : { guestSspId: t.id, sspEndpointId: t.tokenId };
  return [
    { kind: 'request', at, count: 40, floorMicros: 300_000, country: 'US', ...base },
    { kind: 'impression', at, count: 10, country: 'US', ...base },
    { kind: 'spend', at, country: 'US', spendMicros: 2_000_000, revenueMicros: 1_400_000, ...base },
  ];
}

async function tenant(ctx: TestContext, role: Role): Promise<Tenant> {
  const { token, email, id } = await account(ctx, role);
  const tag = randomUUID().slice(0, 8);
  const rows =
    role === 'advertiser'
      ? await advertiserRows(ctx, token, tag)
      : { campaign: 0, creative: 0, group: 0, image: null, names: { campaign: '', group: '', creative: '' } };
  const supply = await supplyOf(ctx, role, token, tag);
  const tracking = await trackingOf(ctx, role, token, tag);
  const optimization = await optimizationOf(ctx, role, token, tag, { id, campaign: rows.campaign });
  const markers = [
    email,
    ...Object.values(rows.names).filter(Boolean),
    ...supply.names,
    ...tracking.names,
    ...optimization.names,
  ];
  return {
    role,
    token,
    id,
    email,
    ssp: 1,
    zone: '5',
    site: `site-${tag}`,
    tokenId: 10_000 + id,
    supply,
    tracking,
    optimization,
    ...rows,
    markers,
  };
}

/** An owner and a stranger of every role; only owners get traffic, so a stranger's figures are all zero. */
export async function buildTenants(ctx: TestContext): Promise<Tenants> {
  const pairs = await Promise.all(
    ROLES.map(async (role): Promise<[Role, RolePair]> => {
      const [owner, stranger] = [await tenant(ctx, role), await tenant(ctx, role)];
      const spare = await signIn(ctx, stranger.email);
      const revoked = await signIn(ctx, stranger.email);
      await must(ctx, { method: 'POST', url: '/auth/logout', token: revoked });
      return [role, { owner, stranger, spare, revoked }];
    }),
  );
  const tenants = Object.fromEntries(pairs) as Tenants;
  await linkGuest(ctx, tenants.advertiser.owner, tenants['guest-ssp'].owner);
  await ingestEvents(
    ctx.database.db,
    ROLES.flatMap((role) => traffic(tenants[role].owner)),
  );
  return tenants;
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** What the owner reads of its own data: deep-equal before and after anyone else's call. */
export async function snapshot(ctx: TestContext, t: Tenant) {
  const read = async (url: string) => {
    const res = await call(ctx.app, { method: 'GET', url, token: t.token });
    return { url, status: res.status, body: res.body };
  };
  const statsUrl = {
    advertiser: 'statistics/advertiser',
    publisher: 'statistics/publisher',
    'guest-ssp': 'guest_ssp/statistics/advertiser',
  };
  const urls = ['/api/v1/profile/info', `/api/v1/${statsUrl[t.role]}?group_by=date`];
  urls.push(...supplyReads(t.role, t.supply, t.tokenId));
  urls.push(...trackingReads(t.role, t.tracking));
  urls.push(...optimizationReads(t.role, t.optimization, t.campaign));
  if (t.role === 'advertiser')
    urls.push(
      `/api/v1/campaigns/${t.campaign}`,
      '/api/v1/campaigns?status=draft,active,paused,archived',
      `/api/v1/groups/${t.group}`,
      '/api/v1/groups',
      '/api/v1/creatives',
      '/resources/creatives',
    );
  // Images have no call that reads them back: the shared row and the owner's claim on it, from the database.
  const id = t.image?.file.split('.')[0] ?? '';
  const mine = and(eq(uploadOwners.uploadId, id), eq(uploadOwners.advertiserId, t.id));
  const image = [
    await ctx.database.db.select().from(uploads).where(eq(uploads.id, id)),
    await ctx.database.db.select().from(uploadOwners).where(mine),
  ];
  return { reads: await Promise.all(urls.map(read)), image };
}
