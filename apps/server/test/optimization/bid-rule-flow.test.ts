import { describe, expect, it } from 'vitest';
import { runRound } from '../../src/modules/optimization/round.ts';
import { call, DRIVERS, useApp } from '../helpers.ts';
import { advertiserWithCampaign, BID, bidRule, ingestZones } from './rule-fixtures.ts';

const INTERVAL = 5 * 60_000;

describe.each(DRIVERS)('a bid rule end to end (%s)', (driver) => {
  const ctx = useApp(driver);

  const bidsOf = async (token: string, id: number) =>
    (
      (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${id}`, token })).body.ext as {
        bid_by_zone: { zone_id: string; bid: number }[];
      }
    ).bid_by_zone;

  it('lowers the bid_by_zone of zones over the CPA, within the floor, once per window, and undo of the round puts it back', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/bid_by_zone`,
      token,
      payload: { bids: [{ zone_id: 'pricey', bid: 0.8 }] },
    });
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'burner', impressions: 4000, spendUsd: 9 },
      { zone: 'pricey', impressions: 4000, spendUsd: 9, conversions: 2 },
      { zone: 'cheap', impressions: 4000, spendUsd: 9, conversions: 9 },
    ]);
    const created = await call(ctx.app, { method: 'POST', url: BID, token, payload: bidRule() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.ext as { id: number };

    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ actions: 2 });
    // burner: no bid of its own, the campaign's $1.25 halved; pricey: $0.80 halved is $0.40, held at the $0.50 floor.
    const bids = await bidsOf(token, campaign.id);
    expect(bids).toEqual(
      expect.arrayContaining([
        { zone_id: 'burner', bid: 0.625 },
        { zone_id: 'pricey', bid: 0.5 },
      ]),
    );
    expect(bids).toHaveLength(2);
    const log = await call(ctx.app, { method: 'GET', url: `${BID}/${rule.id}/actions`, token });
    const items = (log.body.ext as { items: Record<string, unknown>[] }).items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: 'burner', bid_before: null, bid_after: 0.625, list_mode: null }),
        expect.objectContaining({ item: 'pricey', bid_before: 0.8, bid_after: 0.5 }),
      ]),
    );

    // Due again after the interval, but each zone was changed within the rule's window.
    const later = new Date(Date.now() + INTERVAL + 1000);
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL, later)).toMatchObject({
      rules: 1,
      actions: 0,
    });

    const roundId = (items[0] as { round_id: number }).round_id;
    const undo = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_rounds/${roundId}/undo`,
      token,
    });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.ext).toMatchObject({ undone: 2 });
    expect(await bidsOf(token, campaign.id)).toEqual([{ zone_id: 'pricey', bid: 0.8 }]);
  });

  it('will not undo a bid the advertiser changed since: 409, and the bid stays theirs', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [{ zone: 'burner', impressions: 4000, spendUsd: 9 }]);
    await call(ctx.app, {
      method: 'POST',
      url: BID,
      token,
      payload: bidRule({ action: { type: 'set', value: 0.3 } }),
    });
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ actions: 1 });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/bid_by_zone`,
      token,
      payload: { bids: [{ zone_id: 'burner', bid: 0.9 }] },
    });
    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/optimization_actions`,
      token,
    });
    const [action] = (log.body.ext as { items: { id: number; bid_after: number }[] }).items;
    expect(action?.bid_after).toBe(0.3);
    const undo = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_actions/${action?.id}/undo`,
      token,
    });
    expect(undo.status).toBe(409);
    expect(undo.body.code).toBe('CONFLICT');
    expect(await bidsOf(token, campaign.id)).toEqual([{ zone_id: 'burner', bid: 0.9 }]);
  });

  it('a raise stops at the ceiling, and a paused rule does not run', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'winner', impressions: 4000, spendUsd: 9, conversions: 9, payoutUsd: 30 },
    ]);
    const raise = bidRule({
      conditions: [{ metric: 'roi', operator: 'gt', value: 100 }],
      action: { type: 'increase_percent', value: 50, max_bid: 1.5 },
    });
    await call(ctx.app, {
      method: 'POST',
      url: BID,
      token,
      payload: { ...raise, name: 'paused', status: 'paused' },
    });
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ rules: 0 });
    await call(ctx.app, { method: 'POST', url: BID, token, payload: raise });
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ rules: 1, actions: 1 });
    expect(await bidsOf(token, campaign.id)).toEqual([{ zone_id: 'winner', bid: 1.5 }]);
  });
});
