import type { Dashboard } from '@panel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import { renderPage } from '@/testing/render';
import { DashboardPage } from './dashboard-page.tsx';

// jsdom has no canvas; the chart's own tests cover the drawing. Here: what the page hands it.
const charts = vi.hoisted(
  () => new Map<string, { keys: readonly string[]; series: { label: string; values: unknown[] }[] }>(),
);
vi.mock('@/lib/charts/time-series-chart', () => ({
  TimeSeriesChart: (props: {
    label: string;
    keys: readonly string[];
    series: { label: string; values: unknown[] }[];
  }) => {
    charts.set(props.label, props);
    return <div role="img" aria-label={props.label} />;
  },
}));

const kpi = (id: string, value: number | null, previous: number | null, change: number | null) => ({
  id,
  value,
  previous,
  change,
});

const dashboard = (extra: Partial<Dashboard> = {}): Dashboard => ({
  from: '2026-03-12',
  to: '2026-03-18',
  tz: 'UTC',
  previous: { from: '2026-03-05', to: '2026-03-11', basis: 'same_length', until: null },
  kpis: [
    kpi('spend', 1234.5, 1000, 0.2345),
    kpi('impressions', 80_000, 100_000, -0.2),
    kpi('clicks', 400, 400, 0),
    kpi('ctr', 0.005, 0.004, 0.25),
    kpi('conversions', 12, 0, null),
    kpi('ecpm', 15.43, 10, 0.543),
  ],
  granularity: 'date',
  series: [
    { key: '2026-03-12', metrics: { spend: 100, impressions: 9000, clicks: 40 } },
    { key: '2026-03-13', metrics: { spend: 200, impressions: 12000, clicks: 60 } },
  ],
  top_campaigns: [
    {
      id: 7,
      name: 'Spring push',
      metrics: { spend: 800, impressions: 50_000, clicks: 250, ctr: 0.005, conversions: 8 },
    },
  ],
  qps: {
    current: 12.5,
    peak: 40.25,
    series: Array.from({ length: 24 }, (_, h) => ({
      key: `2026-03-18T${String(h).padStart(2, '0')}:00`,
      qps: h,
    })),
  },
  ...extra,
});

type Answer = { status?: number; body: unknown };

function stub(answer: (url: URL) => Answer) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/dashboard') throw new TypeError(`No stubbed answer for ${url.pathname}`);
    calls.push(url);
    const a = answer(url);
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
  });
  return calls;
}

const tile = (name: string) => screen.getByRole('group', { name });

describe('DashboardPage', () => {
  beforeEach(() => {
    // Only the clock: the presets read today's date from it, while timers keep running for the UI.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows every KPI with its change: up, down, unchanged, and nothing to compare with', async () => {
    stub(() => ({ body: { ext: dashboard() } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    expect(await screen.findByRole('group', { name: 'Spend' })).toHaveTextContent('$1,234.50');

    const impressions = tile('Impressions');
    expect(impressions).toHaveTextContent('80,000');
    expect(impressions).toHaveTextContent('Down 20%');
    expect(impressions).toHaveTextContent('from 100,000');
    expect(within(impressions).getByText(/20%/).closest('[data-tone]')).toHaveAttribute('data-tone', 'bad');

    const ctr = tile('CTR');
    expect(ctr).toHaveTextContent('0.50%');
    expect(ctr).toHaveTextContent('Up 25%');
    expect(within(ctr).getByText(/25%/).closest('[data-tone]')).toHaveAttribute('data-tone', 'good');

    // Spend and eCPM move without a verdict.
    expect(within(tile('Spend')).getByText(/23.5%/).closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    expect(tile('eCPM')).toHaveTextContent('$15.43');
    expect(tile('eCPM')).toHaveTextContent('Up 54.3%');

    expect(tile('Clicks')).toHaveTextContent('No change');
    expect(tile('Conversions')).toHaveTextContent('Nothing to compare with');
    expect(tile('Conversions')).not.toHaveTextContent('from');
    expect(
      screen.getByText(/against the period of the same length just before: Mar 5 – 11, 2026/),
    ).toBeInTheDocument();
  });

  it('says when a running period is compared up to the same point of the previous one', async () => {
    stub(() => ({
      body: {
        ext: dashboard({
          from: '2026-03-01',
          to: '2026-03-18',
          previous: {
            from: '2026-02-01',
            to: '2026-02-28',
            basis: 'previous_month',
            until: '2026-02-18T15:00:00Z',
          },
        }),
      },
    }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    expect(
      await screen.findByText(
        'This month is still running: changes are against the same days of the previous month, up to Feb 18, 2026, 3:00 PM.',
      ),
    ).toBeInTheDocument();
  });

  it('links the top campaigns to their editor and their statistics', async () => {
    stub(() => ({ body: { ext: dashboard() } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    const table = await screen.findByRole('table', { name: 'Top campaigns by spend' });
    expect(within(table).getByRole('link', { name: 'Spring push' })).toHaveAttribute(
      'href',
      '/adv/campaigns/edit/7/',
    );
    expect(within(table).getByRole('link', { name: 'Statistics of Spring push by day' })).toHaveAttribute(
      'href',
      '/adv/statistics/?group_by=date&campaign=7',
    );
    expect(within(table).getByText('$800.00')).toBeInTheDocument();
    const qps = screen.getByRole('group', { name: 'Requests per second' });
    expect(
      within(qps).getByRole('img', { name: 'Requests per second over the last 24 hours' }),
    ).toBeInTheDocument();
    expect(charts.get('Requests per second over the last 24 hours')?.series[0]?.values).toHaveLength(24);
    expect(qps).toHaveTextContent('12.5');
    expect(qps).toHaveTextContent('40.25');
  });

  it('draws spend and impressions over time, with the figures a click away', async () => {
    stub(() => ({ body: { ext: dashboard() } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    const name = 'Spend and impressions over the period, by day';
    expect(await screen.findByRole('img', { name })).toBeInTheDocument();
    const chart = charts.get(name);
    expect(chart?.keys).toEqual(['2026-03-12', '2026-03-13']);
    expect(chart?.series.map((s) => [s.label, s.values])).toEqual([
      ['Spend', [100, 200]],
      ['Impressions', [9000, 12000]],
    ]);
    const toggle = screen.getByRole('button', { name: 'Show figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    const table = screen.getByRole('table', { name });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DaySpendImpressions', 'Mar 12, 2026$100.009,000', 'Mar 13, 2026$200.0012,000']);
    expect(screen.getByRole('button', { name: 'Hide figures' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the last 7 days by default and keeps another preset in the address', async () => {
    const calls = stub((url) => ({
      body: {
        ext: dashboard({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }),
      },
    }));
    const { router } = renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    await screen.findByRole('group', { name: 'Spend' });
    expect(calls[0]?.searchParams.get('from')).toBe('2026-03-12');
    expect(calls[0]?.searchParams.get('to')).toBe('2026-03-18');
    expect(calls[0]?.searchParams.get('tz')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Yesterday' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=yesterday'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('from')).toBe('2026-03-17'));
    expect(calls.at(-1)?.searchParams.get('to')).toBe('2026-03-17');
    expect(screen.getByRole('radio', { name: 'Yesterday' })).toBeChecked();
    // The drill-down to the statistics page keeps the period.
    expect(await screen.findByRole('link', { name: 'Statistics of Spring push by day' })).toHaveAttribute(
      'href',
      '/adv/statistics/?group_by=date&campaign=7&range=yesterday',
    );
  });

  it('opens on the preset the address names', async () => {
    const calls = stub(() => ({ body: { ext: dashboard() } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/?range=last_month' });
    await screen.findByRole('group', { name: 'Spend' });
    expect(screen.getByRole('radio', { name: 'Last month' })).toBeChecked();
    expect(calls[0]?.searchParams.get('from')).toBe('2026-02-01');
    expect(calls[0]?.searchParams.get('to')).toBe('2026-02-28');
  });

  it('tells an account without traffic to create a campaign', async () => {
    const empty = dashboard({
      kpis: dashboard().kpis.map((k) => ({
        ...k,
        value: k.id === 'ctr' || k.id === 'ecpm' ? null : 0,
        previous: null,
        change: null,
      })),
      series: [],
      top_campaigns: [],
      qps: { current: 0, peak: 0, series: [] },
    });
    stub(() => ({ body: { ext: empty } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    expect(await screen.findByRole('heading', { name: 'No traffic yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create campaign' })).toHaveAttribute(
      'href',
      '/adv/campaigns/create/',
    );
    expect(screen.queryByRole('group', { name: 'Spend' })).not.toBeInTheDocument();
  });

  it('says what went wrong and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stub(() => (fail ? { status: 500, body: {} } : { body: { ext: dashboard() } }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Spend' })).toHaveTextContent('$1,234.50');
  });
  it('moves the preset on to the new day when the page is left open past midnight', async () => {
    const calls = stub((url) => ({
      body: {
        ext: dashboard({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }),
      },
    }));
    renderPage(<DashboardPage />, { path: '/adv/dashboard/' });
    await screen.findByRole('group', { name: 'Spend' });
    const before = presetRange('last_7_days', browserTimeZone());
    expect(calls.at(-1)?.searchParams.get('to')).toBe(before.to);
    vi.setSystemTime(new Date('2026-03-19T12:00:00Z'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const after = presetRange('last_7_days', browserTimeZone());
    expect(after.to).not.toBe(before.to);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('to')).toBe(after.to));
    expect(calls.at(-1)?.searchParams.get('from')).toBe(after.from);
  });
});
