import {
  type CampaignListItem,
  STATISTICS_ENTITIES,
  type StatisticsReport,
  type StatisticsRow,
} from '@panel/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import { COUNTRIES } from '@/testing/countries';
import { parseCsv } from '@/testing/parse-csv';
import { renderPage } from '@/testing/render';
import { AdvertiserStatisticsPage, GuestStatisticsPage } from './statistics-page.tsx';

// jsdom has no canvas; the chart's own tests cover the drawing. Here: what the page hands it.
const charts = vi.hoisted(() => new Map<string, { keys: readonly string[]; series: { label: string }[] }>());
vi.mock('@/lib/charts/time-series-chart', () => ({
  TimeSeriesChart: (props: { label: string; keys: readonly string[]; series: { label: string }[] }) => {
    charts.set(props.label, props);
    return <div role="img" aria-label={props.label} />;
  },
}));

const ADV = '/api/v1/statistics/advertiser';
const metrics = (impressions: number, spend: number) => ({
  requests: impressions * 10,
  bids: impressions * 2,
  wins: impressions,
  win_rate: 0.5,
  impressions,
  clicks: impressions / 100,
  ctr: 0.01,
  conversions: 0,
  cr: null,
  spend,
  ecpm: impressions ? (spend * 1000) / impressions : null,
  ecpc: null,
  ecpa: null,
});
const row = (
  keys: StatisticsRow['keys'],
  labels: StatisticsRow['labels'],
  impressions: number,
  spend: number,
) => ({
  keys,
  labels,
  metrics: metrics(impressions, spend),
});
const report = (rows: StatisticsRow[], total = rows.length, groupBy = ['date']): StatisticsReport => ({
  from: '2025-03-01',
  to: '2025-03-07',
  tz: 'UTC',
  group_by: groupBy,
  metrics: STATISTICS_ENTITIES.advertiser.metrics.map((m) => String(m.id)),
  rows,
  total,
  totals: metrics(3000, 30),
});

type Answer = { status?: number; body: unknown };
/** Answers by path; every call is kept with its query for the test to read. */
function stub(answers: Record<string, (url: URL) => Answer | Promise<Answer>>) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const role = url.pathname.match(/^\/resources\/statistics_entities\/(\w+)$/)?.[1];
    if (role) return Response.json({ ext: STATISTICS_ENTITIES[role as 'advertiser'] });
    const found = answers[url.pathname];
    if (!found) throw new TypeError(`No stubbed answer for ${url.pathname}`);
    const answer = await found(url);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  return calls;
}
const query = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
/** Calls of the table's report (the chart asks for pages of 1,000). */
const tableCalls = (calls: URL[], path = ADV) =>
  calls.filter((c) => c.pathname === path && c.searchParams.get('per_page') !== '1000');

const byDate = () =>
  report([row({ date: '2025-03-01' }, {}, 1000, 10), row({ date: '2025-03-02' }, {}, 2000, 20)]);
const byCampaign = () =>
  report(
    [
      row({ campaign: 7 }, { campaign: 'Spring, push' }, 2000, 20),
      row({ campaign: 9 }, { campaign: 'Autumn' }, 1000, 10),
    ],
    2,
    ['campaign'],
  );

/** The first render of Mantine's controls takes jsdom a while. */
const findTable = () => screen.findByRole('table', { name: 'Statistics report' }, { timeout: 5000 });

const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

describe('the statistics page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 2, 7, 12) });
    charts.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the report the address describes, and shows it formatted with its totals', async () => {
    const calls = stub({
      [ADV]: () => ({ body: { ext: byCampaign() } }),
      '/api/v1/campaigns': () => ({ body: { ext: { items: [], total: 0 } } }),
      '/resources/countries': () => ({ body: { ext: [] } }),
    });
    renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?range=yesterday&tz=Asia%2FTokyo&group_by=campaign&country=US,GB&sort=-impressions&page=2&per_page=25',
    });
    const table = await findTable();
    expect(query(tableCalls(calls)[0])).toEqual({
      from: '2025-03-06',
      to: '2025-03-06',
      tz: 'Asia/Tokyo',
      group_by: 'campaign',
      country: 'US,GB',
      sort: '-impressions',
      page: '2',
      per_page: '25',
    });
    const lines = cellsOf(table);
    expect(lines[0]?.slice(0, 3)).toEqual(['Campaign', 'Spend', 'Impressions']);
    expect(lines[1]).toContain('$20.00');
    expect(lines.at(-1)?.slice(0, 3)).toEqual(['Total', '$30.00', '3,000']);
    expect(within(table).getByRole('columnheader', { name: 'Impressions' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Not grouped by time: no chart.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Yesterday');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('Campaign');
  });

  it('opens on the last 7 days by date, with a chart of spend and impressions over every day', async () => {
    const calls = stub({ [ADV]: () => ({ body: { ext: byDate() } }) });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/' });
    await findTable();
    expect(query(tableCalls(calls)[0])).toMatchObject({ group_by: 'date', page: '1', per_page: '50' });
    expect(tableCalls(calls)[0]?.searchParams.get('from')).toMatch(/^2025-03-0[01]$/);
    const chart = await screen.findByRole('img', { name: 'Spend, Impressions by day' });
    expect(chart).toBeInTheDocument();
    const drawn = charts.get('Spend, Impressions by day');
    expect(drawn?.keys).toHaveLength(7);
    expect(drawn?.series.map((s) => s.label)).toEqual(['Spend', 'Impressions']);
    const chartCall = calls.find((c) => c.searchParams.get('per_page') === '1000');
    expect(query(chartCall)).toMatchObject({ group_by: 'date', sort: 'date', page: '1' });
  });

  it('keeps a preset and the grouping in the address, so a reload shows the same view', async () => {
    const calls = stub({
      [ADV]: (url) => ({
        body: { ext: url.searchParams.get('group_by') === 'campaign' ? byCampaign() : byDate() },
      }),
    });
    const { router, unmount } = renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo',
    });
    await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Campaign' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?range=last_30_days&tz=Asia%2FTokyo&group_by=campaign'),
    );
    await waitFor(() =>
      expect(query(tableCalls(calls).at(-1))).toMatchObject({
        from: '2025-02-06',
        to: '2025-03-07',
        group_by: 'campaign',
      }),
    );
    const shown = await findTable();
    await waitFor(() => expect(cellsOf(shown)[1]?.[0]).toBe('Spring, push'));
    const before = cellsOf(shown);
    const address = `/adv/statistics/${router.state.location.search}`;
    unmount();
    calls.length = 0;
    renderPage(<AdvertiserStatisticsPage />, { path: address });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('Campaign'));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Last 30 days');
    await waitFor(() =>
      expect(cellsOf(screen.getByRole('table', { name: 'Statistics report' }))).toEqual(before),
    );
    expect(query(tableCalls(calls)[0])).toMatchObject({
      from: '2025-02-06',
      to: '2025-03-07',
      group_by: 'campaign',
    });
  });

  it('sorts on the server when a header is clicked, and pages on the server', async () => {
    const calls = stub({ [ADV]: () => ({ body: { ext: report(byDate().rows, 120) } }) });
    const { router } = renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo' });
    const table = await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: 'Clicks' }));
    await waitFor(() => expect(tableCalls(calls).at(-1)?.searchParams.get('sort')).toBe('-clicks'));
    await user.click(within(table).getByRole('button', { name: 'Clicks' }));
    await waitFor(() => expect(tableCalls(calls).at(-1)?.searchParams.get('sort')).toBe('clicks'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query(tableCalls(calls).at(-1))).toMatchObject({ sort: 'clicks', page: '3' }));
    expect(router.state.location.search).toBe('?tz=Asia%2FTokyo&sort=clicks&page=3');
    expect(screen.getByText('101–120 of 120 rows')).toBeInTheDocument();
  });

  it('exports exactly the table on screen as CSV', async () => {
    stub({
      [ADV]: () => ({ body: { ext: byCampaign() } }),
      '/api/v1/campaigns': () => ({ body: { ext: { items: [], total: 0 } } }),
    });
    const files: Blob[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          files.push(blob);
          return 'blob:csv';
        }
        static override revokeObjectURL() {}
      },
    );
    renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=campaign&columns=impressions,ctr,spend',
    });
    const table = await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(await screen.findByRole('menuitem', { name: 'As shown on screen' }));
    expect(files).toHaveLength(1);
    const lines = parseCsv(await (files[0] as Blob).text());
    expect(lines).toEqual(cellsOf(table));
    expect(lines).toEqual([
      ['Campaign', 'Spend', 'Impressions', 'CTR'],
      ['Spring, push', '$20.00', '2,000', '1.00%'],
      ['Autumn', '$10.00', '1,000', '1.00%'],
      ['Total', '$30.00', '3,000', '1.00%'],
    ]);
    // For a spreadsheet: plain numbers, rates as decimals.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Plain numbers, for spreadsheets' }));
    expect(files).toHaveLength(2);
    expect(parseCsv(await (files[1] as Blob).text())).toEqual([
      ['Campaign', 'Spend', 'Impressions', 'CTR'],
      ['Spring, push', '20', '2000', '0.01'],
      ['Autumn', '10', '1000', '0.01'],
      ['Total', '30', '3000', '0.01'],
    ]);
  });

  it('adds a filter whose choices come from the dimension’s list, and asks for the filtered report', async () => {
    const calls = stub({
      [ADV]: () => ({ body: { ext: byDate() } }),
      '/resources/countries': () => ({ body: { ext: COUNTRIES } }),
    });
    const { router } = renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo' });
    await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Country' }));
    const field = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tz=Asia%2FTokyo&country=DE'));
    await waitFor(() => expect(tableCalls(calls).at(-1)?.searchParams.get('country')).toBe('DE'));
    await user.click(screen.getByRole('button', { name: 'Remove the Country filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tz=Asia%2FTokyo'));
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });

  it('takes a custom range only once its dates are in order', async () => {
    const calls = stub({ [ADV]: () => ({ body: { ext: byDate() } }) });
    const { router } = renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo' });
    await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-03-01&to=2025-03-07&tz=Asia%2FTokyo'),
    );
    const to = screen.getByLabelText('To');
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-01');
    fireEvent.change(to, { target: { value: '2025-02-20' } });
    expect(await screen.findByText('The end of the range cannot be before its start')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2025-03-01&to=2025-03-07&tz=Asia%2FTokyo');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-02-10' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2025-02-10&to=2025-02-20&tz=Asia%2FTokyo'),
    );
    await waitFor(() =>
      expect(query(tableCalls(calls).at(-1))).toMatchObject({ from: '2025-02-10', to: '2025-02-20' }),
    );
  });

  it('drills down from a campaign row to its zones, with the campaign as the filter', async () => {
    const calls = stub({
      [ADV]: (url) => ({
        body: { ext: url.searchParams.get('group_by') === 'campaign' ? byCampaign() : report([]) },
      }),
      '/api/v1/campaigns': () => ({ body: { ext: { items: [], total: 0 } } }),
    });
    const { router } = renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=campaign',
    });
    const table = await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(within(table).getByRole('button', { name: 'Spring, push' }));
    await user.click(await screen.findByRole('menuitem', { name: 'By zone' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tz=Asia%2FTokyo&group_by=zone&campaign=7'),
    );
    await waitFor(() =>
      expect(query(tableCalls(calls).at(-1))).toMatchObject({ group_by: 'zone', campaign: '7' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No traffic matches the filters' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s word on a grouping it cannot make at the control that chose it', async () => {
    stub({
      [ADV]: () => ({
        status: 400,
        body: {
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Check the highlighted fields',
          fields: { group_by: 'These dimensions cannot be combined in one report: zone, os' },
        },
      }),
      '/resources/os': () => ({ body: { ext: [] } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=zone,os' });
    // The page's first render, given the time findTable gives it (1 s was too little on a busy machine).
    expect(
      await screen.findByText('These dimensions cannot be combined in one report: zone, os', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This report cannot be made');
  });

  it('serves a guest SSP from its own entities and call', async () => {
    const calls = stub({
      '/api/v1/guest_ssp/statistics/advertiser': () => ({
        body: {
          ext: {
            ...byDate(),
            metrics: ['impressions', 'revenue'],
            totals: { impressions: 3000, revenue: 3 },
          },
        },
      }),
    });
    renderPage(<GuestStatisticsPage />, {
      path: '/guest/statistics/?tz=Asia%2FTokyo&columns=impressions,revenue',
    });
    const table = await findTable();
    expect(cellsOf(table)[0]).toEqual(['Date', 'Impressions', 'Revenue']);
    expect(calls.some((c) => c.pathname === '/resources/statistics_entities/guest_ssp')).toBe(true);
    expect(await screen.findByRole('img', { name: 'Revenue, Impressions by day' })).toBeInTheDocument();
  });

  it('reads a hand-edited time zone it cannot use as the browser’s, instead of failing the page', async () => {
    const calls = stub({ [ADV]: () => ({ body: { ext: byDate() } }) });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Foo&range=yesterday' });
    await findTable();
    expect(query(tableCalls(calls)[0])).toMatchObject({ tz: browserTimeZone(), from: '2025-03-06' });
    expect(screen.getByRole('combobox', { name: 'Time zone' })).not.toHaveValue('Foo');
  });

  it('offers only the drill-downs a rollup keeps together with the filters in use', async () => {
    stub({
      [ADV]: () => ({ body: { ext: byCampaign() } }),
      '/resources/os': () => ({ body: { ext: [{ id: 5, name: 'Android' }] } }),
    });
    renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=campaign&os=5',
    });
    const table = await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(within(table).getByRole('button', { name: 'Spring, push' }));
    await screen.findByRole('menuitem', { name: 'By date' });
    // Zone, OS and campaign together: no rollup holds them, the report would be refused.
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'By date',
      'By hour',
      'By creative',
      'By country',
    ]);
  });

  it('disables the groupings and filters no rollup keeps together with the rest, saying why', async () => {
    stub({
      [ADV]: () => ({ body: { ext: report([], 0, ['zone']) } }),
      '/api/v1/campaigns': () => ({ body: { ext: { items: [], total: 0 } } }),
    });
    const { router } = renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=zone',
    });
    await screen.findByRole('heading', { name: 'No traffic in this period' }, { timeout: 5000 });
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('combobox', { name: 'Then by' }));
    const os = await screen.findByRole('option', { name: /^OS/ });
    expect(os).toHaveTextContent('Cannot be combined with Zone');
    expect(os).toHaveAttribute('data-combobox-disabled');
    const creative = screen.getByRole('option', { name: /^Creative/ });
    expect(creative).toHaveAttribute('data-combobox-disabled');
    expect(screen.getByRole('option', { name: 'Campaign' })).not.toHaveAttribute('data-combobox-disabled');
    await user.click(os);
    expect(router.state.location.search).toBe('?tz=Asia%2FTokyo&group_by=zone');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const osFilter = await screen.findByRole('menuitem', { name: /^OS/ });
    expect(osFilter).toBeDisabled();
    expect(osFilter).toHaveTextContent('Cannot be combined with Zone');
    expect(screen.getByRole('menuitem', { name: 'Campaign' })).toBeEnabled();
  });

  it('disables a grouping the filters in use rule out', async () => {
    stub({
      [ADV]: () => ({ body: { ext: byDate() } }),
      '/resources/os': () => ({ body: { ext: [] } }),
    });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo&os=5' });
    await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    const zone = await screen.findByRole('option', { name: /^Zone/ });
    expect(zone).toHaveAttribute('data-combobox-disabled');
    expect(zone).toHaveTextContent('Cannot be combined with OS');
    expect(screen.getByRole('option', { name: 'Browser' })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('offers every campaign in the campaign filter, however many pages the list takes', async () => {
    const campaigns: CampaignListItem[] = Array.from({ length: 230 }, (_, i) => ({
      id: i + 1,
      name: `Campaign ${String(i + 1).padStart(3, '0')}`,
      status: 'active',
      group_id: null,
      group_name: null,
      ad_format: 'popunder',
      ad_format_family: 'tag',
      pricing_model: 'cpm',
      bid: 1,
      budget: { daily: null, total: null, pacing: 'asap' },
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      creatives_count: 0,
      active_creatives_count: 0,
    }));
    const calls = stub({
      [ADV]: () => ({ body: { ext: byDate() } }),
      '/api/v1/campaigns': (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page'));
        const items = campaigns.slice((page - 1) * perPage, page * perPage);
        return { body: { ext: { items, total: campaigns.length } } };
      },
    });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo&campaign=1' });
    await findTable();
    const user = userEvent.setup({ advanceTimers: () => {} });
    const field = screen.getByRole('combobox', { name: 'Campaign' });
    await user.click(field);
    await user.type(field, 'Campaign 229');
    expect(await screen.findByRole('option', { name: 'Campaign 229' })).toBeInTheDocument();
    const pages = calls
      .filter((c) => c.pathname === '/api/v1/campaigns')
      .map((c) => c.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('goes back from a page past the end while showing it loading, not an empty period', async () => {
    let answerFirst: (a: Answer) => void = () => {};
    const firstPage = new Promise<Answer>((resolve) => {
      answerFirst = resolve;
    });
    stub({
      [ADV]: (url) => {
        if (url.searchParams.get('per_page') === '1000') return { body: { ext: byDate() } };
        return url.searchParams.get('page') === '1' ? firstPage : { body: { ext: report([], 0) } };
      },
    });
    const { router } = renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&page=3',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tz=Asia%2FTokyo'), { timeout: 5000 });
    expect(screen.getByRole('status', { name: 'Loading statistics…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No traffic in this period' })).not.toBeInTheDocument();
    answerFirst({ body: { ext: byDate() } });
    await waitFor(() =>
      expect(cellsOf(screen.getByRole('table', { name: 'Statistics report' }))).toHaveLength(4),
    );
  });

  it('goes to the last page there is when the report has rows, but not on the page asked for', async () => {
    stub({
      [ADV]: (url) => ({
        body: { ext: url.searchParams.get('page') === '5' ? report([], 120) : report(byDate().rows, 120) },
      }),
    });
    const { router } = renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&page=5',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tz=Asia%2FTokyo&page=3'), {
      timeout: 5000,
    });
    expect(await screen.findByText('101–120 of 120 rows')).toBeInTheDocument();
  });

  it('says in words when the chart cannot be loaded, and loads it again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    stub({
      [ADV]: (url) => {
        if (url.searchParams.get('per_page') === '1000' && offline) throw new TypeError('Failed to fetch');
        return { body: { ext: byDate() } };
      },
    });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=Asia%2FTokyo' });
    await findTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chart could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(alert).not.toHaveTextContent('error #');
    offline = false;
    await userEvent
      .setup({ advanceTimers: () => {} })
      .click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Spend, Impressions by day' })).toBeInTheDocument();
  });

  it('moves a preset on to the new day when the page is left open past midnight', async () => {
    vi.setSystemTime(Date.UTC(2025, 2, 7, 23, 59));
    const calls = stub({ [ADV]: () => ({ body: { ext: byDate() } }) });
    renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/?tz=UTC' });
    await findTable();
    expect(query(tableCalls(calls)[0])).toMatchObject({ from: '2025-03-01', to: '2025-03-07' });
    vi.setSystemTime(Date.UTC(2025, 2, 8, 0, 1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(query(tableCalls(calls).at(-1))).toMatchObject({ from: '2025-03-02', to: '2025-03-08' }),
    );
    await waitFor(() =>
      expect(query(calls.filter((c) => c.searchParams.get('per_page') === '1000').at(-1))).toMatchObject({
        from: '2025-03-02',
        to: '2025-03-08',
      }),
    );
    expect(screen.getByText(/Mar 2\D+8, 2025 · UTC time/)).toBeInTheDocument();
  });

  it('sorts by metrics and time, not by dimensions the server would order by id', async () => {
    stub({ [ADV]: () => ({ body: { ext: byCampaign() } }) });
    renderPage(<AdvertiserStatisticsPage />, {
      path: '/adv/statistics/?tz=Asia%2FTokyo&group_by=campaign&sort=campaign',
    });
    const table = await findTable();
    const header = within(table).getByRole('columnheader', { name: 'Campaign' });
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    expect(header).not.toHaveAttribute('aria-sort');
    // The sort the address named falls back to the default: spend, largest first.
    expect(within(table).getByRole('columnheader', { name: 'Spend' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('button', { name: 'Clicks' })).toBeInTheDocument();
  });

  it('names the zone in the address of a custom range, so a shared link shows the same days', async () => {
    stub({ [ADV]: () => ({ body: { ext: byDate() } }) });
    const { router } = renderPage(<AdvertiserStatisticsPage />, { path: '/adv/statistics/' });
    await findTable();
    expect(router.state.location.search).toBe('');
    const user = userEvent.setup({ advanceTimers: () => {} });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    const { from, to } = presetRange('last_7_days', browserTimeZone());
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?${new URLSearchParams({ from, to, tz: browserTimeZone() }).toString()}`,
      ),
    );
  });
});
