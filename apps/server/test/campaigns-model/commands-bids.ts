import { call } from '../helpers.ts';
import { EditCommand, edit, normalise } from './commands-edit.ts';
import {
  type BidKind,
  countryBidsBought,
  expectRefusal,
  type Model,
  type ModelCampaign,
  pick,
  type Real,
  verify,
} from './model.ts';

const BODY_KEY = { country: 'country', site: 'site_id', zone: 'zone_id' } as const;
const QUERY_KEY = { country: 'countries', site: 'sites', zone: 'zones' } as const;

/** PUT .../bid_by_*: sets the bids listed, keeps the others; an empty list or a repeated key is a 400. */
export class PutBidsCommand extends EditCommand {
  constructor(
    index: number,
    readonly kind: BidKind,
    readonly bids: { key: string; bid: number }[],
  ) {
    super(index);
  }
  run(m: Model, r: Real) {
    const keys = this.bids.map((b) => normalise(this.kind, [b.key])[0]);
    // The body is checked before the campaign is read: a bad one is a 400 even when archived.
    const bad = keys.length === 0 || new Set(keys).size < keys.length;
    const send = (c: ModelCampaign) =>
      call(r.app, {
        method: 'PUT',
        url: `/api/v1/campaigns/${c.id}/bid_by_${this.kind}`,
        token: r.token,
        payload: { bids: this.bids.map((b) => ({ [BODY_KEY[this.kind]]: b.key, bid: b.bid })) },
      });
    if (bad) {
      const c = pick(m.campaigns, this.index);
      return send(c).then(async (res) => {
        expectRefusal(res, 400);
        await verify(r, c, 'kept');
      });
    }
    return edit(
      m,
      r,
      this.index,
      send,
      // A country bid for a country the targeting leaves out contradicts it.
      (c) => {
        if (this.kind !== 'country') return null;
        const merged = { ...c.bids.country, ...Object.fromEntries(keys.map((k) => [k as string, 1])) };
        return countryBidsBought(c.lists.countries, merged) ? null : { status: 400 };
      },
      (c) => {
        this.bids.forEach((b, i) => {
          c.bids[this.kind][keys[i] as string] = b.bid;
        });
      },
    );
  }
  override toString() {
    return `bids(#${this.index}, ${this.kind}, ${JSON.stringify(this.bids)})`;
  }
}

/** DELETE .../bid_by_*: all of the kind, or the keys named in the query. */
export class DeleteBidsCommand extends EditCommand {
  constructor(
    index: number,
    readonly kind: BidKind,
    readonly keys: string[] | null,
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
          method: 'DELETE',
          url: `/api/v1/campaigns/${c.id}/bid_by_${this.kind}${this.keys ? `?${QUERY_KEY[this.kind]}=${this.keys.join(',')}` : ''}`,
          token: r.token,
        }),
      () => null,
      (c) => {
        if (!this.keys) c.bids[this.kind] = {};
        else for (const key of normalise(this.kind, this.keys)) delete c.bids[this.kind][key];
      },
    );
  }
  override toString() {
    return `deleteBids(#${this.index}, ${this.kind}, ${JSON.stringify(this.keys)})`;
  }
}
