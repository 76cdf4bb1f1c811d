import { guestSspIdOf, type Role } from '@panel/contract';
import { call, type TestContext } from '../helpers.ts';

/** What a tenant owns on the supply side; 0 and '' where its role owns no such thing. */
export interface Supply {
  sspEndpoint: number;
  /** The advertiser's partner code, which only it and the guests it gives it to may know. */
  partnerCode: string;
  /** The SSP id of the guest SSP that sends this advertiser traffic (owners only). */
  guestSsp: number;
  pubSite: number;
  pubZone: number;
  names: string[];
}

async function made(ctx: TestContext, options: Parameters<typeof call>[1], status = 201) {
  const res = await call(ctx.app, options);
  if (res.status !== status) throw new Error(`${options.url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.ext as { id: number; partner_code?: string };
}

/** An endpoint and an SSP token for an advertiser, a site with a zone for a publisher, made through the API. */
export async function supplyOf(ctx: TestContext, role: Role, token: string, tag: string): Promise<Supply> {
  const none: Supply = { sspEndpoint: 0, partnerCode: '', guestSsp: 0, pubSite: 0, pubZone: 0, names: [] };
  if (role === 'advertiser') {
    const name = `Endpoint ${tag}`;
    const payload = {
      name,
      ssp_id: 1,
      parser_id: 1,
      ad_formats: ['popunder'],
      countries: [],
      qps_limit: 100,
      bid_floor: 0.1,
    };
    const endpoint = await made(ctx, { method: 'POST', url: '/api/v1/ssp_endpoints', token, payload });
    await made(ctx, { method: 'POST', url: '/api/v1/ssp/1/token', token });
    const ssps = await made(ctx, { method: 'GET', url: '/api/v1/ssp', token }, 200);
    const partnerCode = ssps.partner_code ?? '';
    return { ...none, sspEndpoint: endpoint.id, partnerCode, names: [name, partnerCode] };
  }
  if (role === 'publisher') {
    const [siteName, zoneName] = [`Site ${tag}`, `Zone ${tag}`];
    const site = await made(ctx, {
      method: 'POST',
      url: '/api/v1/pub/sites',
      token,
      payload: { name: siteName, url: `https://s${tag}.example.com` },
    });
    const zone = await made(ctx, {
      method: 'POST',
      url: '/api/v1/pub/zones',
      token,
      payload: { site_id: site.id, name: zoneName, ad_format: 'popunder' },
    });
    return {
      ...none,
      pubSite: site.id,
      pubZone: zone.id,
      names: [siteName, zoneName, `s${tag}.example.com`],
    };
  }
  return none;
}

/**
 * The guest owner makes a token for the advertiser owner with its partner code: the advertiser
 * then has a guest SSP, the guest a token, and each owns something the strangers must not reach.
 */
export async function linkGuest(
  ctx: TestContext,
  advertiser: { supply: Supply },
  guest: { id: number; token: string; tokenId: number; markers: string[] },
) {
  const name = `Token ${guest.id}-${advertiser.supply.sspEndpoint}`;
  const token = await made(ctx, {
    method: 'POST',
    url: '/api/v1/guest_ssp/tokens',
    token: guest.token,
    payload: { partner_code: advertiser.supply.partnerCode, name },
  });
  guest.tokenId = token.id;
  guest.markers.push(name);
  advertiser.supply.guestSsp = guestSspIdOf(guest.id);
}

/** The supply reads a tenant's snapshot adds: what the owner sees of its own supply. */
export function supplyReads(role: Role, s: Supply, tokenId: number): string[] {
  if (role === 'advertiser')
    return ['/api/v1/ssp', '/api/v1/ssp_endpoints', `/api/v1/ssp_endpoints/${s.sspEndpoint}`];
  if (role === 'publisher')
    return [
      '/api/v1/pub/sites',
      '/api/v1/pub/zones',
      `/api/v1/pub/sites/${s.pubSite}`,
      `/api/v1/pub/zones/${s.pubZone}`,
    ];
  return ['/api/v1/guest_ssp/tokens', `/api/v1/guest_ssp/tokens/${tokenId}`];
}
