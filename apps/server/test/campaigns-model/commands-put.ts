import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { call } from '../helpers.ts';
import { type Dimension, edit, type GroupChoice, groupId, normalise } from './commands-edit.ts';
import {
  type BidKind,
  countryBidsBought,
  expectRefusal,
  type List,
  type Model,
  type ModelCampaign,
  pick,
  type Real,
  verify,
  verifyTotals,
} from './model.ts';

type Budget = ModelCampaign['budget'];
export type BudgetPatch = Partial<Budget>;

/** The rules across a budget's fields (after a PUT's merge): total not below daily, even needs daily. */
export const budgetValid = (b: Budget) =>
  !(b.daily !== null && b.total !== null && b.total < b.daily) && !(b.pacing === 'even' && b.daily === null);

/** The fields a PUT may send; a name is trimmed and must keep a character. */
export interface Patch {
  name?: string;
  bid?: number;
  budget?: BudgetPatch;
  lists?: Partial<Record<Dimension, List>>;
  destination?: string;
  group?: GroupChoice;
  /** A whole bid_by_* list, which replaces the stored one. */
  bids?: { kind: BidKind; bids: { key: string; bid: number }[] };
}

const BODY_KEY = { country: 'country', site: 'site_id', zone: 'zone_id' } as const;

export type IfMatch = 'none' | 'current' | 'stale' | 'any';

/** PUT /api/v1/campaigns/{id}: budget and targeting merge, the rest replaces; If-Match guards the version. */
export class PutCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly patch: Patch,
    readonly ifMatch: IfMatch,
  ) {}
  check(m: Readonly<Model>) {
    return m.campaigns.length > 0;
  }
  body(r: Real) {
    const p = this.patch;
    const body: Record<string, unknown> = {};
    if (p.name !== undefined) body.name = p.name;
    if (p.bid !== undefined) body.bid = p.bid;
    if (p.budget !== undefined) body.budget = p.budget;
    if (p.lists !== undefined) body.targeting = p.lists;
    if (p.destination !== undefined) body.destination_url = p.destination;
    if (p.group !== undefined) body.group_id = groupId(r, p.group);
    if (p.bids !== undefined)
      body[`bid_by_${p.bids.kind}`] = p.bids.bids.map((b) => ({
        [BODY_KEY[p.bids?.kind ?? 'site']]: b.key,
        bid: b.bid,
      }));
    return body;
  }
  merged(c: ModelCampaign): Budget {
    return { ...c.budget, ...this.patch.budget };
  }
  async run(m: Model, r: Real) {
    const c = pick(m.campaigns, this.index);
    const tag = { none: undefined, current: `"${c.version}"`, stale: `"${c.version + 1000}"`, any: '*' }[
      this.ifMatch
    ];
    const send = () =>
      call(r.app, {
        method: 'PUT',
        url: `/api/v1/campaigns/${c.id}`,
        token: r.token,
        headers: tag ? { 'if-match': tag } : {},
        payload: this.body(r),
      });
    // The body's own schema is checked before anything is read: a name of spaces or a repeated bid
    // key is a 400 whatever the state and version.
    const keys = this.patch.bids
      ? normalise(
          this.patch.bids.kind,
          this.patch.bids.bids.map((b) => b.key),
        )
      : [];
    if (
      (this.patch.name !== undefined && this.patch.name.trim() === '') ||
      keys.length < (this.patch.bids?.bids.length ?? 0)
    ) {
      expectRefusal(await send(), 400);
      await verify(r, c, 'kept');
      return verifyTotals(m, r);
    }
    if (this.ifMatch === 'stale') {
      // A stale version changes nothing. Which refusal wins over an archived campaign's 409 is
      // not a rule, so either is taken then; a live campaign must answer 412 with its version.
      const res = await send();
      if (c.status === 'archived') expect([409, 412]).toContain(res.status);
      else {
        expectRefusal(res, 412);
        expect(res.body.code).toBe('VERSION_CONFLICT');
        expect(res.headers.etag).toBe(`"${c.version}"`);
      }
      await verify(r, c, 'kept');
      return verifyTotals(m, r);
    }
    const p = this.patch;
    return edit(
      m,
      r,
      this.index,
      send,
      (c) => {
        const countries = p.lists?.countries
          ? { mode: p.lists.countries.mode, values: normalise('countries', p.lists.countries.values) }
          : c.lists.countries;
        const countryBids =
          p.bids?.kind === 'country' ? Object.fromEntries(keys.map((k) => [k as string, 1])) : c.bids.country;
        const bad =
          !budgetValid(this.merged(c)) ||
          p.group === 'stranger' ||
          p.group === 'missing' ||
          !countryBidsBought(countries, countryBids);
        return bad ? { status: 400 } : null;
      },
      (c) => {
        if (p.name !== undefined) c.name = p.name.trim();
        if (p.bid !== undefined) c.bid = p.bid;
        c.budget = this.merged(c);
        for (const [d, list] of Object.entries(p.lists ?? {}) as [Dimension, List][])
          c.lists[d] = { mode: list.mode, values: normalise(d, list.values) };
        if (p.group !== undefined) c.group = groupId(r, p.group);
        // A new destination sends approved ads without a click address of their own back to moderation.
        if (p.destination !== undefined && p.destination !== c.destination)
          for (const x of c.creatives)
            if (!x.ownClick && (x.status === 'active' || x.status === 'paused')) x.status = 'pending';
        if (p.destination !== undefined) c.destination = p.destination;
        if (p.bids) c.bids[p.bids.kind] = Object.fromEntries(p.bids.bids.map((b, i) => [keys[i], b.bid]));
      },
    );
  }
  toString() {
    return `put(#${this.index}, ${JSON.stringify(this.patch)}, if-match ${this.ifMatch})`;
  }
}
