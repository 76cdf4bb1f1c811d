import type { Role } from './roles.ts';

/**
 * The route table of spec section 2, declared once. The web router, its guards, the crumbs
 * and the side menu read it; tests check it against the spec. `crumb` and menu `label`
 * are i18n keys.
 */
export const PATHS = {
  registration: '/registration',
  login: '/login',
  profile: '/profile/',
  advDashboard: '/adv/dashboard/',
  campaignList: '/adv/campaigns/list/',
  campaignCreate: '/adv/campaigns/create/',
  campaignEdit: '/adv/campaigns/edit/:id/',
  tracking: '/adv/campaigns/tracking/',
  trafficOptimization: '/adv/campaigns/traffic-optimization/',
  bidOptimization: '/adv/campaigns/bid-optimization/',
  sspEndpoints: '/adv/ssp/ssp-endpoints/',
  statistics: '/adv/statistics/',
  bidFloors: '/adv/statistics/bid-floors/',
  pubRedirect: '/pub/redirect/',
  guestTokens: '/guest-ssp/tokens/',
  guestStatistics: '/guest/statistics/',
  pubSites: '/pub/sites/',
  pubZones: '/pub/zones/',
  pubDspEndpoints: '/pub/dsp-endpoints/',
  pubStatistics: '/pub/statistics/',
} as const;
export type RouteId = keyof typeof PATHS;

export interface RouteSpec {
  id: RouteId;
  path: string;
  crumb: string;
  roles: readonly Role[];
  /** Shown only to visitors who are not signed in. */
  publicOnly?: boolean;
}

const ALL: readonly Role[] = ['advertiser', 'publisher', 'guest-ssp'];
const ADV: readonly Role[] = ['advertiser'];
const PUB: readonly Role[] = ['publisher'];

export const ROUTES: readonly RouteSpec[] = [
  {
    id: 'registration',
    path: PATHS.registration,
    crumb: 'crumbs.registration',
    roles: ALL,
    publicOnly: true,
  },
  { id: 'login', path: PATHS.login, crumb: 'crumbs.login', roles: ALL, publicOnly: true },
  { id: 'profile', path: PATHS.profile, crumb: 'crumbs.profile', roles: ALL },
  { id: 'advDashboard', path: PATHS.advDashboard, crumb: 'crumbs.dashboard', roles: ADV },
  { id: 'campaignList', path: PATHS.campaignList, crumb: 'crumbs.campaignList', roles: ADV },
  { id: 'campaignCreate', path: PATHS.campaignCreate, crumb: 'crumbs.campaignCreate', roles: ADV },
  { id: 'campaignEdit', path: PATHS.campaignEdit, crumb: 'crumbs.campaignEdit', roles: ADV },
  { id: 'tracking', path: PATHS.tracking, crumb: 'crumbs.tracking', roles: ADV },
  {
    id: 'trafficOptimization',
    path: PATHS.trafficOptimization,
    crumb: 'crumbs.trafficOptimization',
    roles: ADV,
  },
  { id: 'bidOptimization', path: PATHS.bidOptimization, crumb: 'crumbs.bidOptimization', roles: ADV },
  { id: 'sspEndpoints', path: PATHS.sspEndpoints, crumb: 'crumbs.sspEndpoints', roles: ADV },
  { id: 'statistics', path: PATHS.statistics, crumb: 'crumbs.statistics', roles: ADV },
  { id: 'bidFloors', path: PATHS.bidFloors, crumb: 'crumbs.bidFloors', roles: ADV },
  { id: 'pubRedirect', path: PATHS.pubRedirect, crumb: 'crumbs.redirect', roles: ['publisher'] },
  { id: 'guestTokens', path: PATHS.guestTokens, crumb: 'crumbs.tokens', roles: ['guest-ssp'] },
  { id: 'guestStatistics', path: PATHS.guestStatistics, crumb: 'crumbs.statistics', roles: ['guest-ssp'] },
  /**
   * The publisher area. The spec puts it on a host of its own (PUBLISHER_URL, where
   * /pub/redirect/ sends publishers); this app serves it under /pub/ for whichever host that is.
   */
  { id: 'pubSites', path: PATHS.pubSites, crumb: 'crumbs.pubSites', roles: PUB },
  { id: 'pubZones', path: PATHS.pubZones, crumb: 'crumbs.pubZones', roles: PUB },
  { id: 'pubDspEndpoints', path: PATHS.pubDspEndpoints, crumb: 'crumbs.pubDspEndpoints', roles: PUB },
  { id: 'pubStatistics', path: PATHS.pubStatistics, crumb: 'crumbs.statistics', roles: PUB },
];

/** Spec section 2 lists these rows; the ones after them are the publisher area. */
export const SPEC_ROUTE_COUNT = 16;

/** Home page of each role: where sign-in and the `at` flow land. */
export const HOME_BY_ROLE: Record<Role, string> = {
  advertiser: PATHS.advDashboard,
  publisher: PATHS.pubRedirect,
  'guest-ssp': PATHS.guestTokens,
};

export interface MenuEntry {
  route: RouteId;
  label: string;
  icon: string;
  roles: readonly Role[];
  /** Account types that see the entry; the menu depends on account type as well as role. */
  accountTypes: readonly string[];
  /** Pages reached from the entry that keep it marked as current (the campaign editor under the list). */
  activeOn?: readonly RouteId[];
}

/** Side menu of spec section 2, in order. `icon` names a Tabler icon. */
export const MENU: readonly MenuEntry[] = [
  {
    route: 'advDashboard',
    label: 'menu.dashboard',
    icon: 'dashboard',
    roles: ADV,
    accountTypes: ['advertiser'],
  },
  {
    route: 'campaignList',
    label: 'menu.campaignList',
    icon: 'list',
    roles: ADV,
    accountTypes: ['advertiser'],
    activeOn: ['campaignCreate', 'campaignEdit'],
  },
  { route: 'tracking', label: 'menu.tracking', icon: 'target', roles: ADV, accountTypes: ['advertiser'] },
  {
    route: 'trafficOptimization',
    label: 'menu.trafficOptimization',
    icon: 'filter',
    roles: ADV,
    accountTypes: ['advertiser'],
  },
  {
    route: 'bidOptimization',
    label: 'menu.bidOptimization',
    icon: 'gavel',
    roles: ADV,
    accountTypes: ['advertiser'],
  },
  {
    route: 'sspEndpoints',
    label: 'menu.sspEndpoints',
    icon: 'plug',
    roles: ADV,
    accountTypes: ['advertiser'],
  },
  { route: 'statistics', label: 'menu.statistics', icon: 'chart', roles: ADV, accountTypes: ['advertiser'] },
  { route: 'bidFloors', label: 'menu.bidFloors', icon: 'floors', roles: ADV, accountTypes: ['advertiser'] },
  {
    route: 'guestTokens',
    label: 'menu.tokens',
    icon: 'key',
    roles: ['guest-ssp'],
    accountTypes: ['guest-ssp'],
  },
  {
    route: 'guestStatistics',
    label: 'menu.guestStatistics',
    icon: 'chart',
    roles: ['guest-ssp'],
    accountTypes: ['guest-ssp'],
  },
  { route: 'pubSites', label: 'menu.pubSites', icon: 'world', roles: PUB, accountTypes: ['publisher'] },
  { route: 'pubZones', label: 'menu.pubZones', icon: 'layout', roles: PUB, accountTypes: ['publisher'] },
  {
    route: 'pubDspEndpoints',
    label: 'menu.pubDspEndpoints',
    icon: 'plug',
    roles: PUB,
    accountTypes: ['publisher'],
  },
  {
    route: 'pubStatistics',
    label: 'menu.statistics',
    icon: 'chart',
    roles: PUB,
    accountTypes: ['publisher'],
  },
];

export function menuFor(role: Role, accountType: string): MenuEntry[] {
  return MENU.filter((m) => m.roles.includes(role) && m.accountTypes.includes(accountType));
}

export function canOpen(route: RouteSpec, role: Role | null): boolean {
  if (route.publicOnly) return true;
  return role !== null && route.roles.includes(role);
}
