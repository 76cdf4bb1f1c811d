import { STATISTICS_ENTITIES } from '@panel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROW_WINDOW_FROM } from '@/components/table/row-window';
import { renderPage } from '@/testing/render';
import { type TableColumn, tableModel } from '../utils/report-table.ts';
import { StatsTable } from './stats-table.tsx';

// jsdom lays nothing out: every drawn row is given 35 px (its offsetHeight, which the window measures), the table's body starts at the top of
// the page, and the window is jsdom's 1024 × 768.
const ROW_PX = 35;
const columns: TableColumn[] = [
  { id: 'campaign', kind: 'dimension', header: 'Campaign' },
  {
    id: 'spend',
    kind: 'metric',
    header: 'Spend',
    format: STATISTICS_ENTITIES.advertiser.metrics[0]?.format ?? 'money',
  },
];
const model = (count: number) =>
  tableModel(
    {
      rows: Array.from({ length: count }, (_, i) => ({
        keys: { campaign: i + 1 },
        labels: { campaign: `Campaign ${i + 1}` },
        metrics: { spend: i + 1 },
      })),
      totals: { spend: 0 },
    },
    columns,
    'en-US',
    { total: 'Total', unknown: 'Unknown' },
  );
const table = (count: number) => (
  <StatsTable
    model={model(count)}
    names={{ dimension: (id) => id, metric: (id) => id }}
    sort="-spend"
    onSort={() => {}}
    sortable={() => true}
    drillTargets={() => ['date']}
    onDrill={() => {}}
  />
);
const renderTable = (count: number) => renderPage(table(count));
/** 500 rows, then as many as ROW_WINDOW_FROM at the press of "shorter" (as a group folded away). */
function Shortened() {
  const [count, setCount] = useState(500);
  return (
    <>
      <button type="button" onClick={() => setCount(ROW_WINDOW_FROM)}>
        shorter
      </button>
      {table(count)}
    </>
  );
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
/** The report's rows drawn, by their place in the report (1 is the first). */
const drawnPlaces = (table: HTMLElement) =>
  [...(table.querySelector('tbody')?.querySelectorAll('tr[aria-rowindex]') ?? [])].map(
    (row) => Number(row.getAttribute('aria-rowindex')) - 1,
  );

/** The table once its windowed body (a module of its own) is in: fewer rows drawn than it has. */
async function windowedTable() {
  const table = await screen.findByRole('table', { name: 'Statistics report' });
  await waitFor(() => expect(table.querySelector('tr[aria-hidden]')).not.toBeNull());
  return table;
}

describe('a long page of the report', () => {
  beforeEach(() => {
    Object.defineProperty(HTMLTableRowElement.prototype, 'offsetHeight', {
      configurable: true,
      get: () => ROW_PX,
    });
    // The body at the top of the page: in the window, it is as far up as the page is scrolled.
    Object.defineProperty(HTMLTableSectionElement.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => ({ top: -window.scrollY, left: 0, width: 1000, height: 500 * ROW_PX }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLTableRowElement.prototype, 'offsetHeight');
    Reflect.deleteProperty(HTMLTableSectionElement.prototype, 'getBoundingClientRect');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('draws only the rows in and near the window, and the others as the page scrolls to them', async () => {
    renderTable(500);
    const table = await windowedTable();
    // Every row counts for a screen reader: the header, 500 rows, the totals.
    expect(table).toHaveAttribute('aria-rowcount', '502');
    const atTop = drawnPlaces(table);
    expect(atTop[0]).toBe(1);
    expect(atTop.length).toBeGreaterThan(768 / ROW_PX);
    expect(atTop.length).toBeLessThan(40);
    // The rows not drawn keep their place: the body is as tall as 500 rows.
    const body = table.querySelector('tbody') as HTMLElement;
    const heights = [...body.querySelectorAll('tr[aria-hidden]')].map((tr) =>
      Number.parseFloat((tr as HTMLElement).style.height),
    );
    expect(heights.reduce((a, b) => a + b, 0) + atTop.length * ROW_PX).toBe(500 * ROW_PX);

    scrollTo(300 * ROW_PX);
    const further = drawnPlaces(table);
    expect(further).toContain(301);
    expect(further).not.toContain(1);
    expect(within(table).getByText('Campaign 301')).toBeInTheDocument();
    // The totals stay, whatever is drawn.
    expect(within(table).getByRole('cell', { name: 'Total' })).toBeInTheDocument();
  });

  it('stripes each row as it would be with every row drawn', async () => {
    renderTable(500);
    const table = await windowedTable();
    // The first row drawn is then the 297th (index 296): after the gap, an empty row keeps the step.
    scrollTo(300 * ROW_PX);
    const body = table.querySelector('tbody') as HTMLElement;
    const trs = [...body.children];
    // Mantine stripes the odd rows of the body (1st, 3rd, …): the report's 1st, 3rd, … row.
    for (const [position, tr] of trs.entries()) {
      const index = tr.getAttribute('data-index');
      if (index !== null) expect((position + 1) % 2).toBe((Number(index) + 1) % 2);
    }
  });

  it('keeps the row holding the focus, or its menu, while the page scrolls away from it', async () => {
    renderTable(500);
    const table = await windowedTable();
    const name = within(table).getByRole('button', { name: /Campaign 3\b/ });
    act(() => name.focus());
    scrollTo(400 * ROW_PX);
    expect(drawnPlaces(table)).toContain(401);
    expect(name).toBeInTheDocument();
    expect(name).toHaveFocus();
    // Focus in a layer of its own (Mantine's portals: the row's menu, a dialog) still belongs to the row.
    const layer = document.body.appendChild(document.createElement('div'));
    layer.setAttribute('data-portal', 'true');
    const item = layer.appendChild(document.createElement('button'));
    act(() => item.focus());
    scrollTo(401 * ROW_PX);
    expect(name).toBeInTheDocument();
    // Focus taken elsewhere in the page lets the row go.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    act(() => name.focus());
    act(() => elsewhere.focus());
    scrollTo(402 * ROW_PX);
    expect(within(table).queryByText('Campaign 3')).not.toBeInTheDocument();
    layer.remove();
    elsewhere.remove();
  });

  it('keeps its rows when a change takes it under 30 rows, once the window has been needed', async () => {
    renderPage(<Shortened />);
    const table = await windowedTable();
    const row = table.querySelector('tr[data-index="2"]');
    act(() => screen.getByRole('button', { name: 'shorter' }).click());
    // Every row of a short body is drawn, and the ones there before are the same elements.
    expect(drawnPlaces(table)).toHaveLength(ROW_WINDOW_FROM);
    expect(table.querySelector('tr[aria-hidden]')).toBeNull();
    expect(table.querySelector('tr[data-index="2"]')).toBe(row);
  });

  it('draws every row of a short page', async () => {
    renderTable(ROW_WINDOW_FROM);
    const table = await screen.findByRole('table', { name: 'Statistics report' });
    expect(drawnPlaces(table)).toHaveLength(ROW_WINDOW_FROM);
    expect(table.querySelector('tr[aria-hidden]')).toBeNull();
  });
});
