import { describe, expect, it } from 'vitest';
import { approve, createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

describe.each(DRIVERS)('a new destination goes back to moderation on %s', (driver) => {
  const ctx = useApp(driver);

  it('sends approved ads that click through to the campaign destination back to moderation', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(
      ctx.app,
      token,
      popunder({
        creatives: [
          { type: 'popunder', name: 'Through the campaign' },
          { type: 'popunder', name: 'Own page', click_url: 'https://own.example.com/' },
        ],
      }),
    );
    await approve(ctx, campaign, 2);
    const put = (body: Record<string, unknown>) =>
      call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${campaign.id}`, token, payload: body });
    const statuses = async () =>
      (
        (await getCampaign(ctx.app, token, campaign.id)).body.ext as { creatives: { status: string }[] }
      ).creatives.map((c) => c.status);

    expect((await put({ name: 'Renamed' })).status).toBe(200);
    expect(await statuses()).toEqual(['active', 'active']);

    expect((await put({ destination_url: 'https://elsewhere.example.com/?cid={click_id}' })).status).toBe(
      200,
    );
    expect(await statuses()).toEqual(['pending', 'active']);
  });

  it('keeps a campaign with only re-moderated ads from starting', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token);
    await approve(ctx, campaign);
    const changed = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}`,
      token,
      payload: { destination_url: 'https://new.example.com/' },
    });
    expect(changed.status).toBe(200);
    const start = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/status/start`,
      token,
    });
    expect(start.status).toBe(409);
  });
});
