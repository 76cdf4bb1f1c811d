import { STATISTICS_ENTITIES } from '@panel/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderPage } from '@/testing/render';
import { type TableColumn, tableModel } from '../utils/report-table.ts';
import { StatsTable } from './stats-table.tsx';

const METRICS = ['spend', 'payout', 'profit', 'roi'];
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
    renderPage(
      <StatsTable
        model={model}
        names={{ dimension: (id) => id, metric: (id) => id }}
        sort="-profit"
        onSort={() => {}}
        sortable={() => true}
        drillTargets={() => []}
        onDrill={() => {}}
      />,
    );
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
    for (const cell of marked) expect(cell.getAttribute('style')).toContain('--mantine-color-red-text');
    expect(within(table).getByText('$3.00')).not.toHaveAttribute('data-negative');
    // The first column stays in view while the metrics scroll sideways; the others scroll.
    for (const tr of within(table).getAllByRole('row')) {
      const [first, second] = [...tr.querySelectorAll('th, td')] as HTMLElement[];
      expect(first?.style.position).toBe('sticky');
      expect(second?.style.position).toBe('');
    }
  });
});
