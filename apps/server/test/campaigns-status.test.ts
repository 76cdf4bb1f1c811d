import {
  CAMPAIGN_MACHINE,
  CAMPAIGN_STATUS_ACTIONS,
  type CampaignStatus,
  describeStates,
  messagesEn,
} from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { approve, type Campaign, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

/** The calls that bring a new draft to each state. */
const PATH: Record<CampaignStatus, string[]> = {
  draft: [],
  active: ['start'],
  paused: ['start', 'stop'],
  archived: ['archive'],
};

const VERB = { start: 'started', stop: 'stopped', archive: 'archived', dearchive: 'dearchived' } as const;

/** A campaign in `status`, its creative approved so that only the campaign machine decides. */
async function campaignIn(ctx: TestContext, token: string, status: CampaignStatus, body = popunder()) {
  const c = await createCampaign(ctx.app, token, body);
  await approve(ctx, c);
  for (const action of PATH[status]) {
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}/status/${action}`,
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return c;
}

const combos = (['draft', 'active', 'paused', 'archived'] as const).flatMap((from) =>
  CAMPAIGN_STATUS_ACTIONS.map((action) => [from, action] as const),
);

describe.each(DRIVERS)('campaign state machine on %s', (driver) => {
  const ctx = useApp(driver);

  it.each(combos)('from %s, %s', async (from, action) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await campaignIn(ctx, token, from);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}/status/${action}`,
      token,
    });
    const next = CAMPAIGN_MACHINE.next(from, action);
    if (next) {
      expect(res.status).toBe(200);
      expect((res.body.ext as Campaign).status).toBe(next);
    } else {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: `A campaign can be ${VERB[action]} only when it is ${describeStates(CAMPAIGN_MACHINE.allowedFrom(action))}.`,
      });
      expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ status: from });
    }
  });

  it('says in words which states allow starting', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await campaignIn(ctx, token, 'active');
    const res = await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${c.id}/status/start`, token });
    expect(res.body.message).toBe('A campaign can be started only when it is draft or paused.');
  });

  it('takes archived campaigns out of the list, and dearchive brings them back paused', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await campaignIn(ctx, token, 'active');
    await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${c.id}/status/archive`, token });
    const ids = async (q = '') =>
      (
        (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns${q}`, token })).body.ext as {
          items: { id: number }[];
        }
      ).items.map((i) => i.id);
    expect(await ids()).not.toContain(c.id);
    expect(await ids('?status=archived')).toContain(c.id);
    const back = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}/status/dearchive`,
      token,
    });
    expect((back.body.ext as Campaign).status).toBe('paused');
    expect(await ids()).toContain(c.id);
  });

  it('refuses to change an archived campaign until it is dearchived', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await campaignIn(ctx, token, 'archived');
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${c.id}`,
      token,
      payload: { bid: 9 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A campaign can be changed only when it is draft, active or paused. Dearchive it first.',
    );
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ bid: 1.25 });
  });

  const start = (token: string, id: number) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${id}/status/start`, token });
  const creativeCall = (token: string, id: number | undefined, action: string, payload?: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/creatives/${id}/status/${action}`, token, payload });

  it('does not start a campaign before moderation approves a creative, and leaves it as it was', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await start(token, c.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: 'The campaign has no approved creative yet: creatives are reviewed before they run.',
    });
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ status: 'draft' });
    await approve(ctx, c);
    expect((await start(token, c.id)).body.ext).toMatchObject({ status: 'active' });
  });

  it('does not start a campaign whose creatives are all rejected', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    await creativeCall(token, c.creatives[0]?.id, 'reject', { reason: 'No' });
    const res = await start(token, c.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messagesEn['errors.noApprovedCreative']);
  });

  it('does not resume a paused campaign whose approved creatives are all paused', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await campaignIn(ctx, token, 'paused');
    await creativeCall(token, c.creatives[0]?.id, 'stop');
    const res = await start(token, c.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Every approved creative of the campaign is paused: start one of them before the campaign.',
    );
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ status: 'paused' });
    await creativeCall(token, c.creatives[0]?.id, 'start');
    expect((await start(token, c.id)).status).toBe(200);
  });
});
