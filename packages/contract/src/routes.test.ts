import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles.ts';
import { canOpen, HOME_BY_ROLE, MENU, menuFor, PATHS, ROUTES, SPEC_ROUTE_COUNT } from './routes.ts';

const ALL: Role[] = ['advertiser', 'publisher', 'guest-ssp'];
const ADV: Role[] = ['advertiser'];

/** Spec section 2, route table, row for row. `crumb` is the i18n key of the crumb column. */
const SPEC_ROUTES: { path: string; crumb: string; roles: Role[]; publicOnly?: true }[] = [
  { path: '/registration', crumb: 'crumbs.registration', roles: ALL, publicOnly: true },
  { path: '/login', crumb: 'crumbs.login', roles: ALL, publicOnly: true },
  { path: '/profile/', crumb: 'crumbs.profile', roles: ALL },
  { path: '/adv/dashboard/', crumb: 'crumbs.dashboard', roles: ADV },
  { path: '/adv/campaigns/list/', crumb: 'crumbs.campaignList', roles: ADV },
  { path: '/adv/campaigns/create/', crumb: 'crumbs.campaignCreate', roles: ADV },
  { path: '/adv/campaigns/edit/:id/', crumb: 'crumbs.campaignEdit', roles: ADV },
  { path: '/adv/campaigns/tracking/', crumb: 'crumbs.tracking', roles: ADV },
  { path: '/adv/campaigns/traffic-optimization/', crumb: 'crumbs.trafficOptimization', roles: ADV },
  { path: '/adv/campaigns/bid-optimization/', crumb: 'crumbs.bidOptimization', roles: ADV },
  { path: '/adv/ssp/ssp-endpoints/', crumb: 'crumbs.sspEndpoints', roles: ADV },
  { path: '/adv/statistics/', crumb: 'crumbs.statistics', roles: ADV },
  { path: '/adv/statistics/bid-floors/', crumb: 'crumbs.bidFloors', roles: ADV },
  { path: '/pub/redirect/', crumb: 'crumbs.redirect', roles: ['publisher'] },
  { path: '/guest-ssp/tokens/', crumb: 'crumbs.tokens', roles: ['guest-ssp'] },
  { path: '/guest/statistics/', crumb: 'crumbs.statistics', roles: ['guest-ssp'] },
];

describe('route table (spec section 2)', () => {
  it('has the spec rows in order', () => {
    expect(ROUTES.slice(0, SPEC_ROUTE_COUNT).map((r) => r.path)).toEqual(SPEC_ROUTES.map((r) => r.path));
    expect(
      ROUTES.slice(SPEC_ROUTE_COUNT).every(
        (r) => r.path.startsWith('/pub/') && r.roles.join() === 'publisher',
      ),
    ).toBe(true);
  });

  it.each(SPEC_ROUTES.map((row, index) => ({ ...row, index })))(
    '$path: crumb $crumb, roles $roles',
    ({ index, path, crumb, roles, publicOnly }) => {
      const route = ROUTES[index];
      const actual = route && {
        path: route.path,
        pathOfId: PATHS[route.id],
        crumb: route.crumb,
        roles: [...route.roles].sort(),
        publicOnly: route.publicOnly ?? false,
      };
      expect(actual).toEqual({
        path,
        pathOfId: path,
        crumb,
        roles: [...roles].sort(),
        publicOnly: publicOnly ?? false,
      });
    },
  );

  it('PATHS and route ids are one-to-one', () => {
    expect(ROUTES.map((r) => r.id).sort()).toEqual(Object.keys(PATHS).sort());
  });

  it.each([
    ['advertiser', '/adv/dashboard/'],
    ['publisher', '/pub/redirect/'],
    ['guest-ssp', '/guest-ssp/tokens/'],
  ] as const)('home page of %s is %s, a page it can open', (role, path) => {
    expect(HOME_BY_ROLE[role]).toBe(path);
    const route = ROUTES.find((r) => r.path === path);
    expect(route && canOpen(route, role)).toBe(true);
  });
});

describe('canOpen', () => {
  const cases = SPEC_ROUTES.flatMap((row) =>
    [...ROLES, null].map((role) => ({
      path: row.path,
      role,
      expected: row.publicOnly === true || (role !== null && row.roles.includes(role)),
    })),
  );
  it.each(cases)('$role on $path -> $expected', ({ path, role, expected }) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route && canOpen(route, role)).toBe(expected);
  });
});

describe('side menu (spec section 2)', () => {
  it('advertiser gets the eight advertiser entries in order', () => {
    expect(menuFor('advertiser', 'advertiser').map((m) => [m.route, m.label])).toEqual([
      ['advDashboard', 'menu.dashboard'],
      ['campaignList', 'menu.campaignList'],
      ['tracking', 'menu.tracking'],
      ['trafficOptimization', 'menu.trafficOptimization'],
      ['bidOptimization', 'menu.bidOptimization'],
      ['sspEndpoints', 'menu.sspEndpoints'],
      ['statistics', 'menu.statistics'],
      ['bidFloors', 'menu.bidFloors'],
    ]);
  });

  it('guest-ssp gets Tokens and the guest Statistics', () => {
    expect(menuFor('guest-ssp', 'guest-ssp').map((m) => [m.route, m.label])).toEqual([
      ['guestTokens', 'menu.tokens'],
      ['guestStatistics', 'menu.guestStatistics'],
    ]);
  });

  it('publisher gets the entries of its own area (the spec keeps it on another host)', () => {
    expect(menuFor('publisher', 'publisher').map((m) => m.route)).toEqual([
      'pubSites',
      'pubZones',
      'pubDspEndpoints',
      'pubStatistics',
    ]);
  });

  it.each([
    ['advertiser', 'guest-ssp'],
    ['guest-ssp', 'advertiser'],
    ['advertiser', 'ad-network'],
  ] as const)('role %s with account type %s gets no entries', (role, accountType) => {
    expect(menuFor(role, accountType)).toEqual([]);
  });

  it.each(MENU.map((m) => ({ ...m })))(
    '$route entry points at a route its roles can open',
    ({ route, roles }) => {
      const spec = ROUTES.find((r) => r.id === route);
      expect(spec).toBeDefined();
      for (const role of roles) expect(spec && canOpen(spec, role)).toBe(true);
    },
  );
});
