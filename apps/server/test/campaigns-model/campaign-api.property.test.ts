import fc from 'fast-check';
import { describe, it } from 'vitest';
import { call, DRIVERS, signUpAndIn, useApp } from '../helpers.ts';
import { campaignCommands, firstCampaigns } from './arbitraries.ts';
import type { Model, Real } from './model.ts';

/**
 * A model-based property over the campaign API: random sequences of create, PUT (with and
 * without If-Match), include/exclude lists, bids by country/site/zone, group links, status
 * changes (single and bulk), clones, the operator's approvals and the advertiser's creative
 * calls, each checked against an in-memory model: the answer (refusals included) and then what
 * GET shows (status, name, bid, budget, lists, bids, group, creatives' states, version, ETag) and
 * the list (its totals, each row's status, group and creative counts). Each run is a new
 * advertiser, so the model starts from nothing. MODEL_RUNS=300 explores further by hand.
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 30);
const STEPS = 15;

describe.each(DRIVERS)('campaign API against its model on %s', (driver) => {
  const ctx = useApp(driver);

  it(`${RUNS} runs of up to ${STEPS} commands`, { timeout: Math.max(120_000, RUNS * 2_000) }, async () => {
    const stranger = await signUpAndIn(ctx.app);
    const strangerGroup = await newGroup(stranger.token, 'Theirs');
    await fc.assert(
      fc.asyncProperty(
        firstCampaigns,
        fc.commands(campaignCommands, { maxCommands: STEPS, size: 'max' }),
        async (first, commands) => {
          const { token } = await signUpAndIn(ctx.app);
          const names = ['Alpha group', 'Beta group'] as const;
          const groups = [await newGroup(token, names[0]), await newGroup(token, names[1])];
          const real: Real = {
            app: ctx.app,
            db: ctx.database.db,
            token,
            groups,
            groupNames: new Map(groups.map((id, i) => [id, names[i] ?? ''])),
            strangerGroup,
          };
          const model: Model = { campaigns: [] };
          await fc.asyncModelRun(() => ({ model, real }), [...first, ...commands]);
        },
      ),
      { numRuns: RUNS, endOnFailure: false },
    );
  });

  async function newGroup(token: string, name: string) {
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/groups', token, payload: { name } });
    if (res.status !== 201) throw new Error(`group: ${JSON.stringify(res.body)}`);
    return (res.body.ext as { id: number }).id;
  }
});
