import { messagesEn, reachQuerySchema, WEEKDAYS } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { estimateReach } from '../src/modules/campaigns/reach/reach-estimate.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { cast, publisherToken } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';
import { pubApi } from './pub-fixtures.ts';

type Json = Record<string, unknown>;
const HOUR = 3_600_000;
const URL = '/api/v1/campaigns/reach_estimate';

async function userId(ctx: TestContext, token: string): Promise<number> {
  const res = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
  return (res.body.ext as { id: number }).id;
}

const request = (at: number, count: number, floor: number, e: Partial<TrafficEvent>): TrafficEvent => ({
  kind: 'request',
  at,
  count,
  floorMicros: floor,
  adFormat: 'popunder',
  ...e,
});

/** A grid with one hour on: weekday 0 = Monday, as the contract's WEEKDAYS. */
const oneHour = (weekday: number, hour: number) =>
  Object.fromEntries(WEEKDAYS.map((d, i) => [d, i === weekday ? [hour] : []]));

describe.each(DRIVERS)('campaign reach estimate (%s)', (driver) => {
  const ctx = useApp(driver);

  it('counts the requests of the format that the targeting and schedule buy, and suggests a bid', async () => {
    const [a, b, c] = [await signUpAndIn(ctx.app), await signUpAndIn(ctx.app), await signUpAndIn(ctx.app)];
    const [aId, bId, cId] = [
      await userId(ctx, a.token),
      await userId(ctx, b.token),
      await userId(ctx, c.token),
    ];
    // A week no other test or earlier run writes to (PostgreSQL's database is shared and kept):
    // whole weeks back from 2024, so the weekday stays.
    const back = Math.floor(Math.random() * 2_000) * 7 * 24 * HOUR;
    const now = Date.parse('2024-02-14T12:30:00Z') - back;
    const at = Date.parse('2024-02-13T09:10:00Z') - back; // a Tuesday, 09:00 UTC
    const own = { advertiserId: aId };
    const publisher = await publisherToken(ctx);
    const pub = pubApi(ctx, publisher);
    const site = await pub.site();
    const zone = await pub.zone(site.id);
    const zoneTraffic = {
      publisherId: await userId(ctx, publisher),
      siteId: String(site.id),
      zoneId: String(zone.id),
    };
    await ingestEvents(ctx.database.db, [
      request(at, 700, 500_000, { ...own, country: 'US', os: 7, sspId: 3, sspEndpointId: 31 }),
      request(at, 300, 1_000_000, { ...own, country: 'DE', os: 8, sspId: 4, sspEndpointId: 41 }),
      // Another advertiser's SSP traffic: never A's reach, though its floors are the platform's.
      request(at, 5_000, 2_000_000, { advertiserId: bId, country: 'US', sspId: 5 }),
      // The platform's zones: every advertiser may buy them.
      request(at, 1_400, 0, { ...zoneTraffic, country: 'US', os: 7 }),
      // Outside the week, and another format.
      request(now - 8 * 24 * HOUR, 10_000, 500_000, { ...own, country: 'US' }),
      request(at, 99, 500_000, { ...own, country: 'US', adFormat: 'native' }),
    ]);
    const estimate = (advertiserId: number, body: Json) =>
      estimateReach(
        ctx.database.db,
        advertiserId,
        reachQuerySchema.parse({ ad_format: 'popunder', ...body }),
        now,
      );
    const targeting = (t: Json) => ({ targeting: t });

    const all = await estimate(aId, {});
    expect(all).toMatchObject({
      days: 7,
      format_requests_per_day: 343,
      requests_per_day: 343,
      not_counted: [],
    });
    expect(
      (await estimate(aId, targeting({ countries: { mode: 'include', values: ['US'] } }))).requests_per_day,
    ).toBe(300);
    expect(
      (await estimate(aId, targeting({ countries: { mode: 'exclude', values: ['US'] } }))).requests_per_day,
    ).toBe(43);
    expect(
      (await estimate(aId, targeting({ os: { mode: 'include', values: [{ id: 8, version_ids: [] }] } })))
        .requests_per_day,
    ).toBe(43);
    // An SSP list shuts out the zones (no SSP) and keeps its share of the advertiser's requests.
    expect(
      (await estimate(aId, targeting({ ssps: { mode: 'include', values: [3] } }))).requests_per_day,
    ).toBe(100);
    expect(
      (await estimate(aId, targeting({ sites: { mode: 'include', values: [zoneTraffic.siteId] } })))
        .requests_per_day,
    ).toBe(200);
    expect(
      (await estimate(aId, targeting({ zones: { mode: 'exclude', values: [zoneTraffic.zoneId] } })))
        .requests_per_day,
    ).toBe(143);

    // The schedule in the campaign's zone: Tuesday 09:00 UTC is Tuesday 18:00 in Tokyo.
    expect((await estimate(aId, { schedule: oneHour(1, 9) })).requests_per_day).toBe(343);
    expect((await estimate(aId, { schedule: oneHour(1, 10) })).requests_per_day).toBe(0);
    expect(
      (await estimate(aId, { schedule: oneHour(1, 18), time_zone: 'Asia/Tokyo' })).requests_per_day,
    ).toBe(343);

    const cities = await estimate(aId, targeting({ cities: { mode: 'include', values: [5128581] } }));
    expect(cities.not_counted).toEqual(['cities']);

    // Floors: 700 at $0.50 and 300 at $1.00 a thousand: the median and p90 within the histogram's 2.5 %.
    expect(all.bid).toMatchObject({ pricing_model: 'cpm', basis: 'own', requests: 1000 });
    expect(Math.abs((all.bid?.low ?? 0) - 0.5) / 0.5).toBeLessThan(0.03);
    expect(Math.abs((all.bid?.high ?? 0) - 1) / 1).toBeLessThan(0.03);
    // A suggestion in three significant digits, not to the micro-dollar.
    for (const usd of [all.bid?.low ?? 0, all.bid?.high ?? 0]) expect(Number(usd.toPrecision(3))).toBe(usd);
    // Per click, a popunder's every impression is a visit: a thousandth of the CPM.
    const cpc = await estimate(aId, { pricing_model: 'cpc' });
    expect(Math.abs((cpc.bid?.low ?? 0) - 0.0005) / 0.0005).toBeLessThan(0.03);

    // An advertiser with no traffic of its own reaches the zones, and gets the platform's floors.
    const newcomer = await estimate(cId, {});
    expect(newcomer).toMatchObject({ format_requests_per_day: 200, requests_per_day: 200 });
    expect(newcomer.bid).toMatchObject({ basis: 'platform', requests: 6000 });
    expect(Math.abs((newcomer.bid?.high ?? 0) - 2) / 2).toBeLessThan(0.03);

    // A stopped site's zones cannot be bought: their requests are no longer reach.
    expect((await pub.status('sites', site.id, 'stop')).status).toBe(200);
    expect(await estimate(aId, {})).toMatchObject({ format_requests_per_day: 143, requests_per_day: 143 });
  });

  it('answers the editor over HTTP with the caller’s own traffic only', async () => {
    const [a, b] = [await signUpAndIn(ctx.app), await signUpAndIn(ctx.app)];
    const [aId, bId] = [await userId(ctx, a.token), await userId(ctx, b.token)];
    const at = Date.now() - 2 * HOUR;
    await ingestEvents(ctx.database.db, [
      request(at, 1_400, 500_000, { advertiserId: aId, country: 'FR', sspId: 77 }),
      request(at, 7_000, 500_000, { advertiserId: bId, country: 'FR', sspId: 77 }),
    ]);
    // SSP 77 only: the platform's zones (which other test files may be filling) are left out.
    const body = { ad_format: 'popunder', targeting: { ssps: { mode: 'include', values: [77] } } };
    const res = await call(ctx.app, { method: 'POST', url: URL, token: a.token, payload: body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ext).toMatchObject({ requests_per_day: 200, bid: { basis: 'own', requests: 1400 } });
    const theirs = await call(ctx.app, { method: 'POST', url: URL, token: b.token, payload: body });
    expect((theirs.body.ext as Json).requests_per_day).toBe(1000);
  });

  it('refuses a bad body with the field at fault, and every role but advertisers', async () => {
    const { owner, guest, publisher } = await cast(ctx);
    const post = (payload: unknown, token?: string) =>
      call(ctx.app, { method: 'POST', url: URL, payload: payload as Json, ...(token ? { token } : {}) });
    const bad: [Json, string, string][] = [
      [{ ad_format: 'nope' }, 'ad_format', messagesEn['validation.adFormat']],
      [
        { ad_format: 'popunder', pricing_model: 'cpx' },
        'pricing_model',
        messagesEn['validation.pricingModel'],
      ],
      [{ ad_format: 'popunder', time_zone: 'Mars/Base' }, 'time_zone', ''],
      [
        { ad_format: 'popunder', targeting: { countries: { mode: 'include', values: ['USA'] } } },
        'targeting.countries.values.0',
        messagesEn['validation.country'],
      ],
      [{ ad_format: 'popunder', name: 'extra' }, '', ''],
    ];
    for (const [payload, field, message] of bad) {
      const res = await post(payload, owner);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.body.fields as Json), JSON.stringify(res.body)).toContain(field);
      if (message) expect((res.body.fields as Json)[field]).toBe(message);
    }
    const ok = { ad_format: 'popunder' };
    expect((await post(ok)).status).toBe(401);
    expect((await post(ok, guest)).status).toBe(403);
    expect((await post(ok, publisher)).status).toBe(403);
    expect((await post(ok, owner)).status).toBe(200);
  });
});
