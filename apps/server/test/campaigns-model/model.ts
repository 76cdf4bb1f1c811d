import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { call } from '../helpers.ts';

/**
 * The in-memory model of one advertiser's campaigns that the API is checked against after every
 * command. Money is kept as the API shows it (USD); lists keep the order they were sent in.
 */
export type Status = 'draft' | 'active' | 'paused' | 'archived';
export type CreativeStatus = 'pending' | 'active' | 'paused' | 'rejected';
export type Mode = 'include' | 'exclude';
export type List = { mode: Mode; values: string[] };
export type BidKind = 'country' | 'site' | 'zone';

export interface ModelCreative {
  id: number;
  status: CreativeStatus;
  /** A click address of its own: a new destination URL leaves its verdict alone. */
  ownClick: boolean;
}

export interface ModelCampaign {
  id: number;
  status: Status;
  name: string;
  bid: number;
  destination: string;
  budget: { daily: number | null; total: number | null; pacing: 'asap' | 'even' };
  lists: { countries: List; sites: List; zones: List };
  bids: Record<BidKind, Record<string, number>>;
  group: number | null;
  creatives: ModelCreative[];
  /** The version last read from the API: writes must raise it, refusals must keep it. */
  version: number;
}

export interface Model {
  campaigns: ModelCampaign[];
}

export interface Real {
  app: FastifyInstance;
  db: Db;
  token: string;
  /** The advertiser's two groups, and one of another advertiser's. */
  groups: number[];
  groupNames: Map<number, string>;
  strangerGroup: number;
}

export const NOT_FOUND_ID = 2147483647;

/**
 * Whether every country bid is for a country the targeting buys: a bid for one it leaves out is
 * refused with a 400 on the bid (countries upper-case, as the model keeps them).
 */
export const countryBidsBought = (countries: List, bids: Record<string, number>): boolean =>
  countries.values.length === 0 ||
  Object.keys(bids).every((country) => countries.values.includes(country) === (countries.mode === 'include'));

export const MESSAGES = {
  start: 'A campaign can be started only when it is draft or paused.',
  stop: 'A campaign can be stopped only when it is active.',
  archive: 'A campaign can be archived only when it is draft, active or paused.',
  dearchive: 'A campaign can be dearchived only when it is archived.',
  edit: 'A campaign can be changed only when it is draft, active or paused. Dearchive it first.',
  noApproved: 'The campaign has no approved creative yet: creatives are reviewed before they run.',
  allPaused: 'Every approved creative of the campaign is paused: start one of them before the campaign.',
} as const;

/** CAMPAIGN_MACHINE, written out again so the test does not trust the code it checks. */
export const MACHINE = {
  start: { from: ['draft', 'paused'], to: 'active' },
  stop: { from: ['active'], to: 'paused' },
  archive: { from: ['draft', 'active', 'paused'], to: 'archived' },
  dearchive: { from: ['archived'], to: 'paused' },
} as const satisfies Record<string, { from: readonly Status[]; to: Status }>;
export type Action = keyof typeof MACHINE;

/** What the model expects of a status action: the new status, or the refusal's code and message. */
export function predictStatus(
  c: ModelCampaign,
  action: Action,
): { ok: true; to: Status } | { ok: false; code: string; message: string } {
  if (!(MACHINE[action].from as readonly Status[]).includes(c.status))
    return { ok: false, code: 'INVALID_TRANSITION', message: MESSAGES[action] };
  if (action === 'start' && !c.creatives.some((x) => x.status === 'active')) {
    const paused = c.creatives.some((x) => x.status === 'paused');
    return { ok: false, code: 'CONFLICT', message: paused ? MESSAGES.allPaused : MESSAGES.noApproved };
  }
  return { ok: true, to: MACHINE[action].to };
}

export const pick = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const byKey = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const KEY = { country: 'country', site: 'site_id', zone: 'zone_id' } as const;

type Json = Record<string, unknown>;

/**
 * GETs the campaign and compares every field the model tracks. `write` says what the last command
 * did to it: 'changed' (its version must have gone up), 'kept' (the same version), or a response
 * body of a write that must be what GET now shows.
 */
export async function verify(r: Real, c: ModelCampaign, write: 'changed' | 'kept', answer?: Json) {
  const res = await call(r.app, { method: 'GET', url: `/api/v1/campaigns/${c.id}`, token: r.token });
  expect(res.status).toBe(200);
  const got = res.body.ext as Json & { version: number; creatives: Json[] };
  const bids = (kind: BidKind) =>
    (got[`bid_by_${kind}`] as Json[])
      .map((b) => [String(b[KEY[kind]]), b.bid] as [string, number])
      .sort(byKey);
  const targeting = got.targeting as Record<string, List>;
  expect({
    status: got.status,
    name: got.name,
    bid: got.bid,
    destination: got.destination_url,
    budget: got.budget,
    lists: { countries: targeting.countries, sites: targeting.sites, zones: targeting.zones },
    bids: { country: bids('country'), site: bids('site'), zone: bids('zone') },
    group: got.group_id,
    groupName: got.group_name,
    creatives: got.creatives.map((x) => ({ id: x.id, status: x.status })),
  }).toEqual({
    status: c.status,
    name: c.name,
    bid: c.bid,
    destination: c.destination,
    budget: c.budget,
    lists: c.lists,
    bids: {
      country: Object.entries(c.bids.country).sort(byKey),
      site: Object.entries(c.bids.site).sort(byKey),
      zone: Object.entries(c.bids.zone).sort(byKey),
    },
    group: c.group,
    groupName: c.group === null ? null : (r.groupNames.get(c.group) ?? '?'),
    creatives: c.creatives.map((x) => ({ id: x.id, status: x.status })),
  });
  expect(res.headers.etag).toBe(`"${got.version}"`);
  if (write === 'changed') expect(got.version).toBeGreaterThan(c.version);
  else expect(got.version).toBe(c.version);
  if (answer) expect(answer).toEqual(got);
  c.version = got.version;
}

/**
 * The list: its default total leaves archived campaigns out, and with every status named each
 * row shows the campaign's status, group and creative counts.
 */
export async function verifyTotals(m: Model, r: Real) {
  const list = async (query: string) => {
    const res = await call(r.app, { method: 'GET', url: `/api/v1/campaigns?${query}`, token: r.token });
    expect(res.status).toBe(200);
    return res.body.ext as { total: number; items: Json[] };
  };
  const all = await list('per_page=100&sort=id&status=draft,active,paused,archived');
  expect({
    live: (await list('per_page=1')).total,
    total: all.total,
    rows: all.items.map((x) => [x.id, x.status, x.group_id, x.creatives_count, x.active_creatives_count]),
  }).toEqual({
    live: m.campaigns.filter((c) => c.status !== 'archived').length,
    total: m.campaigns.length,
    rows: [...m.campaigns]
      .sort((a, b) => a.id - b.id)
      .map((c) => [
        c.id,
        c.status,
        c.group,
        c.creatives.length,
        c.creatives.filter((x) => x.status === 'active').length,
      ]),
  });
}

/** A refusal: the status, the code (when the model knows it) and the message, if one is expected. */
export function expectRefusal(res: { status: number; body: Json }, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toBe(true);
  if (message !== undefined) expect(res.body.message).toBe(message);
}
