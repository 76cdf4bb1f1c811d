import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ownUrl } from '../../src/simulate/in-process.ts';
import { buildSimulationPlan } from '../../src/simulate/plan.ts';
import type { SimulationPlan } from '../../src/simulate/plan-types.ts';
import { Player } from '../../src/simulate/player.ts';
import { approve, createCampaign, popunder } from '../campaign-fixtures.ts';
import { advertiserWithCode, guest, makeToken } from '../guest-tokens-fixtures.ts';
import { call, DRIVERS, signInAs, useApp } from '../helpers.ts';
import { pubApi } from '../pub-fixtures.ts';
import { createEndpoint } from '../ssp-fixtures.ts';

type Json = Record<string, unknown>;

/** A short simulator run against the real server on a real port, read back from its statistics. */
describe.each(DRIVERS)('a simulator run on %s', (driver) => {
  const ctx = useApp(driver);

  async function world() {
    const adv = await advertiserWithCode(ctx);
    const endpoint = await createEndpoint(ctx, adv.token, {
      parser_id: 2,
      ad_formats: ['popunder'],
      bid_floor: 0.01,
    });
    const feed = await createEndpoint(ctx, adv.token, {
      parser_id: 4,
      ad_formats: ['popunder'],
      bid_floor: 0.01,
    });
    const campaign = await createCampaign(ctx.app, adv.token, popunder({ bid: 3 }));
    await approve(ctx, campaign);
    const started = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/status/start`,
      token: adv.token,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/postbacks',
      token: adv.token,
      payload: { name: 'Sale', payout: 4 },
    });
    const seller = await guest(ctx);
    await makeToken(ctx, seller.token, adv.code);
    const publisher = await signInAs(ctx, 'publisher');
    const pub = pubApi(ctx, publisher.token);
    const zone = await pub.zone((await pub.site()).id, { ad_format: 'popunder' });
    await ctx.app.bidderService.reload();
    return { adv, endpoint, feed, seller, publisher, zone };
  }

  /** The plan of this test's own accounts only: the database may hold other suites' too. */
  function only(
    plan: SimulationPlan,
    w: Awaited<ReturnType<typeof world>>,
    parts: ('rtb' | 'feed' | 'zone')[],
  ): SimulationPlan {
    const ids = [
      ...(parts.includes('rtb') ? [w.endpoint.id] : []),
      ...(parts.includes('feed') ? [w.feed.id] : []),
    ];
    return {
      ...plan,
      endpoints: plan.endpoints.filter((e) => ids.includes(e.id)),
      guests: parts.includes('rtb') ? plan.guests.filter((g) => g.guest_id === w.seller.id) : [],
      zones: parts.includes('zone') ? plan.zones.filter((z) => z.id === w.zone.id) : [],
    };
  }

  async function play(plan: SimulationPlan, seconds: number) {
    const address = ctx.app.server.address() as AddressInfo | null;
    if (!address) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const player = new Player(plan, { baseUrl: ownUrl(ctx.app.server.address()), qps: 40, seed: 5 });
    player.start();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await player.stop();
    await ctx.app.bidderService.flush();
    expect(player.stats.total.errors, JSON.stringify([...player.stats.errorSamples])).toBe(0);
    return player.stats.total;
  }

  const today = () => new Date().toISOString().slice(0, 10);
  const totals = async (token: string, url: string) => {
    const res = await call(ctx.app, { method: 'GET', url: `${url}?from=${today()}&to=${today()}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.ext as { totals: Json }).totals;
  };

  it('sends the requests it says, and the server counts them, their bids, wins and impressions', async () => {
    const w = await world();
    // The first plan makes the guest's Simulator token; once the bidder has it, a plan reuses it.
    await buildSimulationPlan(ctx.database.db);
    await ctx.app.bidderService.reload();
    const plan = only(await buildSimulationPlan(ctx.database.db), w, ['rtb']);
    expect(plan.guests.map((g) => g.renewed)).toEqual([false]);
    expect(plan.endpoints).toHaveLength(1);
    expect(plan.guests).toHaveLength(1);
    const sent = await play(plan, 2);
    expect(sent.requests).toBeGreaterThanOrEqual(70);
    expect(sent.bids).toBeGreaterThan(0);
    expect(sent.wins + sent.losses).toBe(sent.bids);
    expect(sent.impressions).toBe(sent.wins);
    const stats = await totals(w.adv.token, '/api/v1/statistics/advertiser');
    expect(stats).toMatchObject({
      requests: sent.requests,
      bids: sent.bids,
      wins: sent.wins,
      impressions: sent.impressions,
    });
  });

  it('plays a feed as its SSP does: the user in the address, the win called for most ads', async () => {
    const w = await world();
    const plan = only(await buildSimulationPlan(ctx.database.db), w, ['feed']);
    expect(plan.endpoints.map((e) => e.path)).toEqual([
      expect.stringMatching(/^\/feed\/json\/\d+\?ip=\{ip\}/),
    ]);
    const sent = await play(plan, 1);
    expect(sent.requests).toBeGreaterThanOrEqual(30);
    expect(sent.bids).toBeGreaterThan(0);
    expect(sent.wins).toBeGreaterThan(0);
    expect(sent.wins + sent.losses).toBe(sent.bids);
    const stats = await totals(w.adv.token, '/api/v1/statistics/advertiser');
    expect(stats).toMatchObject({
      requests: sent.requests,
      bids: sent.bids,
      wins: sent.wins,
      impressions: sent.impressions,
    });
  });

  it('plays a publisher’s zone as its visitors’ browsers do', async () => {
    const w = await world();
    const sent = await play(only(await buildSimulationPlan(ctx.database.db), w, ['zone']), 1);
    expect(sent.requests).toBeGreaterThanOrEqual(30);
    expect(sent.wins).toBeGreaterThan(0);
    const stats = await totals(w.publisher.token, '/api/v1/statistics/publisher');
    expect(stats).toMatchObject({ impressions: sent.impressions });
  });
});
