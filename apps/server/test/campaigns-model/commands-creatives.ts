import { expect } from 'vitest';
import { approveCreative } from '../../src/modules/creatives/creative-moderation.ts';
import { call } from '../helpers.ts';
import { OnCampaign } from './commands-status.ts';
import { type CreativeStatus, expectRefusal, type Model, pick, type Real, verify } from './model.ts';

/** The operator's approval (the `creatives approve` function): pending only. */
export class ApproveCommand extends OnCampaign {
  constructor(
    index: number,
    readonly creative: number,
  ) {
    super(index);
  }
  async run(m: Model, r: Real) {
    const c = pick(m.campaigns, this.index);
    const x = pick(c.creatives, this.creative);
    const approved = await approveCreative(r.db, x.id, 'operator:model-test').then(
      () => true,
      () => false,
    );
    expect(approved).toBe(x.status === 'pending');
    if (approved) x.status = 'active';
    await verify(r, c, approved ? 'changed' : 'kept');
  }
  override toString() {
    return `approve(#${this.index}, creative ${this.creative})`;
  }
}

const CREATIVE_MACHINE: Record<'start' | 'stop' | 'reject', { from: CreativeStatus[]; to: CreativeStatus }> =
  {
    start: { from: ['paused'], to: 'active' },
    stop: { from: ['active'], to: 'paused' },
    reject: { from: ['pending', 'active', 'paused'], to: 'rejected' },
  };

/** The advertiser's PUT /api/v1/creatives/{id}/status/{action}: pause, resume, retire. */
export class CreativeCommand extends OnCampaign {
  constructor(
    index: number,
    readonly creative: number,
    readonly action: 'start' | 'stop' | 'reject',
  ) {
    super(index);
  }
  async run(m: Model, r: Real) {
    const c = pick(m.campaigns, this.index);
    const x = pick(c.creatives, this.creative);
    const res = await call(r.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${x.id}/status/${this.action}`,
      token: r.token,
      ...(this.action === 'reject' ? { payload: { reason: 'Retired by the model test.' } } : {}),
    });
    const rule = CREATIVE_MACHINE[this.action];
    if (rule.from.includes(x.status)) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.ext).toMatchObject({ id: x.id, status: rule.to });
      x.status = rule.to;
      await verify(r, c, 'changed');
    } else {
      expectRefusal(res, 409);
      await verify(r, c, 'kept');
    }
  }
  override toString() {
    return `creative(#${this.index}, ${this.creative}, ${this.action})`;
  }
}
