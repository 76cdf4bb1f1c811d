import type { CampaignStatus } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { approve, type Campaign, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

const PATH: Record<CampaignStatus, string[]> = {
  draft: [],
  active: ['start'],
  paused: ['start', 'stop'],
  archived: ['archive'],
};

/** A campaign in `status` whose first creative moderation approved (the rest stay pending). */
async function campaignIn(ctx: TestContext, token: string, status: CampaignStatus, body = popunder()) {
  const c = await createCampaign(ctx.app, token, body);
  await approve(ctx, c);
  for (const action of PATH[status])
    await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${c.id}/status/${action}`, token });
  return c;
}

describe.each(DRIVERS)('bulk status and clone on %s', (driver) => {
  const ctx = useApp(driver);

  it('bulk: changes what it may, skips what it may not, reports others’ and unknown ids as not found', async () => {
    const noApproved = 'The campaign has no approved creative yet: creatives are reviewed before they run.';
    const { token } = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const draft = await campaignIn(ctx, token, 'draft');
    const paused = await campaignIn(ctx, token, 'paused');
    const active = await campaignIn(ctx, token, 'active');
    const rejected = await createCampaign(ctx.app, token);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${rejected.creatives[0]?.id}/status/reject`,
      token,
      payload: { reason: 'x' },
    });
    const unreviewed = await createCampaign(ctx.app, token);
    const allPaused = await campaignIn(ctx, token, 'paused');
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${allPaused.creatives[0]?.id}/status/stop`,
      token,
    });
    const theirs = await campaignIn(ctx, other.token, 'draft');
    const ids = [
      draft.id,
      paused.id,
      active.id,
      rejected.id,
      unreviewed.id,
      allPaused.id,
      theirs.id,
      2147483647,
      draft.id,
    ];
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/campaigns/status',
      token,
      payload: { ids, action: 'start' },
    });
    expect(res.status).toBe(200);
    expect(res.body.ext).toEqual({
      results: [
        { id: draft.id, result: 'changed', status: 'active', message: null },
        { id: paused.id, result: 'changed', status: 'active', message: null },
        {
          id: active.id,
          result: 'skipped',
          status: 'active',
          message: 'A campaign can be started only when it is draft or paused.',
        },
        { id: rejected.id, result: 'skipped', status: 'draft', message: noApproved },
        { id: unreviewed.id, result: 'skipped', status: 'draft', message: noApproved },
        {
          id: allPaused.id,
          result: 'skipped',
          status: 'paused',
          message:
            'Every approved creative of the campaign is paused: start one of them before the campaign.',
        },
        { id: theirs.id, result: 'not_found', status: null, message: 'Not found.' },
        { id: 2147483647, result: 'not_found', status: null, message: 'Not found.' },
      ],
      changed: 2,
      skipped: 4,
      not_found: 2,
    });
    expect((await getCampaign(ctx.app, other.token, theirs.id)).body.ext).toMatchObject({ status: 'draft' });
    expect((await getCampaign(ctx.app, token, unreviewed.id)).body.ext).toMatchObject({ status: 'draft' });
  });

  it('bulk: archives and dearchives many at once', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const a = await campaignIn(ctx, token, 'active');
    const b = await campaignIn(ctx, token, 'draft');
    const put = (action: string) =>
      call(ctx.app, {
        method: 'PUT',
        url: '/api/v1/campaigns/status',
        token,
        payload: { ids: [a.id, b.id], action },
      });
    expect((await put('archive')).body.ext).toMatchObject({ changed: 2 });
    expect((await put('dearchive')).body.ext).toMatchObject({
      changed: 2,
      results: [{ status: 'paused' }, { status: 'paused' }],
    });
  });

  it.each([
    [{ ids: [], action: 'start' }, 'ids'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'start' }, 'ids'],
    [{ ids: [0], action: 'start' }, 'ids.0'],
    [{ ids: ['a'], action: 'start' }, 'ids.0'],
    [{ ids: [1], action: 'delete' }, 'action'],
    [{ ids: [1] }, 'action'],
  ])('bulk refuses %j', async (payload, field) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'PUT', url: '/api/v1/campaigns/status', token, payload });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual([field]);
  });

  it('clones as a draft named "(copy)" with every setting, creative verdict and protected zone', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'Clones' },
    });
    const groupId = (group.body.ext as { id: number }).id;
    const original = await campaignIn(
      ctx,
      token,
      'active',
      popunder({
        group_id: groupId,
        budget: { daily: 40 },
        targeting: { countries: { mode: 'include', values: ['US'] } },
        bid_by_zone: [{ zone_id: '7', bid: 2 }],
        creatives: [
          { type: 'popunder', name: 'A' },
          { type: 'popunder', name: 'B' },
        ],
      }),
    );
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${original.id}/ssp/3/zone/z9/traffic_optimizer/protect`,
      token,
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${original.id}/traffic_optimizer/reset`,
      token,
    });
    const before = (await getCampaign(ctx.app, token, original.id)).body.ext as Campaign;
    const res = await call(ctx.app, { method: 'POST', url: `/api/v1/campaigns/${original.id}/clone`, token });
    expect(res.status).toBe(201);
    const copy = res.body.ext as Campaign;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ status: 'draft', name: 'Pops test (copy)', group_id: groupId });
    const settings = (c: Campaign) => ({
      ...c,
      id: 0,
      name: '',
      status: '',
      creatives: [],
      created_at: '',
      updated_at: '',
      traffic_optimizer: null,
      // A copy is a new campaign: its versions count from 1.
      version: 0,
    });
    expect(settings(copy)).toEqual(settings(before));
    expect(copy.version).toBe(1);
    expect(copy.creatives.map((c) => [c.name, c.status])).toEqual([
      ['A', 'active'],
      ['B', 'pending'],
    ]);
    expect(
      copy.creatives.every((c) => c.campaign_id === copy.id && !before.creatives.some((o) => o.id === c.id)),
    ).toBe(true);
    expect(copy.traffic_optimizer).toMatchObject({
      protected_zones: [{ ssp_id: 3, zone_id: 'z9' }],
      reset_at: null,
    });
    expect((await getCampaign(ctx.app, token, original.id)).body.ext).toEqual(before);
  });

  it('keeps a cloned name within 100 characters', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token, popunder({ name: 'n'.repeat(100) }));
    const res = await call(ctx.app, { method: 'POST', url: `/api/v1/campaigns/${c.id}/clone`, token });
    expect((res.body.ext as Campaign).name).toBe(`${'n'.repeat(93)} (copy)`);
  });
});
