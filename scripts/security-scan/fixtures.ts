import path from 'node:path';
import type { Role } from '@panel/contract';
import { type Api, expectOk, nextAddress } from './api.ts';
import type { Route } from './openapi.ts';
import { run } from './proc.ts';
import { ROOT } from './server.ts';

export type ObjectKind = 'campaign' | 'group' | 'creative';

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
    };
    await expectOk(api('POST', routePath, { json: body, from: nextAddress() }), `POST ${routePath}`);
    const email = String(body.email);
    passwords.set(email, String(body.password));
    return email;
  };
  const signIn = async (email: string) => {
    const password = passwords.get(email) ?? '';
    const ext = await expectOk(
      api('POST', '/auth/login', { json: { email, password }, from: nextAddress() }),
      `POST /auth/login as ${email}`,
    );
    return String(ext.token);
  };

  const advertiser = await signUp('/register', 'advertiser');
  const guest = await signUp('/register_guest', 'guest');
  const loginEmail = await signUp('/register', 'login-target');
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

  const campaignExample = exampleOf(routes, 'POST', '/api/v1/campaigns');
  const groupExample = exampleOf(routes, 'POST', '/api/v1/groups');
  const newObject = async (kind: ObjectKind): Promise<string> => {
    if (kind === 'group') {
      const json = { ...groupExample, name: unique('group') };
      return String((await expectOk(api('POST', '/api/v1/groups', { token, json }), 'POST group')).id);
    }
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
  };

  const image = await expectOk(
    api('POST', '/api/v1/creatives/images', {
      token,
      raw: { type: 'image/png', data: Buffer.from(ONE_PIXEL_PNG, 'base64') },
    }),
    'POST image',
  );
  const shared = {
    campaign: await newObject('campaign'),
    group: await newObject('group'),
    creative: await newObject('creative'),
    upload: path.basename(String(image.url)),
  };

  return {
    api,
    tokens,
    loginTarget: { email: loginEmail, password: passwords.get(loginEmail) ?? '' },
    freshToken: (role) => signIn(emails[role]),
    uniqueEmail,
    shared,
    newObject,
  };
}
