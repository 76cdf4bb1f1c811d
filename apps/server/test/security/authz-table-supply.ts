import type { Role } from '@panel/contract';
import { type Entry, own, type Probe } from './authz-entry.ts';
import type { Tenant } from './authz-tenants.ts';

const ADV = ['advertiser'] as const;
const PUB = ['publisher'] as const;
const GUEST = ['guest-ssp'] as const;

/** A call naming the owner's row in its path: 404, as a row that does not exist. */
const rowOf = (access: readonly Role[], ...more: Probe[]): Entry => ({ access, probes: [{}, ...more] });
/** A list of the caller's own: the owner's row is not in it. */
const listOf = (access: readonly Role[], id: (t: Tenant) => number): Entry =>
  own(access, 200, {
    leaked: (ext: { items: { id: number }[] }, t) => ext.items.filter((i) => i.id === id(t)),
  });
/** The owner's zone of its publisher site (zone_id alone names a traffic-optimizer zone). */
const pubZone: Probe['params'] = (t) => ({ zone_id: t.supply.pubZone });
/** The guest SSP that sends the owner traffic: no SSP of the stranger's. */
const guestSsp: Probe['params'] = (t) => ({ ssp_id: t.supply.guestSsp });

/**
 * The supply calls. An advertiser's settings for a partner SSP are its own (the same ssp_id is
 * every advertiser's): a stranger's PUT there is a 200 on its own row and leaves the owner's alone;
 * the owner's guest SSP is no SSP of the stranger's, so a 404.
 */
export const SUPPLY_ENTRIES: [string, Entry][] = [
  [
    'GET /api/v1/ssp',
    own(ADV, 200, {
      leaked: (ext: { items: { id: number }[]; partner_code: string }, t) => [
        ...ext.items.filter((i) => i.id === t.supply.guestSsp),
        ...[ext.partner_code].filter((c) => c === t.supply.partnerCode),
      ],
    }),
  ],
  ['PUT /api/v1/ssp/:ssp_id', { access: ADV, probes: [{ params: guestSsp }, { status: 200 }] }],
  ['POST /api/v1/ssp/:ssp_id/token', { access: ADV, probes: [{ params: guestSsp }] }],
  // Partner 1's token is the stranger's own to revoke; the owner's stays.
  ['DELETE /api/v1/ssp/:ssp_id/token', { access: ADV, probes: [{ params: guestSsp }, { status: 200 }] }],

  ['GET /api/v1/ssp_endpoints', listOf(ADV, (t) => t.supply.sspEndpoint)],
  [
    'POST /api/v1/ssp_endpoints',
    {
      access: ADV,
      probes: [
        { status: 201 },
        { body: (ex, t) => ({ ...ex, ssp_id: t.supply.guestSsp }), status: 400, field: 'ssp_id' },
      ],
    },
  ],
  ['GET /api/v1/ssp_endpoints/:ssp_endpoint_id', rowOf(ADV)],
  ['PUT /api/v1/ssp_endpoints/:ssp_endpoint_id', rowOf(ADV)],
  ['POST /api/v1/ssp_endpoints/:ssp_endpoint_id/clone', rowOf(ADV)],
  ['PUT /api/v1/ssp_endpoints/:ssp_endpoint_id/status/:status_id', rowOf(ADV)],

  ['GET /api/v1/pub/sites', listOf(PUB, (t) => t.supply.pubSite)],
  ['POST /api/v1/pub/sites', own(PUB, 201)],
  ['GET /api/v1/pub/sites/:site_id', rowOf(PUB)],
  ['PUT /api/v1/pub/sites/:site_id', rowOf(PUB)],
  ...['start', 'stop', 'archive'].map((a): [string, Entry] => [
    `PUT /api/v1/pub/sites/:site_id/status/${a}`,
    rowOf(PUB),
  ]),
  ['GET /api/v1/pub/zones', listOf(PUB, (t) => t.supply.pubZone)],
  [
    'POST /api/v1/pub/zones',
    {
      access: PUB,
      probes: [{ body: (ex, t) => ({ ...ex, site_id: t.supply.pubSite }), status: 400, field: 'site_id' }],
    },
  ],
  ['GET /api/v1/pub/zones/:zone_id', rowOf(PUB, { params: pubZone })],
  ['PUT /api/v1/pub/zones/:zone_id', { access: PUB, probes: [{ params: pubZone }] }],
  ...['start', 'stop', 'archive'].map((a): [string, Entry] => [
    `PUT /api/v1/pub/zones/:zone_id/status/${a}`,
    { access: PUB, probes: [{ params: pubZone }] },
  ]),
  ['GET /api/v1/pub/dsp', own(PUB)],
  ['GET /api/v1/pub/dsp_endpoints', own(PUB)],
  // The test server has no PUBLISHER_URL: nothing to hand off (409), for the owner as for anyone.
  ['POST /auth/handoff', own(PUB, 409)],

  ...['tokens', 'token'].flatMap((c): [string, Entry][] => [
    [`GET /api/v1/guest_ssp/${c}`, listOf(GUEST, (t) => t.tokenId)],
    // The owner's advertiser's code in the stranger's hands makes the stranger a token of its own.
    [
      `POST /api/v1/guest_ssp/${c}`,
      {
        access: GUEST,
        probes: [
          { body: (ex) => ({ ...ex, partner_code: '0000-0000-0000' }), status: 400, field: 'partner_code' },
        ],
      },
    ],
  ]),
  ['GET /api/v1/guest_ssp/tokens/:token_id', rowOf(GUEST)],
  ['PUT /api/v1/guest_ssp/tokens/:token_id', rowOf(GUEST)],
  ['DELETE /api/v1/guest_ssp/tokens/:token_id', rowOf(GUEST)],
];
