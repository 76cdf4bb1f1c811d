import {
  CREATIVE_ACTIONS,
  CREATIVE_MACHINE,
  type CreativeStatus,
  describeStates,
  messagesEn,
} from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { approve, type Campaign, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

type Creative = {
  id: number;
  status: string;
  reject_reason: string | null;
  name: string;
  campaign_id: number;
};

/** How a new creative reaches each state: moderation approves, then the advertiser's calls. */
const PATH: Record<CreativeStatus, { approved: boolean; calls: [string, object?][] }> = {
  pending: { approved: false, calls: [] },
  active: { approved: true, calls: [] },
  paused: { approved: true, calls: [['stop']] },
  rejected: { approved: false, calls: [['reject', { reason: 'Misleading' }]] },
};
const VERB = { start: 'started', stop: 'stopped', reject: 'rejected' } as const;

async function creativeIn(ctx: TestContext, token: string, status: CreativeStatus) {
  const c = await createCampaign(ctx.app, token);
  const id = c.creatives[0]?.id ?? 0;
  if (PATH[status].approved) await approve(ctx, c);
  for (const [action, payload] of PATH[status].calls) {
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${id}/status/${action}`,
      token,
      payload,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

const combos = (['pending', 'active', 'paused', 'rejected'] as const).flatMap((from) =>
  CREATIVE_ACTIONS.map((action) => [from, action] as const),
);

describe.each(DRIVERS)('creatives on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (token: string, id: number) =>
    call(ctx.app, { method: 'GET', url: `/api/v1/creatives/${id}`, token });

  it.each(combos)('from %s, %s', async (from, action) => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await creativeIn(ctx, token, from);
    const payload = action === 'reject' ? { reason: 'Landing page differs' } : undefined;
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${id}/status/${action}`,
      token,
      payload,
    });
    const next = CREATIVE_MACHINE.next(from, action);
    if (next) {
      expect(res.status).toBe(200);
      expect(res.body.ext).toMatchObject({
        status: next,
        reject_reason: action === 'reject' ? 'Landing page differs' : null,
      });
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'INVALID_TRANSITION',
        message:
          from === 'pending' && action === 'start'
            ? messagesEn['errors.creativeInModeration']
            : `A creative can be ${VERB[action]} only when it is ${describeStates(CREATIVE_MACHINE.allowedFrom(action))}.`,
      });
      expect((await get(token, id)).body.ext).toMatchObject({ status: from });
    }
  });

  it.each([
    [{}, 'reason', messagesEn['validation.required']],
    [{ reason: '  ' }, 'reason', messagesEn['validation.required']],
    [{ reason: 'x'.repeat(501) }, 'reason', 'Must be at most 500 characters'],
    [{ reason: 'x', code: 7 }, 'code', messagesEn['validation.unknownField']],
  ])('reject refuses %j', async (payload, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await creativeIn(ctx, token, 'pending');
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${id}/status/reject`,
      token,
      payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
    expect((await get(token, id)).body.ext).toMatchObject({ status: 'pending' });
  });

  it('a rejected creative goes back to moderation when its content changes', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const id = c.creatives[0]?.id ?? 0;
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/creatives/${id}/status/reject`,
      token,
      payload: { reason: 'No' },
    });
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}`,
      token,
      payload: {
        creatives: [{ id, type: 'popunder', name: 'Landing', click_url: 'https://fixed.example.com/' }],
      },
    });
    expect((res.body.ext as Campaign).creatives[0]).toMatchObject({
      id,
      status: 'pending',
      reject_reason: null,
    });
  });

  it('gets one creative with its content fields', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({
        ad_format: 'calendar',
        pricing_model: 'cpc',
        creatives: [
          {
            type: 'calendar',
            name: 'Event',
            title: 'Sale',
            description: 'Big sale',
            starts_after_minutes: 30,
            duration_minutes: 60,
          },
        ],
      }),
    );
    const id = c.creatives[0]?.id ?? 0;
    expect((await get(token, id)).body.ext).toEqual({
      id,
      campaign_id: c.id,
      type: 'calendar',
      name: 'Event',
      status: 'pending',
      reject_reason: null,
      title: 'Sale',
      description: 'Big sale',
      location: null,
      starts_after_minutes: 30,
      duration_minutes: 60,
      click_url: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await get(token, 2147483647)).status).toBe(404);
    expect((await get(token, -5)).status).toBe(400);
  });

  it('lists the caller’s creatives with paging, filters and sorting', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const one = await createCampaign(
      ctx.app,
      token,
      popunder({
        creatives: [
          { type: 'popunder', name: 'B' },
          { type: 'popunder', name: 'a' },
        ],
      }),
    );
    const two = await createCampaign(
      ctx.app,
      token,
      popunder({ ad_format: 'direct link', pricing_model: 'cpa', creatives: [{ type: 'url', name: 'C' }] }),
    );
    await approve(ctx, one);
    const list = async (q: string) => {
      const res = await call(ctx.app, { method: 'GET', url: `/api/v1/creatives${q}`, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.ext as { items: Creative[]; total: number };
    };
    expect((await list('')).total).toBe(3);
    expect((await list('?sort=name')).items.map((c) => c.name)).toEqual(['a', 'B', 'C']);
    expect((await list('?per_page=2&page=2&sort=name')).items.map((c) => c.name)).toEqual(['C']);
    expect((await list(`?campaign_id=${two.id}`)).items.map((c) => c.name)).toEqual(['C']);
    expect((await list('?status=active')).items.map((c) => c.name)).toEqual(['B']);
    expect((await list('?type=url,image')).items.map((c) => c.name)).toEqual(['C']);
    for (const bad of ['?status=gone', '?type=banner', '?per_page=500', '?sort=reason', '?campaign_id=x']) {
      expect(
        (await call(ctx.app, { method: 'GET', url: `/api/v1/creatives${bad}`, token })).status,
        bad,
      ).toBe(400);
    }
  });
});
