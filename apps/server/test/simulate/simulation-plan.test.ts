import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatResult, parseCommand } from '../../src/admin/client.ts';
import { runCommand } from '../../src/admin/run.ts';
import { guestSspTokens } from '../../src/db/supply-schema.ts';
import { hashToken } from '../../src/lib/secrets.ts';
import { buildSimulationPlan, clickIdParam } from '../../src/simulate/plan.ts';
import { SIMULATOR_TOKEN_NAME, type SimulationPlan } from '../../src/simulate/plan-types.ts';
import { approve, createCampaign, popunder } from '../campaign-fixtures.ts';
import { advertiserWithCode, guest, makeToken } from '../guest-tokens-fixtures.ts';
import { call, DRIVERS, signInAs, useApp } from '../helpers.ts';
import { pubApi } from '../pub-fixtures.ts';
import { createEndpoint } from '../ssp-fixtures.ts';

describe('clickIdParam', () => {
  it.each([
    ['https://offer.example.com/lp?click_id={click_id}&zone={zone_id}', 'click_id'],
    ['https://t.example/c?sub1={zone_id}&cid={click_id}#top', 'cid'],
    ['https://brand.example.com/?src={zone_id}', null],
    ['https://brand.example.com/{click_id}', null],
  ])('%s -> %s', (url, name) => expect(clickIdParam(url)).toBe(name));
});

describe('simulation-plan on the command line', () => {
  it('reads the command and prints nested lists flat', () => {
    expect(parseCommand(['simulation-plan'])).toEqual({ command: 'simulation-plan' });
    expect(formatResult({ endpoints: [{ id: 3, formats: ['native', '300x250'] }] })).toContain(
      '  formats: native,300x250',
    );
  });
});

describe.each(DRIVERS)('simulation plan on %s', (driver) => {
  const ctx = useApp(driver);

  async function world() {
    const adv = await advertiserWithCode(ctx);
    const open = await createEndpoint(ctx, adv.token, {
      parser_id: 2,
      ad_formats: ['300x250', 'native'],
      bid_floor: 0.1,
    });
    const locked = await createEndpoint(ctx, adv.token, { require_token: true });
    const feed = await createEndpoint(ctx, adv.token, { parser_id: 3 });
    const campaign = await createCampaign(ctx.app, adv.token, popunder());
    await approve(ctx, campaign);
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/status/start`,
      token: adv.token,
    });
    const goal = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/postbacks',
      token: adv.token,
      payload: { name: 'Sale', payout: 12.5 },
    });
    expect(goal.status).toBe(201);
    const seller = await guest(ctx);
    const own = await makeToken(ctx, seller.token, adv.code, 'Main feed');
    const publisher = await signInAs(ctx, 'publisher');
    const pub = pubApi(ctx, publisher.token);
    const site = await pub.site();
    const zone = await pub.zone(site.id, { ad_format: '300x250' });
    return { adv, open, locked, feed, campaign, seller, own, zone };
  }

  const plan = async () => {
    const reply = await runCommand(
      ctx.database.db,
      ctx.config,
      JSON.stringify({ command: 'simulation-plan' }),
    );
    if (!reply.ok) throw new Error(reply.error);
    return reply.result as unknown as SimulationPlan;
  };

  it('lists what to play, skips what it cannot, and makes the guest a Simulator token', async () => {
    const w = await world();
    const p = await plan();
    expect(p.endpoints.find((e) => e.id === w.open.id)).toEqual({
      id: w.open.id,
      advertiser_id: w.adv.id,
      ssp_id: 1,
      path: `/rtb/openrtb/2.6/${w.open.id}`,
      parser_id: 2,
      version: '2.6',
      formats: ['300x250', 'native'],
      countries: ['DE'],
      floor: 0.1,
      require_token: false,
    });
    expect(p.endpoints.some((e) => e.id === w.locked.id)).toBe(false);
    // A feed is played through its own address, the SSP's macros left for the player to fill.
    expect(p.endpoints.find((e) => e.id === w.feed.id)).toMatchObject({
      version: null,
      path: `/feed/xml/${w.feed.id}?ip={ip}&ua={user_agent}&lang={language}&ref={referrer}&subid={sub_id}`,
    });
    expect(p.skipped).toContainEqual({
      what: 'endpoint',
      id: w.locked.id,
      why: 'requires the SSP’s API token',
    });
    expect(p.zones).toContainEqual({
      id: w.zone.id,
      site_id: w.zone.site_id,
      format: '300x250',
      width: 300,
      height: 250,
    });
    expect(p.campaigns).toContainEqual(
      expect.objectContaining({ id: w.campaign.id, advertiser_id: w.adv.id, click_id_param: 'cid' }),
    );
    expect(p.goals).toContainEqual(
      expect.objectContaining({ advertiser_id: w.adv.id, name: 'Sale', payout: 12.5 }),
    );

    const mine = p.guests.filter((g) => g.guest_id === w.seller.id);
    expect(mine).toHaveLength(1);
    const [sim] = mine;
    expect(sim).toMatchObject({
      advertiser_id: w.adv.id,
      path: '/rtb/guest/openrtb/2.6',
      formats: ['popunder'],
    });
    const [row] = await ctx.database.db
      .select()
      .from(guestSspTokens)
      .where(eq(guestSspTokens.id, sim?.token_id ?? 0));
    // Only the digest is stored; the secret answered is the one it is the digest of.
    expect(row).toMatchObject({
      name: SIMULATOR_TOKEN_NAME,
      status: 'active',
      tokenHash: hashToken(sim?.secret ?? ''),
    });
  });

  it('reuses the Simulator token: one secret per process, renewed for a process that does not hold it', async () => {
    const w = await world();
    const first = (await plan()).guests.find((g) => g.guest_id === w.seller.id);
    const again = (await plan()).guests.find((g) => g.guest_id === w.seller.id);
    expect(first?.renewed).toBe(true);
    expect(again).toEqual({ ...first, renewed: false });
    // Another process (a simulator reading PostgreSQL) starts without it and renews it.
    const elsewhere = new Map<number, string>();
    const renewed = (await buildSimulationPlan(ctx.database.db, elsewhere)).guests.find(
      (g) => g.guest_id === w.seller.id,
    );
    expect(renewed?.token_id).toBe(first?.token_id);
    expect(renewed?.secret).not.toBe(first?.secret);
    expect(elsewhere.get(renewed?.token_id ?? 0)).toBe(renewed?.secret);
    // This process's one no longer matches the digest: it renews in turn, never sends a dead secret.
    const back = (await plan()).guests.find((g) => g.guest_id === w.seller.id);
    const [row] = await ctx.database.db
      .select()
      .from(guestSspTokens)
      .where(eq(guestSspTokens.id, back?.token_id ?? 0));
    expect(row?.tokenHash).toBe(hashToken(back?.secret ?? ''));
    const tokens = await ctx.database.db
      .select()
      .from(guestSspTokens)
      .where(and(eq(guestSspTokens.guestId, w.seller.id), eq(guestSspTokens.name, SIMULATOR_TOKEN_NAME)));
    expect(tokens).toHaveLength(1);
  });

  it('leaves a Simulator token the guest paused alone, and says so', async () => {
    const w = await world();
    const sim = (await plan()).guests.find((g) => g.guest_id === w.seller.id);
    await ctx.database.db
      .update(guestSspTokens)
      .set({ status: 'paused' })
      .where(eq(guestSspTokens.id, sim?.token_id ?? 0));
    const p = await plan();
    expect(p.guests.some((g) => g.guest_id === w.seller.id)).toBe(false);
    expect(p.skipped).toContainEqual({
      what: 'guest',
      id: sim?.token_id,
      why: 'the guest paused its Simulator token',
    });
  });

  it('makes no token for a guest that trades with nobody', async () => {
    const idle = await guest(ctx);
    expect((await plan()).guests.some((g) => g.guest_id === idle.id)).toBe(false);
  });
});
