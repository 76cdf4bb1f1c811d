import path from 'node:path';
import { guestSspIdOf, type Role } from '@panel/contract';
import { type Api, expectOk, nextAddress } from './api.ts';
import type { Route } from './openapi.ts';
import { run } from './proc.ts';
import { ROOT } from './server.ts';

export type ObjectKind =
  | 'campaign'
  | 'group'
  | 'creative'
  /** One of the advertiser's SSPs; one of its own is a guest SSP holding an SSP API token. */
  | 'ssp'
  | 'ssp_endpoint'
  | 'guest_token'
  | 'site'
  | 'zone'
  | 'postback'
  | 'retargeting'
  | 'traffic_rule'
  | 'bid_rule';

export interface Fixtures {
  api: Api;
  tokens: Record<Role, string>;
  /** The account POST /auth/login is scanned with, so the others never meet its failure limits. */
  loginTarget: { email: string; password: string };
  /** A session of its own, for a route that ends the one it is called with (logout). */
  freshToken(role: Role): Promise<string>;
  uniqueEmail(tag: string): string;
  /** Objects read by query filters; routes that change or delete get their own. */
  shared: Record<ObjectKind | 'upload', string>;
  newObject(kind: ObjectKind): Promise<string>;
  /**
   * Values of the public tracking calls that name something real: a goal token, a pixel token,
   * a signed click link and the click id it gave, so their scans reach past the first lookup.
   */
  tracking: Record<'goal' | 'click_id' | 'token' | 'link' | 'bid' | 'zone_file' | 'vast_file', string>;
  /** A guest token's secret: the guest bid route takes it instead of a session. */
  guestBid: string;
  /**
   * An endpoint set to each feed parser, without a token: a feed's address answers only the
   * endpoints of its own parser (404 to the others), and sqlmap stops at a 404.
   */
  feedEndpoints: Record<'xml' | 'json' | 'push', string>;
  /** The advertiser's partner code: a guest makes tokens for it with this. */
  partnerCode: string;
  /**
   * A guest SSP of its own (no token yet), for the route that makes guest tokens: a guest makes
   * at most 50 a day, so the scan's requests must not spend the allowance of the guest whose
   * tokens the other routes are scanned with.
   */
  newGuestSession(): Promise<string>;
}

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function exampleOf(routes: Route[], method: string, routePath: string): Record<string, unknown> {
  const body = routes.find((r) => r.method === method && r.path === routePath)?.body;
  if (!body || typeof body !== 'object') throw new Error(`${method} ${routePath} documents no JSON example`);
  return body as Record<string, unknown>;
}

/** Accounts of every role and the objects the documented routes name in their paths. */
export async function setUp(api: Api, routes: Route[], dataDir: string): Promise<Fixtures> {
  const runId = Date.now().toString(36);
  let serial = 0;
  const unique = (tag: string) => `scan-${tag}-${runId}-${++serial}`;
  // Sign-up e-mails are at most 40 characters.
  const uniqueEmail = (tag: string) => `${tag}-${runId}-${++serial}@example.com`;
  const passwords = new Map<string, string>();

  const signUp = async (routePath: string, tag: string) => {
    const body: Record<string, unknown> = {
      ...exampleOf(routes, 'POST', routePath),
      email: uniqueEmail(tag),
      // A guest SSP is listed under its trading name: a `scan` search finds it.
      trading_name: unique(tag),
    };
    const ext = await expectOk(
      api('POST', routePath, { json: body, from: nextAddress() }),
      `POST ${routePath}`,
    );
    const email = String(body.email);
    passwords.set(email, String(body.password));
    return { email, id: Number(ext.id) };
  };
  const signIn = async (email: string) => {
    const password = passwords.get(email) ?? '';
    const ext = await expectOk(
      api('POST', '/auth/login', { json: { email, password }, from: nextAddress() }),
      `POST /auth/login as ${email}`,
    );
    return String(ext.token);
  };

  const { email: advertiser } = await signUp('/register', 'advertiser');
  const { email: guest } = await signUp('/register_guest', 'guest');
  const { email: loginEmail } = await signUp('/register', 'login-target');
  const publisher = uniqueEmail('publisher');
  const created = await run(
    'node',
    ['--import', 'tsx', 'src/admin/cli.ts', 'create-user', '--email', publisher, '--role', 'publisher'],
    { cwd: path.join(ROOT, 'apps/server'), env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir } },
  );
  const password = /^password: (.+)$/m.exec(created.output)?.[1];
  if (created.code !== 0 || !password) throw new Error(`create-user failed:\n${created.output}`);
  passwords.set(publisher, password.trim());

  const emails: Record<Role, string> = { advertiser, 'guest-ssp': guest, publisher };
  const tokens = {
    advertiser: await signIn(advertiser),
    'guest-ssp': await signIn(guest),
    publisher: await signIn(publisher),
  };
  const token = tokens.advertiser;
  // Made on the advertiser's first read of its SSPs.
  const partnerCode = String(
    (await expectOk(api('GET', '/api/v1/ssp', { token }), 'GET /api/v1/ssp')).partner_code,
  );

  const makeGuestToken = async (guestToken: string) =>
    String(
      (
        await expectOk(
          api('POST', '/api/v1/guest_ssp/tokens', {
            token: guestToken,
            json: { partner_code: partnerCode, name: unique('token') },
          }),
          'POST guest token',
        )
      ).id,
    );
  const newGuest = async () => {
    const { email, id } = await signUp('/register_guest', 'guest');
    return { session: await signIn(email), id };
  };

  const campaignExample = exampleOf(routes, 'POST', '/api/v1/campaigns');
  const groupExample = exampleOf(routes, 'POST', '/api/v1/groups');
  const endpointExample = exampleOf(routes, 'POST', '/api/v1/ssp_endpoints');
  const siteExample = exampleOf(routes, 'POST', '/api/v1/pub/sites');
  const zoneExample = exampleOf(routes, 'POST', '/api/v1/pub/zones');
  const postbackExample = exampleOf(routes, 'POST', '/api/v1/postbacks');
  const pixelExample = exampleOf(routes, 'POST', '/api/v1/retargeting');
  const RULE_PATHS = {
    traffic_rule: '/api/v1/traffic_optimization_rules',
    bid_rule: '/api/v1/bid_optimization/rules',
  };
  const ruleExamples = {
    traffic_rule: exampleOf(routes, 'POST', RULE_PATHS.traffic_rule),
    bid_rule: exampleOf(routes, 'POST', RULE_PATHS.bid_rule),
  };
  const shared = {} as Record<ObjectKind | 'upload', string>;
  const newObject = async (kind: ObjectKind): Promise<string> => {
    switch (kind) {
      case 'group': {
        const json = { ...groupExample, name: unique('group') };
        return String((await expectOk(api('POST', '/api/v1/groups', { token, json }), 'POST group')).id);
      }
      case 'ssp': {
        // A guest that makes a token with the advertiser's code becomes one of its SSPs (its
        // SSP id is looked up in the database, a partner's is not); it gets an SSP API token,
        // so revoking it has one to revoke.
        const { session, id } = await newGuest();
        await makeGuestToken(session);
        const sspId = guestSspIdOf(id);
        await expectOk(api('POST', `/api/v1/ssp/${sspId}/token`, { token }), 'POST SSP token');
        return String(sspId);
      }
      case 'ssp_endpoint': {
        const json = { ...endpointExample, name: unique('endpoint') };
        return String(
          (await expectOk(api('POST', '/api/v1/ssp_endpoints', { token, json }), 'POST endpoint')).id,
        );
      }
      case 'guest_token':
        return makeGuestToken(tokens['guest-ssp']);
      case 'site': {
        const json = { ...siteExample, name: unique('site') };
        const site = await expectOk(
          api('POST', '/api/v1/pub/sites', { token: tokens.publisher, json }),
          'POST site',
        );
        return String(site.id);
      }
      case 'zone': {
        // In the shared site, which only reads use: no scan archives it with its zones.
        const json = { ...zoneExample, site_id: Number(shared.site), name: unique('zone') };
        const zone = await expectOk(
          api('POST', '/api/v1/pub/zones', { token: tokens.publisher, json }),
          'POST zone',
        );
        return String(zone.id);
      }
      case 'postback': {
        const json = { ...postbackExample, name: unique('postback') };
        return String(
          (await expectOk(api('POST', '/api/v1/postbacks', { token, json }), 'POST postback')).id,
        );
      }
      case 'retargeting': {
        // A site-visit pixel: the one kind with a public pixel URL.
        const json = { ...pixelExample, type_id: 4, name: unique('pixel') };
        return String((await expectOk(api('POST', '/api/v1/retargeting', { token, json }), 'POST pixel')).id);
      }
      case 'traffic_rule':
      case 'bid_rule': {
        const json = { ...ruleExamples[kind], name: unique('rule') };
        return String((await expectOk(api('POST', RULE_PATHS[kind], { token, json }), `POST ${kind}`)).id);
      }
      default: {
        const json = { ...campaignExample, name: unique('campaign') };
        const campaign = await expectOk(api('POST', '/api/v1/campaigns', { token, json }), 'POST campaign');
        if (kind === 'campaign') return String(campaign.id);
        const list = await expectOk(
          api('GET', `/api/v1/creatives?campaign_id=${campaign.id}`, { token }),
          'GET creatives',
        );
        const id = list.items?.[0]?.id;
        if (!id) throw new Error('The campaign example makes no creative: no creative id to scan with');
        return String(id);
      }
    }
  };

  const image = await expectOk(
    api('POST', '/api/v1/creatives/images', {
      token,
      raw: { type: 'image/png', data: Buffer.from(ONE_PIXEL_PNG, 'base64') },
    }),
    'POST image',
  );
  shared.campaign = await newObject('campaign');
  shared.group = await newObject('group');
  shared.creative = await newObject('creative');
  shared.upload = path.basename(String(image.url));
  // The SSP of the endpoint example, which every advertiser has: the endpoint list filtered by
  // it finds the shared endpoint. Routes that change an SSP get a guest SSP of their own.
  shared.ssp = String(endpointExample.ssp_id);
  shared.ssp_endpoint = await newObject('ssp_endpoint');
  shared.guest_token = await newObject('guest_token');
  shared.site = await newObject('site');
  shared.zone = await newObject('zone');
  shared.postback = await newObject('postback');
  shared.retargeting = await newObject('retargeting');
  shared.traffic_rule = await newObject('traffic_rule');
  shared.bid_rule = await newObject('bid_rule');
  const tracking = await trackingValues(api, token, shared, dataDir);
  const feedEndpoint = async (parserId: number) =>
    String(
      (
        await expectOk(
          api('POST', '/api/v1/ssp_endpoints', {
            token,
            json: { ...endpointExample, name: unique('feed'), parser_id: parserId, require_token: false },
          }),
          'POST feed endpoint',
        )
      ).id,
    );
  const feedEndpoints = {
    xml: await feedEndpoint(3),
    json: await feedEndpoint(4),
    push: await feedEndpoint(5),
  };
  const guestBid = String(
    (
      await expectOk(
        api('POST', '/api/v1/guest_ssp/tokens', {
          token: tokens['guest-ssp'],
          json: { partner_code: partnerCode, name: unique('bid') },
        }),
        'POST guest token to bid with',
      )
    ).token,
  );

  return {
    api,
    tokens,
    loginTarget: { email: loginEmail, password: passwords.get(loginEmail) ?? '' },
    freshToken: (role) => signIn(emails[role]),
    uniqueEmail,
    shared,
    tracking,
    feedEndpoints,
    guestBid,
    newObject,
    partnerCode,
    newGuestSession: async () => (await newGuest()).session,
  };
}

/** A click on the shared campaign through a link the operator command signs, and the tokens. */
async function trackingValues(
  api: Api,
  token: string,
  shared: Record<ObjectKind | 'upload', string>,
  dataDir: string,
): Promise<Fixtures['tracking']> {
  const goal = await expectOk(api('GET', `/api/v1/postbacks/${shared.postback}`, { token }), 'GET postback');
  const pixel = await expectOk(
    api('GET', `/api/v1/retargeting/${shared.retargeting}`, { token }),
    'GET pixel',
  );
  const made = await run(
    'node',
    ['--import', 'tsx', 'src/admin/cli.ts', 'click-link', '--campaign', shared.campaign],
    {
      cwd: path.join(ROOT, 'apps/server'),
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
    },
  );
  const link = /link: \S*\/track\/click\/(\S+)/.exec(made.output)?.[1];
  if (made.code !== 0 || !link) throw new Error(`click-link failed:\n${made.output}`);
  const click = await api('GET', `/track/click/${link}`);
  const clickId = click.location ? new URL(click.location).searchParams.get('click_id') : null;
  if (click.status !== 302 || !clickId) throw new Error(`the click link gave ${click.status}, no click id`);
  return {
    goal: new URL(String(goal.url)).searchParams.get('goal') ?? '',
    token: /\/track\/pixel\/([^/.]+)\.gif$/.exec(String(pixel.pixel_url))?.[1] ?? '',
    link,
    click_id: clickId,
    // A click link is a bid's signed token too (the bidder's notices read the same context).
    bid: link,
    zone_file: `${shared.zone}.js`,
    vast_file: `${shared.zone}.xml`,
  };
}
