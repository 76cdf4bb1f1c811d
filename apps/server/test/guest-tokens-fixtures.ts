import { randomInt, randomUUID } from 'node:crypto';
import { PARTNER_CODE_ALPHABET } from '@panel/contract';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { partnerCodes } from '../src/db/supply-schema.ts';
import { call, signInAs, type TestContext } from './helpers.ts';

export interface Advertiser {
  token: string;
  id: number;
  email: string;
  /** Its public name, unique to this test. */
  name: string;
  code: string;
}

async function idOf(ctx: TestContext, token: string): Promise<number> {
  return ((await call(ctx.app, { method: 'POST', url: '/auth/user', token })).body.ext as { id: number }).id;
}

const randomCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => PARTNER_CODE_ALPHABET[randomInt(PARTNER_CODE_ALPHABET.length)]).join(''),
  ).join('-');

/**
 * An advertiser with a trading name of its own and a partner code: the one its SSP page shows
 * (GET /api/v1/ssp makes it on first read) where that call exists, else a row written here.
 */
export async function advertiserWithCode(ctx: TestContext): Promise<Advertiser> {
  const session = await signInAs(ctx, 'advertiser');
  const id = await idOf(ctx, session.token);
  const name = `Adv ${randomUUID().slice(0, 8)}`;
  await ctx.database.db.update(users).set({ tradingName: name }).where(eq(users.id, id));
  const page = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp', token: session.token });
  const shown = (page.body.ext as { partner_code?: unknown } | undefined)?.partner_code;
  if (page.status === 200 && typeof shown === 'string') return { ...session, id, name, code: shown };
  const code = randomCode();
  await ctx.database.db.insert(partnerCodes).values({ advertiserId: id, code });
  return { token: session.token, email: session.email, id, name, code };
}

export async function guest(ctx: TestContext) {
  const session = await signInAs(ctx, 'guest-ssp');
  return { token: session.token, id: await idOf(ctx, session.token) };
}

type Json = Record<string, unknown>;

export async function makeToken(
  ctx: TestContext,
  guestToken: string,
  code: string,
  name = `Feed ${randomUUID().slice(0, 6)}`,
) {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/guest_ssp/tokens',
    token: guestToken,
    payload: { partner_code: code, name },
  });
  if (res.status !== 201) throw new Error(`token not made: ${JSON.stringify(res.body)}`);
  return res.body.ext as Json & { id: number; token: string; name: string; prefix: string };
}

export const tokensUrl = '/api/v1/guest_ssp/tokens';
