import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optimizationActions, optimizationRounds } from '../../src/db/optimization-schema.ts';
import { runDueRounds } from '../../src/modules/optimization/evaluator.ts';
import { runRound } from '../../src/modules/optimization/round.ts';
import { call, DRIVERS, useApp } from '../helpers.ts';
import { advertiserWithCampaign, BID, bidRule, ingestZones, TRAFFIC, trafficRule } from './rule-fixtures.ts';

const INTERVAL = 5 * 60_000;

/** PGlite has one connection, so these races only race on PostgreSQL; they must hold on both. */
describe.each(DRIVERS)('the evaluator under concurrency (%s)', (driver) => {
  const ctx = useApp(driver);

  it('four passes at once judge each due rule once: one round, one action per item', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'a', impressions: 4000, spendUsd: 9 },
      { zone: 'b', impressions: 4000, spendUsd: 9 },
    ]);
    await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule() });
    await call(ctx.app, { method: 'POST', url: BID, token, payload: bidRule() });
    const now = new Date();
    await Promise.all([
      runRound(ctx.database.db, advertiserId, INTERVAL, now),
      runRound(ctx.database.db, advertiserId, INTERVAL, now),
      runDueRounds(ctx.database.db, INTERVAL, now),
      runDueRounds(ctx.database.db, INTERVAL, now),
    ]);
    const rounds = await ctx.database.db
      .select()
      .from(optimizationRounds)
      .where(eq(optimizationRounds.advertiserId, advertiserId));
    expect(rounds).toHaveLength(1);
    const actions = await ctx.database.db
      .select()
      .from(optimizationActions)
      .where(eq(optimizationActions.advertiserId, advertiserId));
    expect(actions).toHaveLength(4);
    const c = (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token })).body
      .ext as {
      targeting: { zones: { values: string[] } };
      bid_by_zone: unknown[];
    };
    expect(c.targeting.zones.values.sort()).toEqual(['a', 'b']);
    expect(c.bid_by_zone).toHaveLength(2);
  });

  it('an undo racing a campaign edit loses neither: the item comes back and the edit stays', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [{ zone: 'a', impressions: 4000, spendUsd: 9 }]);
    await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule() });
    await runRound(ctx.database.db, advertiserId, INTERVAL);
    const [action] = await ctx.database.db
      .select()
      .from(optimizationActions)
      .where(and(eq(optimizationActions.advertiserId, advertiserId), eq(optimizationActions.item, 'a')));
    const [undo, undoAgain, edit] = await Promise.all([
      call(ctx.app, { method: 'POST', url: `/api/v1/optimization_actions/${action?.id}/undo`, token }),
      call(ctx.app, { method: 'POST', url: `/api/v1/optimization_actions/${action?.id}/undo`, token }),
      call(ctx.app, {
        method: 'PUT',
        url: `/api/v1/campaigns/${campaign.id}/sites/exclude`,
        token,
        payload: { sites: ['spammy'] },
      }),
    ]);
    expect([undo?.status, undoAgain?.status, edit?.status]).toEqual([200, 200, 200]);
    expect([undo?.body.ext, undoAgain?.body.ext].map((e) => (e as { undone: number }).undone).sort()).toEqual(
      [0, 1],
    );
    const c = (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token })).body
      .ext as {
      targeting: { zones: unknown; sites: unknown };
    };
    expect(c.targeting.zones).toEqual({ mode: 'exclude', values: [] });
    expect(c.targeting.sites).toEqual({ mode: 'exclude', values: ['spammy'] });
  });
});
