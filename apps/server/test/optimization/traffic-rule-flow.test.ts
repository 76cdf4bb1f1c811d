import { describe, expect, it } from 'vitest';
import { runRound } from '../../src/modules/optimization/round.ts';
import { call, DRIVERS, useApp } from '../helpers.ts';
import { advertiserWithCampaign, HOUR, ingestZones, TRAFFIC, trafficRule } from './rule-fixtures.ts';

const INTERVAL = 5 * 60_000;

describe.each(DRIVERS)('a traffic rule end to end (%s)', (driver) => {
  const ctx = useApp(driver);

  it('excludes the zone that spends without converting, logs it, leaves a protected zone alone, and undo puts it back', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'burner', impressions: 4000, spendUsd: 9 },
      { zone: 'earner', impressions: 4000, spendUsd: 9, clicks: 40, conversions: 3, payoutUsd: 12 },
      { zone: 'shielded', impressions: 4000, spendUsd: 9 },
      { zone: 'small', impressions: 100, spendUsd: 1 },
    ]);
    const protect = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/ssp/1/zone/shielded/traffic_optimizer/protect`,
      token,
    });
    expect(protect.status).toBe(200);
    const created = await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rule = created.body.ext as { id: number; last_run_at: string | null };
    expect(rule.last_run_at).toBeNull();

    const round = await runRound(ctx.database.db, advertiserId, INTERVAL);
    expect(round).toMatchObject({ rules: 1, actions: 1 });

    const after = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token });
    expect((after.body.ext as { targeting: { zones: unknown } }).targeting.zones).toEqual({
      mode: 'exclude',
      values: ['burner'],
    });
    const log = await call(ctx.app, { method: 'GET', url: `${TRAFFIC}/${rule.id}/actions`, token });
    const { items, total } = log.body.ext as { items: Record<string, unknown>[]; total: number };
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      rule_id: rule.id,
      rule_kind: 'traffic',
      campaign_id: campaign.id,
      campaign_name: 'Optimized pops',
      dimension: 'zone',
      item: 'burner',
      list_mode: 'exclude',
      undone_at: null,
      figures: { spend: 9, impressions: 4000, conversions: 0 },
    });
    const campaignLog = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/optimization_actions`,
      token,
    });
    expect((campaignLog.body.ext as { total: number }).total).toBe(1);
    const shown = await call(ctx.app, { method: 'GET', url: `${TRAFFIC}/${rule.id}`, token });
    expect(shown.body.ext).toMatchObject({ actions_taken: 1 });
    expect((shown.body.ext as { last_run_at: string }).last_run_at).not.toBeNull();

    // Not due again within the interval; due after it, with nothing new to exclude.
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ rules: 0, actions: 0 });
    const later = new Date(Date.now() + INTERVAL + 1000);
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL, later)).toMatchObject({
      rules: 1,
      actions: 0,
    });

    const actionId = (items[0] as { id: number }).id;
    const undo = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_actions/${actionId}/undo`,
      token,
    });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body.ext).toMatchObject({ undone: 1, actions: [{ id: actionId, undone_by: 'user' }] });
    const back = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token });
    expect((back.body.ext as { targeting: { zones: unknown } }).targeting.zones).toEqual({
      mode: 'exclude',
      values: [],
    });
    // Undoing twice changes nothing; the rule respects the advertiser's call on that zone.
    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_actions/${actionId}/undo`,
      token,
    });
    expect(again.body.ext).toMatchObject({ undone: 0 });
    const afterUndo = new Date(later.getTime() + INTERVAL + 1000);
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL, afterUndo)).toMatchObject({ actions: 0 });
  });

  it('takes an item out of an include list (never its last one), and a timed exclusion ends by itself', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/zones/include`,
      token,
      payload: { zones: ['burner', 'earner'] },
    });
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'burner', impressions: 4000, spendUsd: 9 },
      { zone: 'earner', impressions: 4000, spendUsd: 9, conversions: 2 },
    ]);
    const created = await call(ctx.app, {
      method: 'POST',
      url: TRAFFIC,
      token,
      payload: trafficRule({ campaign_ids: [campaign.id], action: { type: 'exclude', duration_hours: 2 } }),
    });
    expect(created.status).toBe(201);
    const now = new Date();
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL, now)).toMatchObject({ actions: 1 });
    const zonesOf = async () =>
      (
        (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token })).body.ext as {
          targeting: { zones: unknown };
        }
      ).targeting.zones;
    expect(await zonesOf()).toEqual({ mode: 'include', values: ['earner'] });

    const expiry = new Date(now.getTime() + 2 * HOUR + 1000);
    expect(await runRound(ctx.database.db, advertiserId, 100 * HOUR, expiry)).toMatchObject({ expired: 1 });
    expect(await zonesOf()).toEqual({ mode: 'include', values: ['earner', 'burner'] });
    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/optimization_actions`,
      token,
    });
    expect((log.body.ext as { items: unknown[] }).items[0]).toMatchObject({
      undone_by: 'expired',
      list_mode: 'include',
    });
  });

  it('a reset of the traffic optimizer undoes every exclusion the rules made in the campaign', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'a', impressions: 4000, spendUsd: 9 },
      { zone: 'b', impressions: 4000, spendUsd: 9 },
    ]);
    await call(ctx.app, { method: 'POST', url: TRAFFIC, token, payload: trafficRule() });
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ actions: 2 });
    const reset = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/traffic_optimizer/reset`,
      token,
    });
    expect(reset.status).toBe(200);
    expect((reset.body.ext as { targeting: { zones: unknown } }).targeting.zones).toEqual({
      mode: 'exclude',
      values: [],
    });
    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/campaigns/${campaign.id}/optimization_actions`,
      token,
    });
    const items = (log.body.ext as { items: { undone_by: string }[] }).items;
    expect(items.map((i) => i.undone_by)).toEqual(['reset', 'reset']);
    // The traffic before the reset no longer counts.
    expect(
      await runRound(ctx.database.db, advertiserId, INTERVAL, new Date(Date.now() + INTERVAL + 1000)),
    ).toMatchObject({ actions: 0 });
  });

  it('judges SSP endpoints too, and excludes the one that spends without converting', async () => {
    const { token, advertiserId, campaign } = await advertiserWithCampaign(ctx);
    await ingestZones(ctx, advertiserId, campaign.id, [
      { zone: 'a', endpoint: 11, impressions: 4000, spendUsd: 9 },
      { zone: 'b', endpoint: 12, impressions: 4000, spendUsd: 9, conversions: 4 },
    ]);
    const created = await call(ctx.app, {
      method: 'POST',
      url: TRAFFIC,
      token,
      payload: trafficRule({ dimension: 'ssp_endpoint' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await runRound(ctx.database.db, advertiserId, INTERVAL)).toMatchObject({ actions: 1 });
    const c = (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${campaign.id}`, token })).body
      .ext as {
      targeting: { ssp_endpoints: unknown; zones: unknown };
    };
    expect(c.targeting.ssp_endpoints).toEqual({ mode: 'exclude', values: [11] });
    expect(c.targeting.zones).toEqual({ mode: 'include', values: [] });
  });
});
