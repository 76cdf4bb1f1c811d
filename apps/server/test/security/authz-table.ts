import type { Role } from '@panel/contract';
import { type Entry, own, type Probe } from './authz-entry.ts';
import { OWN_TOKEN_ROUTES, PUBLIC_ROUTES } from './authz-public.ts';
import { OPTIMIZATION_ENTRIES } from './authz-table-optimization.ts';
import { SUPPLY_ENTRIES } from './authz-table-supply.ts';
import { TRACKING_ENTRIES } from './authz-table-tracking.ts';
import type { Tenant } from './authz-tenants.ts';

export type { Entry, Probe } from './authz-entry.ts';

const ADV = ['advertiser'] as const;
/** Statistics read from yesterday to today (UTC), around the owners' traffic of two hours ago. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `from=${day(-1)}&to=${day(0)}`;

/** A call naming the owner's rows in its path: 404, as a row that does not exist. */
const row = (...more: Probe[]): Entry => ({ access: ADV, probes: [{}, ...more] });
/** A report, asked once as is and once per filter naming the owner's ids. */
const listed = (access: readonly Role[], ...filters: ((t: Tenant) => string)[]): Entry => ({
  access,
  probes: [
    { status: 200, query: () => RANGE },
    ...filters.map((filter): Probe => ({ status: 200, query: (t) => `${RANGE}&${filter(t)}` })),
  ],
});
/** An advertiser's list filtered by the owner's ids: nothing, whatever the stranger owns itself. */
const filtered = (...queries: ((t: Tenant) => string)[]): Entry => ({
  access: ADV,
  probes: queries.map((query) => ({ status: 200, query })),
});
const ALL_STATES = 'status=draft,active,paused,archived';
const statsAdv = listed(
  ADV,
  (t) => `campaign=${t.campaign}`,
  (t) => `creative=${t.creative}`,
);
/** A report with no filter of an owned id: scoping alone keeps the owner's figures out. */
const plain = (access: readonly Role[]): Entry => ({ access, probes: [{ status: 200, query: () => RANGE }] });

const ENTRIES: [string, Entry][] = [
  ...PUBLIC_ROUTES.map(([key, why]): [string, Entry] => [key, { public: why }]),
  ...OWN_TOKEN_ROUTES.map(([key, why]): [string, Entry] => [key, { public: why, ownToken: true }]),

  ['POST /auth/logout', own('any', 200, { spare: true })],
  ['POST /auth/user', own('any')],
  ['GET /api/v1/products', own('any')],
  ['GET /api/v1/profile/info', own('any')],
  ['PUT /api/v1/profile/info', own('any')],

  [
    'GET /api/v1/groups',
    own(ADV, 200, {
      leaked: (ext: { items: { id: number }[] }, t) => ext.items.filter((g) => g.id === t.group),
    }),
  ],
  // Names are unique per advertiser: a 409 on another's name would tell that it exists.
  [
    'POST /api/v1/groups',
    {
      access: ADV,
      probes: [{ status: 201 }, { body: (ex, t) => ({ ...ex, name: t.names.group }), status: 201 }],
    },
  ],
  ['GET /api/v1/groups/:group_id', row()],
  ['PUT /api/v1/groups/:group_id', row()],
  ['DELETE /api/v1/groups/:group_id', row()],

  [
    'GET /api/v1/campaigns',
    filtered(
      (t) => `${ALL_STATES}&group_id=${t.group}`,
      (t) => `${ALL_STATES}&search=${encodeURIComponent(t.names.campaign)}`,
    ),
  ],
  [
    'POST /api/v1/campaigns',
    {
      access: ADV,
      probes: [
        { status: 201 },
        { body: (ex, t) => ({ ...ex, group_id: t.group }), status: 400, field: 'group_id' },
      ],
    },
  ],
  ['GET /api/v1/campaigns/:campaign_id', row()],
  [
    'PUT /api/v1/campaigns/:campaign_id',
    row(
      {
        params: (_, m) => ({ campaign_id: m.campaign }),
        body: (ex, t) => ({ ...ex, group_id: t.group }),
        status: 400,
        field: 'group_id',
      },
      {
        params: (_, m) => ({ campaign_id: m.campaign }),
        body: (ex, t) => ({ ...ex, creatives: [{ id: t.creative, type: 'popunder', name: 'Taken' }] }),
        status: 400,
        field: 'creatives.0.id',
      },
    ),
  ],
  ...['start', 'stop', 'archive', 'dearchive'].map((a): [string, Entry] => [
    `PUT /api/v1/campaigns/:campaign_id/status/${a}`,
    row(),
  ]),
  [
    'PUT /api/v1/campaigns/status',
    {
      access: ADV,
      probes: [
        {
          body: (ex, t) => ({ ...ex, ids: [t.campaign] }),
          status: 200,
          leaked: (ext: { results: { result: string }[] }) =>
            ext.results.filter((r) => r.result !== 'not_found'),
        },
      ],
    },
  ],
  ['POST /api/v1/campaigns/:campaign_id/clone', row()],
  [
    // The owner's SSP (1) had popunder requests: the stranger's estimate must count none of them
    // (an SSP list leaves out the platform's zones, which every advertiser reaches).
    'POST /api/v1/campaigns/reach_estimate',
    own(ADV, 200, {
      body: () => ({ ad_format: 'popunder', targeting: { ssps: { mode: 'include', values: [1] } } }),
      leaked: (ext: { requests_per_day: number }) => (ext.requests_per_day > 0 ? [ext] : []),
    }),
  ],
  ['GET /api/v1/campaigns/:campaign_id/delivery', row()],
  ...['countries', 'sites', 'zones'].flatMap((d) =>
    ['include', 'exclude'].map((m): [string, Entry] => [
      `PUT /api/v1/campaigns/:campaign_id/${d}/${m}`,
      row(),
    ]),
  ),
  ...['country', 'site', 'zone'].flatMap((d) =>
    ['PUT', 'DELETE'].map((m): [string, Entry] => [`${m} /api/v1/campaigns/:campaign_id/bid_by_${d}`, row()]),
  ),
  [
    'PUT /api/v1/campaigns/:campaign_id/group/:group_id/link',
    row(
      { params: (t, m) => ({ campaign_id: t.campaign, group_id: m.group }) },
      { params: (t, m) => ({ campaign_id: m.campaign, group_id: t.group }), field: 'group_id' },
    ),
  ],
  ['PUT /api/v1/campaigns/:campaign_id/ssp/:ssp_id/zone/:zone_id/traffic_optimizer/protect', row()],
  ['PUT /api/v1/campaigns/:campaign_id/ssp/:ssp_id/zone/:zone_id/traffic_optimizer/unprotect', row()],
  ['PUT /api/v1/campaigns/:campaign_id/traffic_optimizer/reset', row()],

  ['GET /api/v1/creatives', filtered((t) => `campaign_id=${t.campaign}`)],
  ['GET /api/v1/creatives/:creative_id', row()],
  ...['start', 'stop', 'reject'].map((a): [string, Entry] => [
    `PUT /api/v1/creatives/:creative_id/status/${a}`,
    row(),
  ]),
  ['GET /resources/creatives', filtered((t) => `campaign_id=${t.campaign}`)],
  // The same bytes as the owner's image are the same image (content-addressed): the row stays the owner's.
  ['POST /api/v1/creatives/images', own(ADV, 201, { body: (_, t) => t.image?.bytes ?? Buffer.alloc(0) })],

  ['GET /api/v1/statistics/advertiser', statsAdv],
  ['GET /api/v1/statistics/costs', statsAdv],
  ['GET /api/v1/statistics/requests/ad_formats', statsAdv],
  ['GET /api/v1/statistics/requests/countries', statsAdv],
  ['GET /api/v1/statistics/bid_floors', plain(ADV)],
  ['GET /api/v1/statistics/qps', plain(ADV)],
  ['GET /api/v1/dashboard', plain(ADV)],
  ['GET /api/v1/statistics/publisher', listed(['publisher'], (t) => `site=${t.site}`)],
  ['GET /api/v1/guest_ssp/statistics/advertiser', listed(['guest-ssp'], (t) => `token=${t.tokenId}`)],
  ...SUPPLY_ENTRIES,
  ...TRACKING_ENTRIES,
  ...OPTIMIZATION_ENTRIES,
];

/** Every route the app serves, by Fastify method and url. A route missing here fails the suite. */
export const MATRIX: Record<string, Entry> = Object.fromEntries(ENTRIES);
