import { guestSspIdOf, type SspEndpoint } from '@panel/contract';
import { expect } from 'vitest';
import { guestSspTokens } from '../src/db/supply-schema.ts';
import { hashToken, newToken } from '../src/lib/secrets.ts';
import { call, signInAs, type TestContext } from './helpers.ts';

export const endpointBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Adverta pops',
  ssp_id: 1,
  parser_id: 1,
  ad_formats: ['popunder'],
  countries: ['DE'],
  qps_limit: 1000,
  bid_floor: 0.25,
  ...overrides,
});

export async function createEndpoint(
  ctx: TestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<SspEndpoint> {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/ssp_endpoints',
    token,
    payload: endpointBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ext as unknown as SspEndpoint;
}

export async function getEndpoint(ctx: TestContext, token: string, id: number) {
  return call(ctx.app, { method: 'GET', url: `/api/v1/ssp_endpoints/${id}`, token });
}

/**
 * A guest SSP sending `advertiserId` traffic. The token row is written directly: the guest
 * token calls are another module's, and these tests are about what the advertiser sees.
 */
export async function guestSendingTo(
  ctx: TestContext,
  advertiserId: number,
  status: 'active' | 'revoked' = 'active',
) {
  const guest = await signInAs(ctx, 'guest-ssp');
  const guestId = Number(guest.user.id);
  const secret = newToken();
  await ctx.database.db.insert(guestSspTokens).values({
    guestId,
    advertiserId,
    name: 'Main',
    tokenHash: status === 'revoked' ? null : hashToken(secret),
    tokenPrefix: secret.slice(0, 8),
    status,
  });
  return { ...guest, sspId: guestSspIdOf(guestId), secret };
}
