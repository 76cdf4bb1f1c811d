import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { CampaignListPage } from './campaign-list-page.tsx';
import { item, page, stub } from './list-test-server.ts';

// jsdom lays nothing out: every drawn row is given 40 px (its offsetHeight, which the window
// measures), the table's body starts at the top of the page, and the window is 1024 × 768.
const ROW_PX = 40;
const hundred = Array.from({ length: 100 }, (_, i) => item(i + 1, `Campaign ${i + 1}`));

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
/** The campaigns drawn, by their place on the page (1 is the first). */
const drawnPlaces = (table: HTMLElement) =>
  [...(table.querySelector('tbody')?.querySelectorAll('tr[aria-rowindex]') ?? [])].map(
    (row) => Number(row.getAttribute('aria-rowindex')) - 1,
  );

/** Waits for the windowed body, a module of its own, slow to come the first time in a busy run. */
const windowed = (table: HTMLElement) =>
  waitFor(() => expect(table.querySelector('tr[aria-hidden]')).not.toBeNull(), { timeout: 10_000 });

describe('a page of 100 campaigns', () => {
  beforeEach(() => {
    Object.defineProperty(HTMLTableRowElement.prototype, 'offsetHeight', {
      configurable: true,
      get: () => ROW_PX,
    });
    Object.defineProperty(HTMLTableSectionElement.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => ({ top: -window.scrollY, left: 0, width: 1700, height: 100 * ROW_PX }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLTableRowElement.prototype, 'offsetHeight');
    Reflect.deleteProperty(HTMLTableSectionElement.prototype, 'getBoundingClientRect');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('draws the campaigns in and near the window, the others as the page scrolls to them', async () => {
    stub({ 'GET /api/v1/campaigns': page(hundred, 1000) });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/?per_page=100' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await windowed(table);
    // Every campaign of the page counts for a screen reader, drawn or not.
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const atTop = drawnPlaces(table);
    expect(atTop[0]).toBe(1);
    expect(atTop.length).toBeGreaterThan(768 / ROW_PX);
    expect(atTop.length).toBeLessThan(40);
    expect(within(table).queryByRole('link', { name: 'Campaign 90' })).not.toBeInTheDocument();

    scrollTo(89 * ROW_PX);
    expect(within(table).getByRole('link', { name: 'Campaign 90' })).toBeInTheDocument();
    expect(drawnPlaces(table)).not.toContain(1);
  });

  it('selects every campaign of the page, those not drawn too', async () => {
    const calls = stub({
      'GET /api/v1/campaigns': page(hundred, 1000),
      'PUT /api/v1/campaigns/status': {
        body: { ext: { results: [], changed: 100, skipped: 0, not_found: 0 } },
      },
    });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/?per_page=100' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await windowed(table);
    const u = userEvent.setup();
    await u.click(within(table).getByRole('checkbox', { name: 'Select every campaign on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected campaigns' });
    expect(bar).toHaveTextContent('100 campaigns selected');
    // A campaign scrolled to is drawn selected.
    scrollTo(89 * ROW_PX);
    expect(within(table).getByRole('checkbox', { name: 'Select Campaign 90' })).toBeChecked();
    await u.click(within(bar).getByRole('button', { name: 'Stop' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/v1/campaigns/status')?.body).toEqual({
        ids: hundred.map((c) => c.id),
        action: 'stop',
      }),
    );
  });

  it('follows the table when the page above it changes height between its own renders', async () => {
    // ResizeObservers the test calls: those watching the page's body, whose height changes when
    // anything above the table does (the virtualizer's own, watching rows, are left alone).
    const onBody: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: Element) {
          if (target === document.body) onBody.push(this.callback);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    stub({ 'GET /api/v1/campaigns': page(hundred, 1000) });
    renderPage(<CampaignListPage />, { path: '/adv/campaigns/list/?per_page=100' });
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    await windowed(table);
    scrollTo(40 * ROW_PX);
    expect(within(table).getByRole('link', { name: 'Campaign 45' })).toBeInTheDocument();
    expect(drawnPlaces(table)).not.toContain(20);
    // Something above the table grows by 800 px on its own: the table's body moves down with it,
    // and the window now shows the rows 20 places earlier.
    Object.defineProperty(HTMLTableSectionElement.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => ({ top: 800 - window.scrollY, left: 0, width: 1700, height: 100 * ROW_PX }),
    });
    act(() => {
      for (const callback of onBody) callback([], {} as ResizeObserver);
    });
    expect(drawnPlaces(table)).toContain(20);
  });
});
