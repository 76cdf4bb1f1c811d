import { describe, expect, it } from 'vitest';
import { type Campaign, createCampaign } from './campaign-fixtures.ts';
import { campaignUrl as at, ROUNDS, race, read, type Step } from './concurrency-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Json = Record<string, unknown>;
type List = { mode: string; values: string[] };
const list = (c: Campaign, dimension: string) => (c.targeting as Record<string, List>)[dimension] as List;
const keys = (c: Campaign, column: string, key: string) =>
  (c[column] as Json[]).map((bid) => String(bid[key])).sort();
const zones = (c: Campaign) =>
  ((c.traffic_optimizer as Json).protected_zones as Json[]).map((z) => `${z.ssp_id}:${z.zone_id}`).sort();

/**
 * Two partial updates of one campaign at once, each round with new values: both must be there
 * afterwards. Each handler reads the stored part, merges and writes it back; without a row lock
 * held from the read to the write, the later write drops the earlier one's change.
 */
type Pair = {
  name: string;
  steps: (id: number, r: number, group: number) => Step[];
  check: (c: Campaign, r: number, group: number) => void;
};

const PAIRS: Pair[] = [
  {
    name: 'sites/include + zones/include',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/sites/include'), payload: { sites: [`site-${r}`] } },
      { method: 'PUT', url: at(id, '/zones/include'), payload: { zones: [`zone-${r}`] } },
    ],
    check: (c, r) => {
      expect(list(c, 'sites')).toEqual({ mode: 'include', values: [`site-${r}`] });
      expect(list(c, 'zones')).toEqual({ mode: 'include', values: [`zone-${r}`] });
    },
  },
  {
    name: 'countries/exclude + sites/exclude',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/countries/exclude'), payload: { countries: [r % 2 ? 'US' : 'DE'] } },
      { method: 'PUT', url: at(id, '/sites/exclude'), payload: { sites: [`site-${r}`] } },
    ],
    check: (c, r) => {
      expect(list(c, 'countries')).toEqual({ mode: 'exclude', values: [r % 2 ? 'US' : 'DE'] });
      expect(list(c, 'sites')).toEqual({ mode: 'exclude', values: [`site-${r}`] });
    },
  },
  {
    name: 'bid_by_country + bid_by_site',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/bid_by_country'), payload: { bids: [{ country: 'US', bid: 1 + r }] } },
      { method: 'PUT', url: at(id, '/bid_by_site'), payload: { bids: [{ site_id: `s${r}`, bid: 2 }] } },
    ],
    check: (c, r) => {
      expect(c.bid_by_country).toEqual([{ country: 'US', bid: 1 + r }]);
      expect(keys(c, 'bid_by_site', 'site_id')).toContain(`s${r}`);
    },
  },
  {
    name: 'bid_by_zone PUT + bid_by_zone DELETE of another zone',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/bid_by_zone'), payload: { bids: [{ zone_id: `z${r + 1}`, bid: 3 }] } },
      { method: 'DELETE', url: at(id, `/bid_by_zone?zones=z${r}`) },
    ],
    check: (c, r) => expect(keys(c, 'bid_by_zone', 'zone_id')).toEqual([`z${r + 1}`]),
  },
  {
    name: 'zones/include + campaign PUT of the name',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/zones/include'), payload: { zones: [`zone-${r}`] } },
      { method: 'PUT', url: at(id), payload: { name: `Renamed ${r}` } },
    ],
    check: (c, r) => {
      expect(list(c, 'zones').values).toEqual([`zone-${r}`]);
      expect(c.name).toBe(`Renamed ${r}`);
    },
  },
  {
    name: 'campaign PUT of the budget + campaign PUT of the targeting',
    steps: (id, r) => [
      { method: 'PUT', url: at(id), payload: { budget: { daily: 100 + r } } },
      {
        method: 'PUT',
        url: at(id),
        payload: { targeting: { sites: { mode: 'include', values: [`site-${r}`] } } },
      },
    ],
    check: (c, r) => {
      expect((c.budget as Json).daily).toBe(100 + r);
      expect(list(c, 'sites').values).toEqual([`site-${r}`]);
    },
  },
  {
    name: 'group link + campaign PUT of the name',
    steps: (id, r, group) => [
      { method: 'PUT', url: at(id, `/group/${r % 2 ? group : 0}/link`) },
      { method: 'PUT', url: at(id), payload: { name: `Grouped ${r}` } },
    ],
    check: (c, r, group) => {
      expect(c.group_id).toBe(r % 2 ? group : null);
      expect(c.name).toBe(`Grouped ${r}`);
    },
  },
  {
    name: 'protect + protect',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, `/ssp/1/zone/a${r}/traffic_optimizer/protect`) },
      { method: 'PUT', url: at(id, `/ssp/2/zone/b${r}/traffic_optimizer/protect`) },
    ],
    check: (c, r) => expect(zones(c)).toEqual(expect.arrayContaining([`1:a${r}`, `2:b${r}`])),
  },
  {
    name: 'traffic optimizer reset + sites/exclude',
    steps: (id, r) => [
      { method: 'PUT', url: at(id, '/traffic_optimizer/reset') },
      { method: 'PUT', url: at(id, '/sites/exclude'), payload: { sites: [`site-${r}`] } },
    ],
    check: (c, r) => {
      expect((c.traffic_optimizer as Json).reset_at).not.toBeNull();
      expect(list(c, 'sites').values).toEqual([`site-${r}`]);
    },
  },
];

describe.each(DRIVERS)('concurrent partial updates of one campaign on %s', (driver) => {
  const ctx = useApp(driver);

  it.each(PAIRS.map((p) => [p.name, p] as const))(
    '%s: both changes survive every round',
    async (_name, pair) => {
      const { token } = await signUpAndIn(ctx.app);
      const c = await createCampaign(ctx.app, token);
      const group = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/groups',
        token,
        payload: { name: 'Race' },
      });
      const groupId = (group.body.ext as { id: number }).id;
      for (let r = 0; r < ROUNDS; r++) {
        const answers = await race(ctx.app, token, pair.steps(c.id, r, groupId));
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        pair.check(await read(ctx.app, token, c.id), r, groupId);
      }
    },
  );
});
