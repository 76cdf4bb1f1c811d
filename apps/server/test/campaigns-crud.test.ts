import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { campaignCreateExamples } from '../src/modules/campaigns/examples.ts';
import { approve, type Campaign, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

const m = messagesEn;

describe.each(DRIVERS)('campaign create, get and update on %s', (driver) => {
  const ctx = useApp(driver);

  it('creates a draft with defaults that buy everything, always, in UTC', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    expect(c).toMatchObject({
      status: 'draft',
      name: 'Pops test',
      group_id: null,
      ad_format: 'popunder',
      ad_format_family: 'popunder',
      pricing_model: 'cpm',
      bid: 1.25,
      time_zone: 'UTC',
      budget: { daily: null, total: null, pacing: 'asap' },
      frequency_cap: null,
      schedule: null,
      start_date: null,
      end_date: null,
      bid_by_country: [],
      traffic_optimizer: { protected_zones: [], reset_at: null },
    });
    expect(c.targeting).toMatchObject({
      countries: { mode: 'include', values: [] },
      zones: { mode: 'include', values: [] },
    });
    expect(c.creatives).toEqual([
      expect.objectContaining({
        type: 'popunder',
        name: 'Landing',
        status: 'pending',
        reject_reason: null,
        campaign_id: c.id,
      }),
    ]);
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toEqual(c);
  });

  it.each(campaignCreateExamples.map((e) => [e.name, e] as const))(
    'accepts the published example "%s" and keeps every field',
    async (_, example) => {
      const { token } = await signUpAndIn(ctx.app);
      const c = await createCampaign(ctx.app, token, example);
      expect(c).toMatchObject({ name: example.name, ad_format: example.ad_format, bid: example.bid });
      if (example.targeting) expect(c.targeting).toMatchObject(example.targeting);
      if (example.schedule) expect(c.schedule).toEqual(example.schedule);
      if (example.budget) expect(c.budget).toMatchObject(example.budget);
    },
  );

  it('stores money exactly: decimals in, micros kept, decimals out', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({ bid: 0.123456, budget: { daily: 10.5, total: 9999999.99 } }),
    );
    expect(c).toMatchObject({ bid: 0.123456, budget: { daily: 10.5, total: 9999999.99 } });
  });

  it('answers an id nobody has with a 404', async () => {
    const { token } = await signUpAndIn(ctx.app);
    expect((await getCampaign(ctx.app, token, 2147483647)).status).toBe(404);
    const put = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/campaigns/2147483647',
      token,
      payload: { bid: 2 },
    });
    expect(put.status).toBe(404);
  });
});

describe.each(DRIVERS)('campaign update on %s', (driver) => {
  const ctx = useApp(driver);
  const put = (token: string, id: number, payload: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${id}`, token, payload });

  it('changes only what is sent; budget and targeting merge field by field', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({
        budget: { daily: 50, total: 500, pacing: 'even' },
        targeting: {
          countries: { mode: 'include', values: ['US'] },
          zones: { mode: 'exclude', values: ['9'] },
        },
      }),
    );
    const res = await put(token, c.id, {
      bid: 2,
      budget: { daily: 60 },
      targeting: { countries: { mode: 'exclude', values: ['FR'] } },
    });
    expect(res.status).toBe(200);
    const ext = res.body.ext as Campaign;
    expect(ext).toMatchObject({
      bid: 2,
      name: 'Pops test',
      budget: { daily: 60, total: 500, pacing: 'even' },
    });
    expect(ext.targeting).toMatchObject({
      countries: { mode: 'exclude', values: ['FR'] },
      zones: { mode: 'exclude', values: ['9'] },
    });
    expect(ext.creatives).toEqual(c.creatives);
  });

  it('checks the merged campaign as a whole', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token, popunder({ budget: { daily: 50, total: 500 } }));
    const low = await put(token, c.id, { budget: { total: 20 } });
    expect(low.status).toBe(400);
    expect(low.body.fields).toEqual({ 'budget.total': m['validation.totalBelowDaily'] });
    const format = await put(token, c.id, { ad_format: 'direct link' });
    expect(format.body.fields).toEqual({ 'creatives.0.type': m['validation.creativeFormat'] });
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({
      ad_format: 'popunder',
      budget: { total: 500 },
    });
  });

  it('refuses fields it does not know and an empty name', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    expect((await put(token, c.id, { status: 'active' })).body.fields).toEqual({
      status: m['validation.unknownField'],
    });
    expect((await put(token, c.id, { name: ' ' })).body.fields).toEqual({ name: m['validation.required'] });
  });

  it('syncs creatives: keeps by id, adds without id, removes the rest; changed content goes back to moderation', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(
      ctx.app,
      token,
      popunder({
        creatives: [
          { type: 'popunder', name: 'A' },
          { type: 'popunder', name: 'B' },
        ],
      }),
    );
    const [a, b] = c.creatives;
    if (!a || !b) throw new Error('two creatives expected');
    await approve(ctx, c, 2);
    const res = await put(token, c.id, {
      creatives: [
        { id: a.id, type: 'popunder', name: 'A renamed' },
        { id: b.id, type: 'popunder', name: 'B', click_url: 'https://other.example.com/?c={click_id}' },
        { type: 'popunder', name: 'C' },
      ],
    });
    expect(res.status).toBe(200);
    const after = (res.body.ext as Campaign).creatives;
    expect(after.map((x) => [x.name, x.status])).toEqual([
      ['A renamed', 'active'],
      ['B', 'pending'],
      ['C', 'pending'],
    ]);
    const removed = await put(token, c.id, {
      creatives: [{ id: a.id, type: 'popunder', name: 'A renamed' }],
    });
    expect((removed.body.ext as Campaign).creatives.map((x) => x.id)).toEqual([a.id]);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/creatives/${b.id}`, token })).status).toBe(
      404,
    );
  });

  it('refuses a creative id of another campaign', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const one = await createCampaign(ctx.app, token);
    const two = await createCampaign(ctx.app, token);
    const res = await put(token, two.id, {
      creatives: [{ id: one.creatives[0]?.id, type: 'popunder', name: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'creatives.0.id': m['validation.creativeNotInCampaign'] });
  });
});
