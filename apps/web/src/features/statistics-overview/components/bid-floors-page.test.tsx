import { AD_FORMATS, type BidFloorRow } from '@panel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, presetRange } from '@/lib/dates/report-range';
import { renderPage } from '@/testing/render';
import { BidFloorsPage } from './bid-floors-page.tsx';

const row = (
  ssp: number,
  ad_format: string,
  name: string,
  requests: number,
  median: number,
): BidFloorRow => ({
  ssp,
  ssp_name: `SSP ${ssp}`,
  ad_format,
  ad_format_name: name,
  requests,
  min: 0.01,
  median,
  p90: median * 2,
  max: 9.5,
});

const ROWS = [
  row(1, '300x250', '300x250', 9000, 0.42),
  row(2, 'popunder', 'Popunder', 4000, 1.25),
  row(10, '300x250', '300x250', 120, 0.0875),
];

function stub(rows: (url: URL) => BidFloorRow[] | null) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/resources/ad_formats')
      return new Response(JSON.stringify({ ext: AD_FORMATS }), { status: 200 });
    if (url.pathname !== '/api/v1/statistics/bid_floors') throw new TypeError(`No stub for ${url.pathname}`);
    calls.push(url);
    const answer = rows(url);
    if (answer === null) return new Response('{}', { status: 500 });
    return new Response(
      JSON.stringify({ ext: { from: '2026-03-12', to: '2026-03-18', tz: 'UTC', rows: answer } }),
      { status: 200 },
    );
  });
  return calls;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Bid floors by SSP and ad format' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('BidFloorsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists floors in USD CPM, busiest first, and explains how exact they are', async () => {
    const calls = stub(() => ROWS);
    renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' });
    expect(bodyRows()).toEqual([
      ['SSP 1', '300x250', '9,000', '$0.0100', '$0.4200', '$0.8400', '$9.5000'],
      ['SSP 2', 'Popunder', '4,000', '$0.0100', '$1.2500', '$2.5000', '$9.5000'],
      ['SSP 10', '300x250', '120', '$0.0100', '$0.0875', '$0.1750', '$9.5000'],
    ]);
    expect(screen.getByText(/median and p90 are within 2\.5 %/)).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toMatchObject({
      from: '2026-03-12',
      to: '2026-03-18',
    });
  });

  it('sorts by a column on click, flips on a second click, and keeps the order in the address', async () => {
    stub(() => ROWS);
    const { router } = renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' });
    const u = userEvent.setup();

    await u.click(screen.getByRole('button', { name: 'Median' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-median'));
    expect(bodyRows().map((r) => r[4])).toEqual(['$1.2500', '$0.4200', '$0.0875']);
    expect(screen.getByRole('columnheader', { name: 'Median' })).toHaveAttribute('aria-sort', 'descending');

    await u.click(screen.getByRole('button', { name: 'Median' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=median'));
    expect(bodyRows().map((r) => r[4])).toEqual(['$0.0875', '$0.4200', '$1.2500']);

    await u.click(screen.getByRole('button', { name: 'SSP' }));
    expect(bodyRows().map((r) => r[0])).toEqual(['SSP 1', 'SSP 2', 'SSP 10']);
    expect(screen.getByRole('columnheader', { name: 'SSP' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows only the SSPs and formats the address names, and clears them when nothing matches', async () => {
    stub(() => ROWS);
    const { router } = renderPage(<BidFloorsPage />, {
      path: '/adv/statistics/bid-floors/?ssp=1,10&ad_format=300x250&range=yesterday',
    });
    await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' });
    expect(bodyRows().map((r) => r[0])).toEqual(['SSP 1', 'SSP 10']);
    expect(screen.getByText('2 of 3 rows match the filters.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yesterday' })).toBeChecked();

    await router.navigate('/adv/statistics/bid-floors/?ssp=2&ad_format=300x250');
    expect(await screen.findByRole('heading', { name: 'No floors match the filters' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(bodyRows()).toHaveLength(3);
  });

  it('writes a chosen SSP to the address and narrows the table to it', async () => {
    stub(() => ROWS);
    const { router } = renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('combobox', { name: 'SSP' }));
    await u.click(await screen.findByRole('option', { name: 'SSP 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ssp=2'));
    expect(bodyRows().map((r) => r[0])).toEqual(['SSP 2']);
  });

  it('says when the period has no floors', async () => {
    stub(() => []);
    renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    expect(await screen.findByRole('heading', { name: 'No bid floors in this period' })).toBeInTheDocument();
  });

  it('offers to try again after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    stub(() => (fail ? null : ROWS));
    renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bid floors could not be loaded');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' })).toBeInTheDocument();
  });
  it('moves the preset on to the new day when the page is left open past midnight', async () => {
    const calls = stub(() => ROWS);
    renderPage(<BidFloorsPage />, { path: '/adv/statistics/bid-floors/' });
    await screen.findByRole('table', { name: 'Bid floors by SSP and ad format' });
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
