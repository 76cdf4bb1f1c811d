import { RULES_MAX } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';
import { advertiserWithCampaign, BID, bidRule, TRAFFIC, trafficRule } from './rule-fixtures.ts';

describe.each(DRIVERS)('optimization rules: calls (%s)', (driver) => {
  const ctx = useApp(driver);

  it.each([
    ['traffic', TRAFFIC, trafficRule],
    ['bid', BID, bidRule],
  ] as const)('%s rules: create, read, list, search, change, clone, delete', async (_kind, base, body) => {
    const { token } = await signUpAndIn(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: base,
      token,
      payload: body({ name: 'Alpha' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.ext as { id: number; status: string; conversion_delay_hours: number };
    expect(rule).toMatchObject({
      status: 'active',
      conversion_delay_hours: 0,
      actions_taken: 0,
      last_run_at: null,
    });
    expect(created.body.ext).toMatchObject(body({ name: 'Alpha' }) as object);

    const taken = await call(ctx.app, { method: 'POST', url: base, token, payload: body({ name: 'ALPHA' }) });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('name');

    const changed = await call(ctx.app, {
      method: 'PUT',
      url: `${base}/${rule.id}`,
      token,
      payload: body({ name: 'Alpha 2', status: 'paused', window: { unit: 'hours', value: 12 } }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.ext).toMatchObject({
      name: 'Alpha 2',
      status: 'paused',
      window: { unit: 'hours', value: 12 },
    });

    const clone = await call(ctx.app, { method: 'POST', url: `${base}/${rule.id}/clone`, token });
    expect(clone.status).toBe(201);
    expect(clone.body.ext).toMatchObject({ name: 'Alpha 2 (copy)', status: 'paused' });
    const clone2 = await call(ctx.app, { method: 'POST', url: `${base}/${rule.id}/clone`, token });
    expect(clone2.body.ext).toMatchObject({ name: 'Alpha 2 (copy 2)' });

    const list = await call(ctx.app, { method: 'GET', url: `${base}?search=copy&sort=name`, token });
    expect((list.body.ext as { total: number }).total).toBe(2);
    const paused = await call(ctx.app, { method: 'GET', url: `${base}?status=active`, token });
    expect((paused.body.ext as { total: number }).total).toBe(0);

    const gone = await call(ctx.app, { method: 'DELETE', url: `${base}/${rule.id}`, token });
    expect(gone.status).toBe(204);
    expect((await call(ctx.app, { method: 'GET', url: `${base}/${rule.id}`, token })).status).toBe(404);
  });

  it('a traffic rule is not a bid rule: each kind is its own list', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const created = await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule() });
    const id = (created.body.ext as { id: number }).id;
    expect((await call(ctx.app, { method: 'GET', url: `${BID}/${id}`, token })).status).toBe(404);
    const list = await call(ctx.app, { method: 'GET', url: BID, token });
    expect((list.body.ext as { total: number }).total).toBe(0);
  });

  it('another advertiser gets 404 on every call of a rule and its log, and the rule stays as it was', async () => {
    const owner = await advertiserWithCampaign(ctx);
    const created = await call(ctx.app, {
      method: 'POST',
      url: TRAFFIC,
      token: owner.token,
      payload: trafficRule(),
    });
    const rule = created.body.ext as { id: number; updated_at: string };
    const { token } = await signUpAndIn(ctx.app);
    const calls = [
      { method: 'GET', url: `${TRAFFIC}/${rule.id}` },
      { method: 'PUT', url: `${TRAFFIC}/${rule.id}`, payload: trafficRule({ name: 'Hijacked' }) },
      { method: 'DELETE', url: `${TRAFFIC}/${rule.id}` },
      { method: 'POST', url: `${TRAFFIC}/${rule.id}/clone` },
      { method: 'POST', url: `${TRAFFIC}/${rule.id}/dry_run`, payload: {} },
      { method: 'GET', url: `${TRAFFIC}/${rule.id}/actions` },
      { method: 'GET', url: `/api/v1/campaigns/${owner.campaign.id}/optimization_actions` },
    ] as const;
    for (const c of calls) {
      const res = await call(ctx.app, { ...c, token });
      expect(res.status, `${c.method} ${c.url}`).toBe(404);
    }
    const after = await call(ctx.app, { method: 'GET', url: `${TRAFFIC}/${rule.id}`, token: owner.token });
    expect(after.body.ext).toEqual(created.body.ext);
    // Nor can a rule name another's campaign.
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: TRAFFIC,
      token,
      payload: trafficRule({ campaign_ids: [owner.campaign.id] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty(['campaign_ids.0']);
    const foreignDry = await call(ctx.app, {
      method: 'POST',
      url: `${BID}/dry_run`,
      token,
      payload: { rule: bidRule({ campaign_ids: [owner.campaign.id] }) },
    });
    expect(foreignDry.status).toBe(400);
    expect(foreignDry.body.fields).toHaveProperty(['rule.campaign_ids.0']);
  });

  it.each([
    [{ conditions: [] }, 'conditions'],
    [
      {
        conditions: [{ metric: 'ctr', operator: 'lt', value: 1 }].concat(
          Array(5).fill({ metric: 'ctr', operator: 'lt', value: 1 }),
        ),
      },
      'conditions',
    ],
    [{ conditions: [{ metric: 'profit', operator: 'lt', value: 1 }] }, 'conditions.0.metric'],
    [{ window: { unit: 'days', value: 91 } }, 'window.value'],
    [{ window: { unit: 'hours', value: 0 } }, 'window.value'],
    [{ dimension: 'creative' }, 'dimension'],
    [{ min_evidence: { metric: 'spend', value: -1 } }, 'min_evidence.value'],
    [{ conversion_delay_hours: 169 }, 'conversion_delay_hours'],
    [{ action: { type: 'exclude', duration_hours: 0 } }, 'action.duration_hours'],
    [{ name: '' }, 'name'],
  ])('a traffic rule with %j is a 400 naming %s', async (override, field) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule(override) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });

  it.each([
    [{ action: { type: 'decrease_percent', value: 100 } }, 'action.value'],
    [{ action: { type: 'set', value: 5000 } }, 'action.value'],
    [{ action: { type: 'increase_percent', value: 10, min_bid: 2, max_bid: 1 } }, 'action.max_bid'],
    [{ dimension: 'os' }, 'dimension'],
  ])('a bid rule with %j is a 400 naming %s', async (override, field) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'POST', url: BID, token, payload: bidRule(override) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });

  it(`keeps at most ${RULES_MAX} rules of a kind, also when created at once`, async () => {
    const { token } = await signUpAndIn(ctx.app);
    const results = await Promise.all(
      Array.from({ length: RULES_MAX + 3 }, (_, i) =>
        call(ctx.app, { method: 'POST', url: BID, token, payload: bidRule({ name: `Rule ${i}` }) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(RULES_MAX);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const list = await call(ctx.app, { method: 'GET', url: `${BID}?per_page=1`, token });
    expect((list.body.ext as { total: number }).total).toBe(RULES_MAX);
  });
});
