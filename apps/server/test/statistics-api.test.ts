import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import type { TrafficEvent } from '../src/modules/statistics/events.ts';
import { ingestEvents, StatsIngestor } from '../src/modules/statistics/ingest.ts';
import { cast, createCampaign, popunder, publisherToken } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';

type Json = Record<string, unknown>;
type Report = {
  from: string;
  to: string;
  group_by: string[];
  rows: { keys: Json; labels: Json; metrics: Json }[];
  total: number;
  totals: Json;
  subtotals?: { keys: Json; labels: Json; metrics: Json }[];
};

const DAY = 86_400_000;
/** Noon UTC of a day, so the day is the same in every zone the tests use. */
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

async function userId(ctx: TestContext, token: string): Promise<number> {
  const res = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
  return (res.body.ext as { id: number }).id;
}

/** A small funnel: requests, bids, wins, impressions, clicks, a conversion and spend. */
function funnel(at: number, base: Partial<TrafficEvent>, spendMicros: number): TrafficEvent[] {
  const e = (kind: TrafficEvent['kind'], extra: Partial<TrafficEvent> = {}): TrafficEvent => ({
    kind,
    at,
    ...base,
    ...extra,
  });
  return [
    e('request', { count: 100, floorMicros: 500_000 }),
    e('bid', { count: 60 }),
    e('win', { count: 30 }),
    e('impression', { count: 20 }),
    e('click', { count: 2 }),
    e('conversion', { payoutMicros: 3_000_000 }),
    e('spend', { spendMicros, revenueMicros: Math.round(spendMicros * 0.7) }),
  ];
}

const get = (ctx: TestContext, url: string, token?: string) =>
  call(ctx.app, { method: 'GET', url, ...(token ? { token } : {}) });

describe.each(DRIVERS)('statistics calls (%s)', (driver) => {
  const ctx = useApp(driver);

  it('need a session and the right role for each call', async () => {
    const { owner, guest, publisher } = await cast(ctx);
    const advertiserCalls = [
      '/api/v1/statistics/advertiser',
      '/api/v1/statistics/costs',
      '/api/v1/statistics/qps',
      '/api/v1/statistics/requests/ad_formats',
      '/api/v1/statistics/requests/countries',
      '/api/v1/statistics/bid_floors',
      '/api/v1/dashboard',
    ];
    for (const url of advertiserCalls) {
      expect((await get(ctx, url)).status, url).toBe(401);
      expect((await get(ctx, url, owner)).status, url).toBe(200);
      expect((await get(ctx, url, guest)).status, url).toBe(403);
      expect((await get(ctx, url, publisher)).status, url).toBe(403);
    }
    expect((await get(ctx, '/api/v1/statistics/publisher', publisher)).status).toBe(200);
    expect((await get(ctx, '/api/v1/statistics/publisher', owner)).status).toBe(403);
    expect((await get(ctx, '/api/v1/guest_ssp/statistics/advertiser', guest)).status).toBe(200);
    expect((await get(ctx, '/api/v1/guest_ssp/statistics/advertiser', owner)).status).toBe(403);
  });

  it('show each advertiser only its own traffic, with campaign names', async () => {
    const a = await signUpAndIn(ctx.app);
    const b = await signUpAndIn(ctx.app);
    const [aId, bId] = [await userId(ctx, a.token), await userId(ctx, b.token)];
    const aCampaign = await createCampaign(ctx.app, a.token, popunder({ name: 'Alpha pops' }));
    const bCampaign = await createCampaign(ctx.app, b.token, popunder({ name: 'Bravo pops' }));
    const day = '2026-05-04';
    await ingestEvents(ctx.database.db, [
      ...funnel(
        noon(day),
        { advertiserId: aId, campaignId: aCampaign.id as number, country: 'US' },
        4_000_000,
      ),
      ...funnel(
        noon(day),
        { advertiserId: bId, campaignId: bCampaign.id as number, country: 'DE' },
        9_000_000,
      ),
    ]);

    const res = await get(
      ctx,
      `/api/v1/statistics/advertiser?from=${day}&to=${day}&group_by=campaign`,
      a.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.ext as Report;
    expect(report.rows).toEqual([
      {
        keys: { campaign: aCampaign.id },
        labels: { campaign: 'Alpha pops' },
        metrics: expect.objectContaining({ requests: 100, impressions: 20, clicks: 2, spend: 4, ctr: 0.1 }),
      },
    ]);
    expect(report.totals).toMatchObject({
      requests: 100,
      spend: 4,
      ecpm: 200,
      ecpc: 2,
      ecpa: 4,
      win_rate: 0.5,
    });

    // Naming B's campaign in A's filter shows nothing of B.
    const probe = await get(
      ctx,
      `/api/v1/statistics/advertiser?from=${day}&to=${day}&campaign=${bCampaign.id}`,
      a.token,
    );
    expect((probe.body.ext as Report).totals).toMatchObject({ requests: 0, spend: 0 });
    expect((probe.body.ext as Report).rows).toEqual([]);

    const countries = await get(ctx, `/api/v1/statistics/requests/countries?from=${day}&to=${day}`, b.token);
    expect((countries.body.ext as Report).rows.map((r) => [r.keys.country, r.labels.country])).toEqual([
      ['DE', 'Germany'],
    ]);
  });

  it('read days in the time zone asked for', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    // 03:00 UTC on 10 March is still 9 March in New York (UTC-4 after the DST change of 8 March).
    await ingestEvents(
      ctx.database.db,
      funnel(Date.parse('2026-03-10T03:00:00Z'), { advertiserId: id }, 1_000_000),
    );
    const utc = await get(ctx, '/api/v1/statistics/advertiser?from=2026-03-09&to=2026-03-10&tz=UTC', token);
    const ny = await get(
      ctx,
      '/api/v1/statistics/advertiser?from=2026-03-09&to=2026-03-10&tz=America/New_York',
      token,
    );
    expect((utc.body.ext as Report).rows.map((r) => r.keys.date)).toEqual(['2026-03-10']);
    expect((ny.body.ext as Report).rows.map((r) => r.keys.date)).toEqual(['2026-03-09']);
    const hours = await get(
      ctx,
      '/api/v1/statistics/advertiser?from=2026-03-09&to=2026-03-09&tz=America/New_York&group_by=hour',
      token,
    );
    expect((hours.body.ext as Report).rows.map((r) => r.keys.hour)).toEqual(['2026-03-09T23:00']);
  });

  it('group by two levels, sort, page and count', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    const events = ['US', 'DE', 'FR'].flatMap((country, i) =>
      [0, 1].flatMap((d) =>
        funnel(
          noon('2026-06-01') + d * DAY,
          { advertiserId: id, campaignId: 7, country },
          (i + 1) * 1_000_000,
        ),
      ),
    );
    await ingestEvents(ctx.database.db, events);
    const base = '/api/v1/statistics/advertiser?from=2026-06-01&to=2026-06-02';
    const res = await get(ctx, `${base}&group_by=country,date&sort=-spend&per_page=2&page=2`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.ext as Report;
    expect(report.total).toBe(6);
    expect(report.rows.map((r) => [r.keys.country, r.metrics.spend])).toEqual([
      ['DE', 2],
      ['DE', 2],
    ]);
    expect(report.totals.spend).toBe(12);
    // Past the last page: no rows, but the count still says where the last page is.
    const beyond = await get(ctx, `${base}&group_by=country,date&per_page=2&page=9`, token);
    expect(beyond.status).toBe(200);
    expect(beyond.body.ext).toMatchObject({ rows: [], total: 6 });
    // …and the totals are still the whole range's.
    expect((beyond.body.ext as Report).totals.spend).toBe(12);
    const filtered = await get(ctx, `${base}&group_by=date&country=US,FR`, token);
    expect((filtered.body.ext as Report).rows.map((r) => r.metrics.spend)).toEqual([4, 4]);
  });

  it('nest a "then by": groups whole, in the order of their subtotals, each with its subtotal', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    // US: $5 then $0.50 (5.5 in all); DE: $3 and $3 (6). Sorted flat by spend, US's $5 day
    // would come first; nested, DE's group does, since it spent more.
    const spends: [string, number, number][] = [
      ['US', 0, 5_000_000],
      ['US', 1, 500_000],
      ['DE', 0, 3_000_000],
      ['DE', 1, 3_000_000],
    ];
    await ingestEvents(
      ctx.database.db,
      spends.flatMap(([country, d, micros]) =>
        funnel(noon('2026-06-01') + d * DAY, { advertiserId: id, campaignId: 7, country }, micros),
      ),
    );
    const base = '/api/v1/statistics/advertiser?from=2026-06-01&to=2026-06-02&group_by=country,date';
    const res = await get(ctx, `${base}&sort=-spend`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.ext as Report;
    expect(report.rows.map((r) => [r.keys.country, r.metrics.spend])).toEqual([
      ['DE', 3],
      ['DE', 3],
      ['US', 5],
      ['US', 0.5],
    ]);
    expect(report.subtotals?.map((r) => [r.keys, r.metrics.spend, r.metrics.ctr])).toEqual([
      [{ country: 'DE' }, 6, 0.1],
      [{ country: 'US' }, 5.5, 0.1],
    ]);
    // A subtotal is the group's over the whole range, also when the page holds part of it.
    const second = (await get(ctx, `${base}&sort=-spend&per_page=3&page=2`, token)).body.ext as Report;
    expect(second.rows.map((r) => r.keys.country)).toEqual(['US']);
    expect(second.subtotals).toEqual([
      expect.objectContaining({ metrics: expect.objectContaining({ spend: 5.5 }) }),
    ]);
    // Sorting by the second dimension sorts inside each group.
    const byDate = (await get(ctx, `${base}&sort=-date`, token)).body.ext as Report;
    expect(byDate.rows.map((r) => [r.keys.country, r.keys.date])).toEqual([
      ['DE', '2026-06-02'],
      ['DE', '2026-06-01'],
      ['US', '2026-06-02'],
      ['US', '2026-06-01'],
    ]);
    const flat = (await get(ctx, `${base.replace(',date', '')}`, token)).body.ext as Report;
    expect(flat.subtotals).toBeUndefined();
  });

  it('answer bad queries with a 400 naming the field', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const cases: [string, string][] = [
      ['from=2026-05-10&to=2026-05-01', 'to'],
      ['from=2025-01-01&to=2026-05-01', 'to'],
      ['from=2026-13-01', 'from'],
      ['from=0001-01-01&to=0001-01-02', 'from'],
      ['from=2020-01-01', 'from'],
      ['group_by=colour', 'group_by'],
      ['group_by=date,hour', 'group_by'],
      ['group_by=date,campaign,country', 'group_by'],
      ['group_by=zone,os', 'group_by'],
      ['colour=red', 'colour'],
      ['tz=Mars/Olympus', 'tz'],
      ['tz=Asia/Kolkata', 'tz'],
      ['sort=height', 'sort'],
      ['group_by=campaign&sort=country', 'sort'],
      ['per_page=5000', 'per_page'],
      ['country=usa', 'country.0'],
      ['campaign=abc', 'campaign.0'],
      ['ad_format=billboard', 'ad_format.0'],
    ];
    for (const [query, field] of cases) {
      const res = await get(ctx, `/api/v1/statistics/advertiser?${query}`, token);
      expect(res.status, query).toBe(400);
      const named = Object.keys((res.body.fields as Json) ?? {});
      expect(
        named.some((k) => k === field || k.startsWith(`${field}.`)),
        `${query}: ${named.join()}`,
      ).toBe(true);
    }
    const kolkata = await get(ctx, '/api/v1/statistics/advertiser?tz=Asia/Kolkata', token);
    expect((kolkata.body.fields as Json).tz).toMatch(/whole number of hours/);
    const combo = await get(ctx, '/api/v1/statistics/advertiser?group_by=zone,os', token);
    expect((combo.body.fields as Json).group_by).toMatch(/zone, os/);
  });

  it('give the dashboard KPIs against the previous period, top campaigns and QPS', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    const campaign = await createCampaign(ctx.app, token, popunder({ name: 'Top one' }));
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const lastHour = Math.floor(now / 3_600_000) * 3_600_000 - 3_600_000;
    await ingestEvents(ctx.database.db, [
      // This week: 6 USD; the week before: 4 USD.
      ...funnel(lastHour, { advertiserId: id, campaignId: campaign.id as number }, 6_000_000),
      ...funnel(lastHour - 7 * DAY, { advertiserId: id, campaignId: campaign.id as number }, 4_000_000),
    ]);
    const res = await get(ctx, `/api/v1/dashboard?to=${today}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ext = res.body.ext as {
      kpis: { id: string; value: number; previous: number; change: number | null }[];
      top_campaigns: { id: number; name: string }[];
      qps: { current: number; peak: number; series: unknown[] };
      series: unknown[];
      granularity: string;
    };
    expect(ext.kpis.find((k) => k.id === 'spend')).toEqual({
      id: 'spend',
      value: 6,
      previous: 4,
      change: 0.5,
    });
    expect(ext.kpis.find((k) => k.id === 'impressions')?.change).toBe(0);
    expect(ext.top_campaigns).toEqual([expect.objectContaining({ id: campaign.id, name: 'Top one' })]);
    expect(ext.qps.series).toHaveLength(24);
    expect(ext.qps.current).toBe(Math.round((100 / 3600) * 100) / 100);
    expect(ext.granularity).toBe('date');
    // Every day of the week is drawn, the quiet ones at zero.
    const days = Array.from({ length: 7 }, (_, i) =>
      new Date(now - (6 - i) * DAY).toISOString().slice(0, 10),
    );
    const series = ext.series as { key: string; metrics: { spend: number } }[];
    expect(series.map((s) => s.key)).toEqual(days);
    expect(series.reduce((sum, s) => sum + s.metrics.spend, 0)).toBe(6);
    expect(series.filter((s) => s.metrics.spend === 0)).toHaveLength(6);

    // Two days are drawn by the hour, up to the current hour and no further.
    const hourly = await get(ctx, `/api/v1/dashboard?from=${days[5]}&to=${today}`, token);
    const hours = (hourly.body.ext as { granularity: string; series: { key: string }[] }).series;
    expect((hourly.body.ext as { granularity: string }).granularity).toBe('hour');
    expect(hours[0]?.key).toBe(`${days[5]}T00:00`);
    expect(hours.at(-1)?.key).toBe(`${new Date(now).toISOString().slice(0, 13)}:00`);
    expect(hours).toHaveLength(24 + new Date(now).getUTCHours() + 1);
  });

  it('give floors by SSP and format, with exact min and max', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    const at = noon('2026-04-01');
    const floors = Array.from({ length: 100 }, (_, i) => (i + 1) * 10_000); // 0.01 .. 1.00 USD
    await ingestEvents(
      ctx.database.db,
      floors.map((floorMicros) => ({
        kind: 'request',
        at,
        advertiserId: id,
        sspId: 3,
        adFormat: 'popunder',
        floorMicros,
      })),
    );
    const res = await get(ctx, '/api/v1/statistics/bid_floors?from=2026-04-01&to=2026-04-01', token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = (res.body.ext as { rows: Json[] }).rows;
    expect(row).toMatchObject({
      ssp: 3,
      ad_format: 'popunder',
      ad_format_name: 'Popunder',
      requests: 100,
      min: 0.01,
      max: 1,
    });
    expect(Math.abs((row?.median as number) - 0.5) / 0.5).toBeLessThan(0.03);
    expect(Math.abs((row?.p90 as number) - 0.9) / 0.9).toBeLessThan(0.03);
    const other = await get(ctx, '/api/v1/statistics/bid_floors?from=2026-04-01&to=2026-04-01&ssp=4', token);
    expect((other.body.ext as { rows: Json[] }).rows).toEqual([]);
  });

  it('give QPS by hour and by SSP', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const id = await userId(ctx, token);
    const at = Date.parse('2026-04-02T10:15:00Z');
    await ingestEvents(ctx.database.db, [
      { kind: 'request', at, count: 7200, advertiserId: id, sspId: 1 },
      { kind: 'request', at, count: 3600, advertiserId: id, sspId: 2 },
    ]);
    const res = await get(ctx, '/api/v1/statistics/qps?from=2026-04-02&to=2026-04-02&group_by=ssp', token);
    expect((res.body.ext as { rows: Json[] }).rows).toEqual([
      { key: '2026-04-02T10:00', ssp: 1, requests: 7200, qps: 2 },
      { key: '2026-04-02T10:00', ssp: 2, requests: 3600, qps: 1 },
    ]);
  });

  it('show publishers and guest SSPs only their own traffic', async () => {
    const advertiser = await signUpAndIn(ctx.app);
    const guest = await signUpAndIn(ctx.app, 'guest');
    const publisher = await publisherToken(ctx);
    const [advId, guestId, pubId] = [
      await userId(ctx, advertiser.token),
      await userId(ctx, guest.token),
      await userId(ctx, publisher),
    ];
    const day = '2026-04-03';
    await ingestEvents(ctx.database.db, [
      ...funnel(
        noon(day),
        { advertiserId: advId, publisherId: pubId, siteId: 'site-a', zoneId: 'zone-a' },
        5_000_000,
      ),
      ...funnel(noon(day), { advertiserId: advId, guestSspId: guestId, sspEndpointId: 77 }, 2_000_000),
    ]);
    const pub = await get(ctx, `/api/v1/statistics/publisher?from=${day}&to=${day}&group_by=zone`, publisher);
    expect((pub.body.ext as Report).rows).toEqual([
      expect.objectContaining({
        keys: { zone: 'zone-a' },
        metrics: expect.objectContaining({ revenue: 3.5 }),
      }),
    ]);
    expect(Object.keys((pub.body.ext as Report).totals)).not.toContain('spend');
    const g = await get(
      ctx,
      `/api/v1/guest_ssp/statistics/advertiser?from=${day}&to=${day}&group_by=token`,
      guest.token,
    );
    expect((g.body.ext as Report).rows).toEqual([
      expect.objectContaining({
        keys: { token: 77 },
        metrics: expect.objectContaining({ requests: 100, revenue: 1.4 }),
      }),
    ]);
    const adv = await get(ctx, `/api/v1/statistics/advertiser?from=${day}&to=${day}`, advertiser.token);
    expect((adv.body.ext as Report).totals).toMatchObject({ requests: 200, spend: 7 });
  });
});

describe('the ingestion function', () => {
  it.each([
    [{ kind: 'view', at: 0 }, /unknown event kind/],
    [{ kind: 'request', at: Number.NaN }, /time/],
    [{ kind: 'request', at: 0, advertiserId: -1 }, /id/],
    [{ kind: 'request', at: 0, campaignId: 1.5 }, /id/],
    [{ kind: 'spend', at: 0, spendMicros: 0.5 }, /micros/],
    [{ kind: 'click', at: 0, count: 0 }, /count/],
  ])('refuses %j and keeps nothing of it', (event, message) => {
    const ingestor = new StatsIngestor({} as Db);
    expect(() => ingestor.add(event as unknown as TrafficEvent)).toThrow(message);
    expect(ingestor.pending).toBe(0);
  });
});
