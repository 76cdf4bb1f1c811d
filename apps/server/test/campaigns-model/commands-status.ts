import type { AsyncCommand } from 'fast-check';
import { expect } from 'vitest';
import { call } from '../helpers.ts';
import {
  type Action,
  expectRefusal,
  type Model,
  type ModelCampaign,
  NOT_FOUND_ID,
  pick,
  predictStatus,
  type Real,
  verify,
  verifyTotals,
} from './model.ts';

type Json = Record<string, unknown>;

export abstract class OnCampaign implements AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check(m: Readonly<Model>) {
    return m.campaigns.length > 0;
  }
  abstract run(m: Model, r: Real): Promise<void>;
}

/** PUT .../status/{action}: the machine's transition, or 409 naming the states that allow it. */
export class StatusCommand extends OnCampaign {
  constructor(
    index: number,
    readonly action: Action,
  ) {
    super(index);
  }
  async run(m: Model, r: Real) {
    const c = pick(m.campaigns, this.index);
    const expected = predictStatus(c, this.action);
    const res = await call(r.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}/status/${this.action}`,
      token: r.token,
    });
    if (expected.ok) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      c.status = expected.to;
      await verify(r, c, 'changed', res.body.ext as Json);
    } else {
      expectRefusal(res, 409, expected.message);
      expect(res.body.code).toBe(expected.code);
      await verify(r, c, 'kept');
    }
    await verifyTotals(m, r);
  }
  override toString() {
    return `status(#${this.index}, ${this.action})`;
  }
}

/** PUT /api/v1/campaigns/status: one line per distinct id, never a failure as a whole. */
export class BulkCommand implements AsyncCommand<Model, Real> {
  constructor(
    readonly indexes: number[],
    readonly withMissing: boolean,
    readonly action: Action,
  ) {}
  check(m: Readonly<Model>) {
    return m.campaigns.length > 0;
  }
  async run(m: Model, r: Real) {
    const targets = this.indexes.map((i) => pick(m.campaigns, i));
    const ids = [...targets.map((c) => c.id), ...(this.withMissing ? [NOT_FOUND_ID] : [])];
    const res = await call(r.app, {
      method: 'PUT',
      url: '/api/v1/campaigns/status',
      token: r.token,
      payload: { ids, action: this.action },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(m.campaigns.map((c) => [c.id, c]));
    const changed = new Set<ModelCampaign>();
    const results = [...new Set(ids)].map((id) => {
      const c = byId.get(id);
      if (!c) return { id, result: 'not_found', status: null, message: 'Not found.' };
      const expected = predictStatus(c, this.action);
      if (!expected.ok) return { id, result: 'skipped', status: c.status, message: expected.message };
      c.status = expected.to;
      changed.add(c);
      return { id, result: 'changed', status: c.status, message: null };
    });
    const tally = (what: string) => results.filter((x) => x.result === what).length;
    expect(res.body.ext).toEqual({
      results,
      changed: tally('changed'),
      skipped: tally('skipped'),
      not_found: tally('not_found'),
    });
    for (const c of new Set(targets)) await verify(r, c, changed.has(c) ? 'changed' : 'kept');
    await verifyTotals(m, r);
  }
  toString() {
    return `bulk(${JSON.stringify(this.indexes)}${this.withMissing ? ' + missing' : ''}, ${this.action})`;
  }
}
