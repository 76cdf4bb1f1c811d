import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
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

/** An advertiser with a trading name of its own and the partner code its SSP page shows (made on first read). */
export async function advertiserWithCode(ctx: TestContext): Promise<Advertiser> {
  const session = await signInAs(ctx, 'advertiser');
  const id = await idOf(ctx, session.token);
  const name = `Adv ${randomUUID().slice(0, 8)}`;
  await ctx.database.db.update(users).set({ tradingName: name }).where(eq(users.id, id));
  const page = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp', token: session.token });
  const code = (page.body.ext as { partner_code?: unknown } | undefined)?.partner_code;
  if (page.status !== 200 || typeof code !== 'string')
    throw new Error(`no partner code: ${JSON.stringify(page.body)}`);
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
