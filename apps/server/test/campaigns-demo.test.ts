import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed.ts';
import { runRound } from '../src/modules/optimization/round.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Item = {
  name: string;
  status: string;
  ad_format_family: string;
  group_id: number | null;
  creatives_count: number;
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DRIVERS)('demo campaigns on %s', (driver) => {
  const ctx = useApp(driver);

  it('gives the demo advertiser a dozen campaigns across formats, states and three groups, with traffic the optimization rules act on', async () => {
    // Two days of traffic keep the test quick; the demo start makes ninety.
    const { password, created, traffic } = await seedDemo(
      ctx.database.db,
      'Demo-pass1!',
      ctx.config.uploadsDir,
      2,
    );
    // The PostgreSQL test database outlives a run: a demo advertiser from an earlier run keeps its campaigns.
    if (!created.includes('advertiser@demo.test')) return;
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'advertiser@demo.test', password },
    });
    const token = (login.body.ext as { token: string }).token;
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campaigns?status=draft,active,paused,archived&per_page=100',
      token,
    });
    const items = (res.body.ext as { items: Item[] }).items;
    expect(items).toHaveLength(12);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['draft', 'active', 'paused', 'archived']));
    expect(new Set(items.map((i) => i.ad_format_family)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(items.flatMap((i) => (i.group_id ? [i.group_id] : []))).size).toBe(3);
    expect(items.every((i) => i.creatives_count > 0)).toBe(true);
    const creatives = await call(ctx.app, { method: 'GET', url: '/api/v1/creatives?status=rejected', token });
    expect((creatives.body.ext as { total: number }).total).toBe(1);
    const banner = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/creatives?type=image&per_page=1',
      token,
    });
    const url = (banner.body.ext as { items: { image_url: string }[] }).items[0]?.image_url ?? '';
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);

    // Traffic: the dashboard has figures, and the demo publisher and guest SSP see their share.
    expect(traffic?.events).toBeGreaterThan(100_000);
    const dashboard = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/dashboard?from=${daysAgo(1)}`,
      token,
    });
    const kpis = (dashboard.body.ext as { kpis: { id: string; value: number }[] }).kpis;
    for (const id of ['spend', 'impressions', 'clicks'])
      expect(kpis.find((k) => k.id === id)?.value, id).toBeGreaterThan(0);
    for (const [email, url] of [
      ['publisher@demo.test', '/api/v1/statistics/publisher'],
      ['guest@demo.test', '/api/v1/guest_ssp/statistics/advertiser'],
    ] as const) {
      const other = await call(ctx.app, { method: 'POST', url: '/auth/login', payload: { email, password } });
      const stats = await call(ctx.app, {
        method: 'GET',
        url: `${url}?from=${daysAgo(1)}`,
        token: (other.body.ext as { token: string }).token,
      });
      expect(
        (stats.body.ext as { totals: { requests: number; revenue: number } }).totals.revenue,
        email,
      ).toBeGreaterThan(0);
    }

    // Supply: the traffic is recorded under the demo endpoints, guest tokens and publisher zones,
    // so every supply row of every role's statistics has a name.
    const endpoints = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp_endpoints', token });
    expect((endpoints.body.ext as { total: number }).total).toBe(4);
    const named = async (who: string, url: string, groupBy: string) => {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `${url}?from=${daysAgo(1)}&group_by=${groupBy}&per_page=1000`,
        token: who,
      });
      const rows = (
        res.body.ext as { rows: { keys: Record<string, unknown>; labels: Record<string, string> }[] }
      ).rows;
      expect(rows.length, `${url} by ${groupBy}`).toBeGreaterThan(0);
      for (const row of rows) expect(row.labels[groupBy], `${groupBy} ${row.keys[groupBy]}`).toBeTruthy();
    };
    await named(token, '/api/v1/statistics/advertiser', 'ssp');
    await named(token, '/api/v1/statistics/advertiser', 'ssp_endpoint');
    const signIn = async (email: string) =>
      (
        (await call(ctx.app, { method: 'POST', url: '/auth/login', payload: { email, password } })).body
          .ext as {
          token: string;
        }
      ).token;
    const publisher = await signIn('publisher@demo.test');
    expect(
      (
        (await call(ctx.app, { method: 'GET', url: '/api/v1/pub/zones', token: publisher })).body.ext as {
          total: number;
        }
      ).total,
    ).toBe(12);
    await named(publisher, '/api/v1/statistics/publisher', 'site');
    await named(publisher, '/api/v1/statistics/publisher', 'zone');
    const guest = await signIn('guest@demo.test');
    const tokens = (await call(ctx.app, { method: 'GET', url: '/api/v1/guest_ssp/tokens', token: guest }))
      .body.ext as { items: { advertiser: { name: string } }[] };
    expect(tokens.items.map((t) => t.advertiser.name)).toEqual([
      'Avery Advertiser Media',
      'Avery Advertiser Media',
    ]);
    await named(guest, '/api/v1/guest_ssp/statistics/advertiser', 'token');

    // Optimization: the demo rules come paused, and the traffic rule finds zones that spend without converting.
    const rules = await call(ctx.app, { method: 'GET', url: '/api/v1/traffic_optimization_rules', token });
    const ruleItems = (rules.body.ext as { items: { id: number; status: string; name: string }[] }).items;
    expect(ruleItems.length).toBeGreaterThan(0);
    expect(ruleItems.every((r) => r.status === 'paused')).toBe(true);
    const blocker = ruleItems.find((r) => r.name === 'Block zones that spend without converting');
    const dry = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/traffic_optimization_rules/${blocker?.id}/dry_run`,
      token,
      // The test's two days of traffic are less evidence than the rule asks of three days.
      payload: {
        days: 2,
        rule: {
          name: 'Quick blocker',
          dimension: 'zone',
          window: { unit: 'days', value: 2 },
          min_evidence: { metric: 'spend', value: 2 },
          conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
          action: { type: 'exclude', duration_hours: null },
        },
      },
    });
    expect(dry.status).toBe(200);
    const found = dry.body.ext as { total_items: number; totals: { spend_saved: number } };
    expect(found.total_items).toBeGreaterThan(0);
    expect(found.totals.spend_saved).toBeGreaterThan(0);
    const bids = await call(ctx.app, { method: 'GET', url: '/api/v1/bid_optimization/rules', token });
    expect((bids.body.ext as { total: number }).total).toBeGreaterThan(0);

    // The rule running on the demo traffic: the zones in their campaigns' exclude lists, the actions
    // in the log, undo puts them back, and a protected zone is left alone.
    const advertiserId = Number((login.body.ext as { user: { id: number } }).user.id);
    const quick = (name: string) => ({
      name,
      dimension: 'zone',
      window: { unit: 'days', value: 2 },
      min_evidence: { metric: 'spend', value: 2 },
      conditions: [{ metric: 'conversions', operator: 'lt', value: 1 }],
      action: { type: 'exclude', duration_hours: null },
    });
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/traffic_optimization_rules',
      token,
      payload: quick('Demo blocker'),
    });
    const ruleId = (first.body.ext as { id: number }).id;
    const round = await runRound(ctx.database.db, advertiserId, 300_000);
    expect(round.actions).toBeGreaterThan(0);
    const log = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/traffic_optimization_rules/${ruleId}/actions?per_page=100`,
      token,
    });
    const acted = (log.body.ext as { items: { campaign_id: number; item: string; round_id: number }[] })
      .items;
    expect(acted).toHaveLength(round.actions);
    const zonesOf = async (id: number) =>
      (
        (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${id}`, token })).body.ext as {
          targeting: { zones: { mode: string; values: string[] } };
        }
      ).targeting.zones;
    for (const a of acted) expect((await zonesOf(a.campaign_id)).values, a.item).toContain(a.item);
    const undo = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_rounds/${acted[0]?.round_id}/undo`,
      token,
    });
    expect((undo.body.ext as { undone: number }).undone).toBe(acted.length);
    for (const a of acted) expect((await zonesOf(a.campaign_id)).values).not.toContain(a.item);

    const shielded = acted[0] as { campaign_id: number; item: string };
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${shielded.campaign_id}/ssp/1/zone/${shielded.item}/traffic_optimizer/protect`,
      token,
    });
    await call(ctx.app, { method: 'DELETE', url: `/api/v1/traffic_optimization_rules/${ruleId}`, token });
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/traffic_optimization_rules',
      token,
      payload: quick('Demo blocker 2'),
    });
    const again = await runRound(ctx.database.db, advertiserId, 300_000);
    expect(again.actions).toBe(acted.length - 1);
    expect((await zonesOf(shielded.campaign_id)).values).not.toContain(shielded.item);

    // The same for a bid rule: the zones' bids halved in the campaigns' bid_by_zone maps, logged
    // with the bid before and after, and the round's undo puts the maps back as they were.
    type Bids = { bid: number; bid_by_zone: { zone_id: string; bid: number }[] };
    const bidsOf = async (id: number) =>
      (await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${id}`, token })).body.ext as Bids;
    const cut = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/bid_optimization/rules',
      token,
      payload: { ...quick('Demo bid cut'), action: { type: 'decrease_percent', value: 50 } },
    });
    expect(cut.status).toBe(201);
    const cutId = (cut.body.ext as { id: number }).id;
    const bidRound = await runRound(ctx.database.db, advertiserId, 300_000);
    expect(bidRound.actions).toBeGreaterThan(0);
    const cutLog = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/bid_optimization/rules/${cutId}/actions?per_page=100`,
      token,
    });
    const changed = (
      cutLog.body.ext as {
        items: {
          campaign_id: number;
          item: string;
          round_id: number;
          bid_before: number | null;
          bid_after: number;
        }[];
      }
    ).items;
    expect(changed).toHaveLength(bidRound.actions);
    for (const a of changed) {
      const now = await bidsOf(a.campaign_id);
      expect(now.bid_by_zone, a.item).toContainEqual({ zone_id: a.item, bid: a.bid_after });
      expect(a.bid_after).toBeCloseTo((a.bid_before ?? now.bid) / 2, 5);
    }
    const undoBids = await call(ctx.app, {
      method: 'POST',
      url: `/api/v1/optimization_rounds/${changed[0]?.round_id}/undo`,
      token,
    });
    expect((undoBids.body.ext as { undone: number }).undone).toBe(changed.length);
    for (const a of changed) {
      const restored = (await bidsOf(a.campaign_id)).bid_by_zone.find((b) => b.zone_id === a.item);
      if (a.bid_before === null) expect(restored, a.item).toBeUndefined();
      else expect(restored?.bid, a.item).toBe(a.bid_before);
    }
  });
});
