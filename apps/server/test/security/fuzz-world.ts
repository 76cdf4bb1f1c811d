import { beforeAll } from 'vitest';
import { encodeClickLink } from '../../src/modules/tracking/click-link.ts';
import { loadSigner } from '../../src/modules/tracking/signing.ts';
import { createCampaign, popunder, publisherToken, uploadPng } from '../campaign-fixtures.ts';
import { call, signUpAndIn, type TestContext } from '../helpers.ts';
import { optimizationOf } from './authz-optimization.ts';
import { linkGuest, supplyOf } from './authz-supply.ts';
import { trackingOf } from './authz-tracking.ts';
import type { FuzzRoute } from './fuzz-routes.ts';

/** Sessions of every role and objects the advertiser owns, so fuzzed calls get past 401 and 404. */
export interface FuzzWorld {
  tokens: { advertiser: string; 'guest-ssp': string; publisher: string; throwaway: string };
  /** A real value for each path parameter of the app's routes. */
  params: Record<string, string>;
}

export function useFuzzWorld(ctx: TestContext): FuzzWorld {
  const world = {} as FuzzWorld;
  beforeAll(async () => {
    const [owner, guest, throwaway, publisher] = await Promise.all([
      signUpAndIn(ctx.app),
      signUpAndIn(ctx.app, 'guest'),
      signUpAndIn(ctx.app),
      publisherToken(ctx),
    ]);
    const token = owner.token;
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'Fuzz' },
    });
    const groupId = (group.body.ext as { id: number }).id;
    const campaign = await createCampaign(ctx.app, token, popunder({ group_id: groupId }));
    const image = await uploadPng(ctx.app, token, 300, 250);
    world.tokens = { advertiser: token, 'guest-ssp': guest.token, publisher, throwaway: throwaway.token };
    const supply = await supplyOf(ctx, 'advertiser', token, 'fuzz');
    const inventory = await supplyOf(ctx, 'publisher', publisher, 'fuzz');
    const guestSide = { id: Number(guest.user.id), token: guest.token, tokenId: 0, markers: [] };
    await linkGuest(ctx, { supply }, guestSide);
    const tracking = await trackingOf(ctx, 'advertiser', token, 'fuzz');
    const optimization = await optimizationOf(ctx, 'advertiser', token, 'fuzz', {
      id: Number(owner.user.id),
      campaign: campaign.id,
    });
    world.params = {
      campaign_id: String(campaign.id),
      group_id: String(groupId),
      creative_id: String(campaign.creatives[0]?.id),
      ssp_id: '1',
      // A publisher's zone id is also a zone id a traffic-optimizer call takes.
      zone_id: String(inventory.pubZone),
      site_id: String(inventory.pubSite),
      ssp_endpoint_id: String(supply.sspEndpoint),
      status_id: '2',
      token_id: String(guestSide.tokenId),
      postback_id: String(tracking.postback),
      retargeting_id: String(tracking.pixel),
      // A traffic rule: the bid rules' routes then answer 404 past the checks of their input.
      rule_id: String(optimization.trafficRule),
      action_id: String(optimization.action),
      round_id: String(optimization.round),
      role: 'advertiser',
      file: image.slice('/uploads/'.length),
      // The bidder's: an SSP endpoint, a zone for the link route, and a real bid's signed token.
      endpoint_id: String(supply.sspEndpoint),
      zone_file: `${inventory.pubZone}.js`,
      vast_file: `${inventory.pubZone}.xml`,
      bid: encodeClickLink(await loadSigner(ctx.database.db), {
        advertiserId: Number(owner.user.id),
        campaignId: campaign.id,
        servedAt: Math.floor(Date.now() / 1000),
        bidId: 'fuzz',
      }),
    };
  }, 60_000);
  return world;
}

/** The session a route declares; logging out gets its own, so it cannot end the others. */
export function tokenFor(route: FuzzRoute, world: FuzzWorld): string | undefined {
  if (route.access === 'public') return undefined;
  if (route.url === '/auth/logout') return world.tokens.throwaway;
  const role = route.access === 'any' ? 'advertiser' : route.access[0];
  const token = world.tokens[role as keyof FuzzWorld['tokens']];
  if (!token) throw new Error(`no session for the role ${role} of ${route.method} ${route.url}`);
  return token;
}
