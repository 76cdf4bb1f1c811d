import { addDays, type Dashboard, dayNumber, type StatisticsReport } from '@panel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, useApp } from './helpers.ts';
import { type Account, buildWorld, ingestFirst } from './statistics-world.ts';

/**
 * The dashboard and the statistics page tell one story: for the same range and time zone the
 * KPI tiles equal `/api/v1/statistics/advertiser`'s totals, the tiles' previous period equals
 * the report of those dates, the series adds up to the totals and the top campaign's figures
 * are its row of the report. Ranges cross the autumn changes (a 25-hour day in London on
 * 25 October, in New York on 1 November); zones include the southern hemisphere.
 */
const ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'America/Santiago'];
const RANGES: [string, string][] = [
  ['2026-10-25', '2026-10-25'],
  ['2026-10-24', '2026-10-26'],
  ['2026-10-31', '2026-11-02'],
  ['2026-10-27', '2026-11-05'],
];

describe.each(DRIVERS)('dashboard totals (%s)', (driver) => {
  const ctx = useApp(driver);
  let advertiser: Account;

  beforeAll(async () => {
    const world = await buildWorld(ctx);
    await ingestFirst(ctx, world);
    advertiser = world.advertiser.first;
  }, 60_000);

  const get = async <T>(url: string): Promise<T> => {
    const res = await call(ctx.app, { method: 'GET', url, token: advertiser.token });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.ext as T;
  };
  const report = (from: string, to: string, tz: string, extra = '') =>
    get<StatisticsReport>(`/api/v1/statistics/advertiser?from=${from}&to=${to}&tz=${tz}${extra}`);

  it.each(ZONES)('equal the advertiser report’s, in %s', async (tz) => {
    for (const [from, to] of RANGES) {
      const label = `${from}..${to} ${tz}`;
      const dash = await get<Dashboard>(`/api/v1/dashboard?from=${from}&to=${to}&tz=${tz}`);
      const now = await report(from, to, tz);
      const before = await report(dash.previous.from, dash.previous.to, tz);
      expect(now.totals.impressions, `${label}: traffic in the range`).toBeGreaterThan(0);
      // The period just before, of the same number of days.
      expect(dash.previous.to, label).toBe(addDays(from, -1));
      expect(dayNumber(dash.previous.to) - dayNumber(dash.previous.from), label).toBe(
        dayNumber(to) - dayNumber(from),
      );
      for (const kpi of dash.kpis) {
        expect.soft(kpi.value, `${label} ${kpi.id}`).toBe(now.totals[kpi.id]);
        expect.soft(kpi.previous, `${label} previous ${kpi.id}`).toBe(before.totals[kpi.id]);
      }
      for (const metric of ['impressions', 'clicks'])
        expect.soft(sum(dash, metric), `${label} series of ${metric}`).toBe(now.totals[metric]);
      expect
        .soft(sum(dash, 'spend'), `${label} series of spend`)
        .toBeCloseTo(now.totals.spend ?? Number.NaN, 6);
      const byCampaign = await report(from, to, tz, '&group_by=campaign');
      const [top] = dash.top_campaigns;
      const row = byCampaign.rows.find((r) => r.keys.campaign === top?.id);
      for (const [id, value] of Object.entries(top?.metrics ?? {}))
        expect.soft(value, `${label} top campaign ${id}`).toBe(row?.metrics[id]);
    }
  });

  it('draws a 25-hour day by the hour with every hour of it', async () => {
    const dash = await get<Dashboard>('/api/v1/dashboard?from=2026-10-25&to=2026-10-25&tz=Europe/London');
    const hours = await report('2026-10-25', '2026-10-25', 'Europe/London', '&group_by=hour');
    expect(dash.granularity).toBe('hour');
    // 01:00 comes twice; both UTC hours add up in one key, as in the report.
    expect(dash.series.map((s) => s.key)).toEqual(hours.rows.map((r) => r.keys.hour));
    expect(dash.series).toHaveLength(24);
    for (const s of dash.series) {
      const row = hours.rows.find((r) => r.keys.hour === s.key);
      expect.soft(s.metrics.impressions, s.key).toBe(row?.metrics.impressions);
    }
  });
});

const sum = (dash: Dashboard, metric: string) =>
  dash.series.reduce((total, s) => total + (s.metrics[metric] ?? 0), 0);
