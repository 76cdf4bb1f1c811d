import { describe, expect, it } from 'vitest';
import { createCampaign } from './campaign-fixtures.ts';
import { campaignUrl, ROUNDS, race, read } from './concurrency-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

describe.each(DRIVERS)('a group deleted while a campaign joins it, on %s', (driver) => {
  const ctx = useApp(driver);

  it('never answers 500: the link lands before the delete, or finds no group', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const campaign = await createCampaign(ctx.app, token);
    for (let round = 0; round < ROUNDS; round++) {
      const group = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/groups',
        token,
        payload: { name: `G${round}` },
      });
      const groupId = (group.body.ext as { id: number }).id;
      const [link, removal] = await race(ctx.app, token, [
        { method: 'PUT', url: campaignUrl(campaign.id, `/group/${groupId}/link`) },
        { method: 'DELETE', url: `/api/v1/groups/${groupId}` },
      ]);
      expect([200, 404, 409]).toContain(link?.status);
      expect(removal?.status).toBeLessThan(300);
      // Whatever the order, the campaign is left in no group: the group is gone.
      expect((await read(ctx.app, token, campaign.id)).group_id ?? null).toBeNull();
    }
  });
});
