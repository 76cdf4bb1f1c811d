import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { call } from '../helpers.ts';
import { type GroupChoice, groupId, normalise } from './commands-edit.ts';
import { budgetValid } from './commands-put.ts';
import { OnCampaign } from './commands-status.ts';
import {
  expectRefusal,
  type List,
  type Model,
  type ModelCampaign,
  pick,
  type Real,
  verify,
  verifyTotals,
} from './model.ts';

type Json = Record<string, unknown>;

export interface NewCampaign {
  name: string;
  bid: number;
  budget?: ModelCampaign['budget'];
  countries?: string[];
  group: GroupChoice;
  /** One creative per item: whether it has a click address of its own. */
  creatives: boolean[];
}

export const DESTINATIONS = [
  'https://offer.example.com/?cid={click_id}',
  'https://other.example.org/landing?zone={zone_id}',
] as const;

/** POST /api/v1/campaigns: a popunder draft with pending creatives, or a 400 that creates nothing. */
export class CreateCommand implements AsyncCommand<Model, Real> {
  constructor(readonly spec: NewCampaign) {}
  check(m: Readonly<Model>) {
    return m.campaigns.length < 6;
  }
  async run(m: Model, r: Real) {
    const s = this.spec;
    const res = await call(r.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token: r.token,
      payload: {
        name: s.name,
        ad_format: 'popunder',
        pricing_model: 'cpm',
        bid: s.bid,
        destination_url: DESTINATIONS[0],
        group_id: groupId(r, s.group),
        ...(s.budget ? { budget: s.budget } : {}),
        ...(s.countries ? { targeting: { countries: { mode: 'include', values: s.countries } } } : {}),
        creatives: s.creatives.map((own, i) => ({
          type: 'popunder',
          name: `Ad ${i}`,
          ...(own ? { click_url: 'https://own.example.net/?c={click_id}' } : {}),
        })),
      },
    });
    const budget = s.budget ?? { daily: null, total: null, pacing: 'asap' as const };
    if (s.name.trim() === '' || !budgetValid(budget) || s.group === 'stranger' || s.group === 'missing') {
      expectRefusal(res, 400);
      return verifyTotals(m, r);
    }
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ext = res.body.ext as { id: number; version: number; creatives: { id: number }[] };
    const empty = (): List => ({ mode: 'include', values: [] });
    const c: ModelCampaign = {
      id: ext.id,
      status: 'draft',
      name: s.name.trim(),
      bid: s.bid,
      destination: DESTINATIONS[0],
      budget,
      lists: {
        countries: s.countries ? { mode: 'include', values: normalise('countries', s.countries) } : empty(),
        sites: empty(),
        zones: empty(),
      },
      bids: { country: {}, site: {}, zone: {} },
      group: groupId(r, s.group),
      creatives: s.creatives.map((own, i) => ({
        id: ext.creatives[i]?.id ?? -1,
        status: 'pending',
        ownClick: own,
      })),
      version: ext.version,
    };
    m.campaigns.push(c);
    await verify(r, c, 'kept', res.body.ext as Record<string, unknown>);
    await verifyTotals(m, r);
  }
  toString() {
    return `create(${JSON.stringify(this.spec)})`;
  }
}

/** POST .../clone: a draft copy (also of an archived campaign) named "(copy)", verdicts kept. */
export class CloneCommand extends OnCampaign {
  override check(m: Readonly<Model>) {
    return m.campaigns.length > 0 && m.campaigns.length < 6;
  }
  async run(m: Model, r: Real) {
    const source = pick(m.campaigns, this.index);
    const res = await call(r.app, {
      method: 'POST',
      url: `/api/v1/campaigns/${source.id}/clone`,
      token: r.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ext = res.body.ext as { id: number; version: number; creatives: { id: number }[] };
    const copy: ModelCampaign = structuredClone(source);
    copy.id = ext.id;
    copy.status = 'draft';
    copy.name = `${source.name.slice(0, 100 - ' (copy)'.length)} (copy)`;
    copy.creatives.forEach((x, i) => {
      x.id = ext.creatives[i]?.id ?? -1;
    });
    copy.version = ext.version;
    m.campaigns.push(copy);
    await verify(r, source, 'kept');
    await verify(r, copy, 'kept', res.body.ext as Json);
    const originals = source.creatives.map((x) => x.id);
    expect(copy.creatives.filter((x) => originals.includes(x.id))).toEqual([]);
    await verifyTotals(m, r);
  }
  override toString() {
    return `clone(#${this.index})`;
  }
}
