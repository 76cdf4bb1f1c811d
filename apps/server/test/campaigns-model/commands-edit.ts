import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { call } from '../helpers.ts';
import {
  type BidKind,
  countryBidsBought,
  expectRefusal,
  type List,
  MESSAGES,
  type Model,
  type ModelCampaign,
  NOT_FOUND_ID,
  pick,
  type Real,
  verify,
  verifyTotals,
} from './model.ts';

type Json = Record<string, unknown>;
export type Dimension = 'countries' | 'sites' | 'zones';
/** An owned group (index), none (null), another advertiser's, or one that does not exist. */
export type GroupChoice = number | null | 'stranger' | 'missing';

/** Countries are upper-cased, then every list is de-duplicated keeping the first of each. */
export const normalise = (dimension: Dimension | BidKind, values: string[]) => [
  ...new Set(
    dimension === 'countries' || dimension === 'country' ? values.map((v) => v.toUpperCase()) : values,
  ),
];

export const groupId = (r: Real, g: GroupChoice): number | null =>
  g === null ? null : g === 'stranger' ? r.strangerGroup : g === 'missing' ? NOT_FOUND_ID : pick(r.groups, g);

/** A refused edit of an archived campaign, or a write that the model applies when it passes. */
export async function edit(
  m: Model,
  r: Real,
  index: number,
  send: (c: ModelCampaign) => Promise<{ status: number; body: Json }>,
  refusal: (c: ModelCampaign) => { status: number; message?: string } | null,
  apply: (c: ModelCampaign) => void,
) {
  const c = pick(m.campaigns, index);
  const expected = c.status === 'archived' ? { status: 409, message: MESSAGES.edit } : refusal(c);
  const res = await send(c);
  if (expected) {
    expectRefusal(res, expected.status, expected.message);
    await verify(r, c, 'kept');
  } else {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    apply(c);
    await verify(r, c, 'changed', res.body.ext as Json);
  }
  await verifyTotals(m, r);
}

export abstract class EditCommand implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check(m: Readonly<Model>) {
    return m.campaigns.length > 0;
  }
  abstract run(m: Model, r: Real): Promise<void>;
}

/** PUT .../countries|sites|zones/include|exclude: the list replaces the dimension. */
export class TargetListCommand extends EditCommand {
  constructor(
    index: number,
    readonly dimension: Dimension,
    readonly mode: List['mode'],
    readonly values: string[],
  ) {
    super(index);
  }
  run(m: Model, r: Real) {
    return edit(
      m,
      r,
      this.index,
      (c) =>
        call(r.app, {
          method: 'PUT',
          url: `/api/v1/campaigns/${c.id}/${this.dimension}/${this.mode}`,
          token: r.token,
          payload: { [this.dimension]: this.values },
        }),
      // Countries that leave out a country the campaign has a bid for contradict it.
      (c) =>
        this.dimension === 'countries' &&
        !countryBidsBought({ mode: this.mode, values: normalise('countries', this.values) }, c.bids.country)
          ? { status: 400 }
          : null,
      (c) => {
        c.lists[this.dimension] = { mode: this.mode, values: normalise(this.dimension, this.values) };
      },
    );
  }
  override toString() {
    return `list(#${this.index}, ${this.dimension}/${this.mode}, ${JSON.stringify(this.values)})`;
  }
}

/** PUT .../group/{id}/link: 0 takes the campaign out; a group not the caller's is a 404. */
export class LinkGroupCommand extends EditCommand {
  constructor(
    index: number,
    readonly group: GroupChoice,
  ) {
    super(index);
  }
  run(m: Model, r: Real) {
    return edit(
      m,
      r,
      this.index,
      (c) =>
        call(r.app, {
          method: 'PUT',
          url: `/api/v1/campaigns/${c.id}/group/${groupId(r, this.group) ?? 0}/link`,
          token: r.token,
        }),
      () => (this.group === 'stranger' || this.group === 'missing' ? { status: 404 } : null),
      (c) => {
        c.group = groupId(r, this.group);
      },
    );
  }
  override toString() {
    return `link(#${this.index}, ${this.group})`;
  }
}
