import { STATISTICS_ENTITIES } from '@panel/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderPage } from '@/testing/render';
import { type TableColumn, type TableModel, tableModel } from '../utils/report-table.ts';
import { StatsTable } from './stats-table.tsx';

const METRICS = ['spend', 'payout', 'profit', 'roi'];

/** The table of a model, sorted as given, with no drilling or acting. */
const renderTable = (model: TableModel, sort: string) =>
  renderPage(
    <StatsTable
      model={model}
      names={{ dimension: (id) => id, metric: (id) => id }}
      sort={sort}
      onSort={() => {}}
      sortable={() => true}
      drillTargets={() => []}
      onDrill={() => {}}
    />,
  );
const format = (id: string) => STATISTICS_ENTITIES.advertiser.metrics.find((m) => m.id === id)?.format;
const columns: TableColumn[] = [
  { id: 'campaign', kind: 'dimension', header: 'Campaign' },
  ...METRICS.map((id) => ({
    id,
    kind: 'metric' as const,
    header: i18n.t(`statistics.metric.${id}`),
    format: format(id) ?? 'integer',
  })),
];
const metrics = (spend: number, payout: number) => ({
  spend,
  payout,
  profit: payout - spend,
  roi: spend ? (payout - spend) / spend : null,
});

describe('the statistics table with conversion payouts', () => {
  it('shows payout and profit as money, ROI as percent, and a loss in red with its minus sign', async () => {
    const model = tableModel(
      {
        rows: [
          { keys: { campaign: 7 }, labels: { campaign: 'Earner' }, metrics: metrics(4, 7) },
          { keys: { campaign: 9 }, labels: { campaign: 'Loser' }, metrics: metrics(10, 2) },
          { keys: { campaign: 11 }, labels: { campaign: 'Free' }, metrics: metrics(0, 1.5) },
        ],
        totals: metrics(14, 10.5),
      },
      columns,
      'en-US',
      { total: 'Total', unknown: 'Unknown' },
    );
    renderTable(model, '-profit');
    const table = await screen.findByRole('table', { name: 'Statistics report' });
    const lines = within(table)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
    expect(lines).toEqual([
      ['Campaign', 'Spend', 'Payout', 'Profit', 'ROI'],
      ['Earner', '$4.00', '$7.00', '$3.00', '75.00%'],
      ['Loser', '$10.00', '$2.00', '-$8.00', '-80.00%'],
      ['Free', '$0.00', '$1.50', '$1.50', '—'],
      ['Total', '$14.00', '$10.50', '-$3.50', '-25.00%'],
    ]);
    const marked = [...table.querySelectorAll('[data-negative]')];
    expect(marked.map((cell) => cell.textContent)).toEqual(['-$8.00', '-80.00%', '-$3.50', '-25.00%']);
    for (const cell of marked) expect(cell.getAttribute('style')).toContain('--panel-loss-color');
    expect(within(table).getByText('$3.00')).not.toHaveAttribute('data-negative');
    // The first column stays in view while the metrics scroll sideways; the others scroll.
    for (const tr of within(table).getAllByRole('row')) {
      const [first, second] = [...tr.querySelectorAll('th, td')] as HTMLElement[];
      expect(first?.style.position).toBe('sticky');
      expect(second?.style.position).toBe('');
    }
  });
});

describe('a "then by" report', () => {
  const nestedColumns: TableColumn[] = [
    { id: 'country', kind: 'dimension', header: 'Country' },
    { id: 'date', kind: 'dimension', header: 'Date' },
    { id: 'spend', kind: 'metric', header: 'Spend', format: 'money' },
  ];
  const row = (country: string, date: string, spend: number) => ({
    keys: { country, date },
    labels: { country: country === 'DE' ? 'Germany' : 'United States' },
    metrics: { spend },
  });

  it('nests each group’s rows under its subtotal, and folds a group away', async () => {
    const model = tableModel(
      {
        rows: [row('DE', '2026-06-01', 3), row('DE', '2026-06-02', 3), row('US', '2026-06-01', 5)],
        totals: { spend: 11.5 },
        // US's subtotal counts a day on the next page too.
        subtotals: [
          { keys: { country: 'DE' }, labels: { country: 'Germany' }, metrics: { spend: 6 } },
          { keys: { country: 'US' }, labels: { country: 'United States' }, metrics: { spend: 5.5 } },
        ],
      },
      nestedColumns,
      'en-US',
      { total: 'Total', subtotal: 'All', unknown: 'Unknown' },
    );
    renderTable(model, '-spend');
    const table = await screen.findByRole('table', { name: 'Statistics report' });
    // What shows: the group's name once, on its subtotal; its rows name it to screen readers only.
    const lines = () =>
      within(table)
        .getAllByRole('row')
        .map((tr) =>
          [...tr.querySelectorAll('th, td')].map((cell) => {
            const copy = cell.cloneNode(true) as HTMLElement;
            for (const hidden of copy.querySelectorAll('.mantine-VisuallyHidden-root')) hidden.remove();
            return copy.textContent ?? '';
          }),
        );
    expect(lines()).toEqual([
      ['Country › Date', 'Spend'],
      ['Germany', '$6.00'],
      ['Mon, Jun 1, 2026', '$3.00'],
      ['Tue, Jun 2, 2026', '$3.00'],
      ['United States', '$5.50'],
      ['Mon, Jun 1, 2026', '$5.00'],
      ['Total', '$11.50'],
    ]);
    // A group's row names its group to screen readers.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Germany: Mon, Jun 1, 2026');
    const u = userEvent.setup();
    const fold = within(table).getByRole('button', { name: 'Hide the rows of Germany' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await u.click(fold);
    expect(lines().map((l) => l[0])).toEqual([
      'Country › Date',
      'Germany',
      'United States',
      'Mon, Jun 1, 2026',
      'Total',
    ]);
    await u.click(within(table).getByRole('button', { name: 'Show the rows of Germany' }));
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });
});

describe('the next page of a report', () => {
  const page = (ids: number[]) =>
    tableModel(
      {
        rows: ids.map((id) => ({
          keys: { campaign: id },
          labels: { campaign: `Campaign ${id}` },
          metrics: metrics(id, 0),
        })),
        totals: metrics(0, 0),
      },
      columns,
      'en-US',
      { total: 'Total', unknown: 'Unknown' },
    );

  function Pager() {
    const [model, setModel] = useState(() => page([1, 2]));
    return (
      <>
        <button type="button" onClick={() => setModel(page([3, 4]))}>
          next
        </button>
        <StatsTable
          model={model}
          names={{ dimension: (id) => id, metric: (id) => id }}
          sort="-spend"
          onSort={() => {}}
          sortable={() => true}
          drillTargets={() => []}
          onDrill={() => {}}
        />
      </>
    );
  }

  it('fills the same rows with the new figures, and gives each new row naming cells of its own', async () => {
    renderPage(<Pager />);
    const table = await screen.findByRole('table', { name: 'Statistics report' });
    const firstRow = () => within(table).getAllByRole('row')[1] as HTMLElement;
    const [nameBefore, spendBefore] = [...firstRow().querySelectorAll('td')];
    expect(nameBefore?.textContent).toBe('Campaign 1');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await within(table).findByText('Campaign 3');
    const [nameAfter, spendAfter] = [...firstRow().querySelectorAll('td')];
    // The figures' cell is the same element with new text: no row was taken down and built again.
    expect(spendAfter).toBe(spendBefore);
    expect(spendAfter?.textContent).toBe('$3.00');
    // The naming cell (which holds a zone's bid dialog and pending actions) is new: nothing of
    // campaign 1's row carries over to campaign 3's.
    expect(nameAfter).not.toBe(nameBefore);
    expect(nameBefore?.isConnected).toBe(false);
  });
});
