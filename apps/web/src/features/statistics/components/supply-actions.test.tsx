import { STATISTICS_ENTITIES, type StatisticsReport } from '@panel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampaign } from '@/testing/campaign-fixture';
import { renderPage } from '@/testing/render';
import { AdvertiserStatisticsPage } from './statistics-page.tsx';

vi.mock('@/lib/charts/time-series-chart', () => ({
  TimeSeriesChart: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

const metrics = { impressions: 5000, clicks: 0, spend: 25, conversions: 0 };
const byZone: StatisticsReport = {
  from: '2026-11-18',
  to: '2026-11-24',
  tz: 'UTC',
  group_by: ['zone'],
  metrics: ['impressions', 'clicks', 'spend', 'conversions'],
  rows: [{ keys: { zone: '1042' }, labels: { zone: 'Zone 1042' }, metrics }],
  total: 1,
  totals: metrics,
};

type Call = { method: string; path: string; body: unknown; ifMatch: string | null };

/** The report, and campaign 7 whose version moves on under the page once (a colleague's edit). */
function stub(putStatuses: number[]) {
  const calls: Call[] = [];
  let version = 4;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      ifMatch: headers.get('If-Match'),
    });
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    if (url.pathname.startsWith('/resources/statistics_entities/'))
      return json({ ext: STATISTICS_ENTITIES.advertiser });
    if (url.pathname === '/api/v1/statistics/advertiser') return json({ ext: byZone });
    if (url.pathname === '/api/v1/campaigns') return json({ ext: { items: [], total: 0 } });
    const campaign = aCampaign({
      id: 7,
      name: 'Pops DE',
      version,
      targeting: { ...aCampaign().targeting, zones: { mode: 'exclude', values: ['77'] } },
    });
    if (url.pathname === '/api/v1/campaigns/7' && method === 'GET') return json({ ext: campaign });
    if (method === 'PUT') {
      const status = putStatuses.shift() ?? 200;
      if (status === 412) {
        version += 1;
        return json({ error: true, code: 'VERSION_CONFLICT', message: 'Changed meanwhile.' }, 412);
      }
      return json({ ext: { ...campaign, version: version + 1 } });
    }
    throw new TypeError(`No stubbed answer for ${method} ${url.pathname}`);
  });
  return calls;
}

describe('acting on a zone from the statistics', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('excludes the zone from the campaign the report is filtered to, without overwriting a change made meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = stub([412]);
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?group_by=zone&campaign=7' });
    const table = await screen.findByRole('table', { name: 'Statistics report' }, { timeout: 5000 });
    const u = userEvent.setup();
    await u.click(within(table).getByRole('button', { name: 'Act on Zone 1042 in campaign #7' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Exclude this zone' }));
    expect(await screen.findByText('Zone 1042 is excluded from “campaign #7”')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    // The first write met a newer version (412): the campaign was read again and written on it.
    expect(puts.map((p) => p.ifMatch)).toEqual(['"4"', '"5"']);
    expect(puts[1]?.body).toEqual({ targeting: { zones: { mode: 'exclude', values: ['77', '1042'] } } });
  });

  it('asks before buying only the zone, and sets a bid on it', async () => {
    const calls = stub([]);
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?group_by=zone&campaign=7' });
    const table = await screen.findByRole('table', { name: 'Statistics report' }, { timeout: 5000 });
    const u = userEvent.setup();
    const menu = within(table).getByRole('button', { name: 'Act on Zone 1042 in campaign #7' });
    await u.click(menu);
    await u.click(await screen.findByRole('menuitem', { name: 'Buy only this zone' }));
    const ask = await screen.findByRole('dialog', { name: 'Buy only this one?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await u.click(within(ask).getByRole('button', { name: 'Buy only this zone' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v1/campaigns/7/zones/include')?.body).toEqual({
        zones: ['1042'],
      }),
    );
    await u.click(menu);
    await u.click(await screen.findByRole('menuitem', { name: 'Bid on this zone…' }));
    const bid = await screen.findByRole('dialog', { name: 'Bid on Zone 1042' });
    await u.type(within(bid).getByRole('textbox', { name: 'Bid (USD)' }), '0.45');
    await u.click(within(bid).getByRole('button', { name: 'Set the bid' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v1/campaigns/7/bid_by_zone')?.body).toEqual({
        bids: [{ zone_id: '1042', bid: 0.45 }],
      }),
    );
  });
});
