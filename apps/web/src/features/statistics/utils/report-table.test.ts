import type { StatisticsReport } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/testing/parse-csv';
import { toCsv } from './csv.ts';
import { plainLines, type TableColumn, tableLines, tableModel } from './report-table.ts';

const columns: TableColumn[] = [
  { id: 'date', kind: 'dimension', header: 'Date' },
  { id: 'campaign', kind: 'dimension', header: 'Campaign' },
  { id: 'impressions', kind: 'metric', header: 'Impressions', format: 'integer' },
  { id: 'ctr', kind: 'metric', header: 'CTR', format: 'percent' },
  { id: 'spend', kind: 'metric', header: 'Spend', format: 'money' },
  { id: 'ecpm', kind: 'metric', header: 'eCPM', format: 'money' },
];
const report: Pick<StatisticsReport, 'rows' | 'totals'> = {
  rows: [
    {
      keys: { date: '2025-03-01', campaign: 7 },
      labels: { campaign: 'Spring "Push", EU' },
      metrics: { impressions: 12345, ctr: 0.01234, spend: 1234.5, ecpm: 0.10005 },
    },
    {
      keys: { date: '2025-03-02', campaign: 9 },
      labels: {},
      metrics: { impressions: 0, ctr: null, spend: 0, ecpm: null },
    },
  ],
  totals: { impressions: 12345, ctr: 0.01234, spend: 1234.5, ecpm: 0.1 },
};

describe('the report as text', () => {
  const model = tableModel(report, columns, 'en-US', { total: 'Total', unknown: 'Unknown' });

  it('formats money with its currency, rates as percent, and leaves empty rates as a dash', () => {
    expect(model.rows[0]?.cells).toEqual([
      'Sat, Mar 1, 2025',
      'Spring "Push", EU',
      '12,345',
      '1.23%',
      '$1,234.50',
      '$0.1001',
    ]);
    expect(model.rows[1]?.cells).toEqual(['Sun, Mar 2, 2025', '9', '0', '—', '$0.00', '—']);
    expect(model.totals).toEqual(['Total', '', '12,345', '1.23%', '$1,234.50', '$0.10']);
  });

  it('exports exactly the lines on screen, quoted where a cell needs it', () => {
    const csv = toCsv(tableLines(model));
    expect(csv.startsWith('\uFEFFDate,Campaign,Impressions,CTR,Spend,eCPM\r\n')).toBe(true);
    expect(csv).toContain('"Sat, Mar 1, 2025","Spring ""Push"", EU","12,345",1.23%,"$1,234.50",$0.1001\r\n');
    expect(parseCsv(csv)).toEqual(tableLines(model));
  });

  it('exports plain numbers for a spreadsheet: ISO days, decimals, empty for no value', () => {
    expect(plainLines(report, columns, { total: 'Total', unknown: 'Unknown' })).toEqual([
      ['Date', 'Campaign', 'Impressions', 'CTR', 'Spend', 'eCPM'],
      ['2025-03-01', 'Spring "Push", EU', '12345', '0.01234', '1234.5', '0.10005'],
      ['2025-03-02', '9', '0', '', '0', ''],
      ['Total', '', '12345', '0.01234', '1234.5', '0.1'],
    ]);
  });
});

describe('a "then by" report exported', () => {
  const nested: Pick<StatisticsReport, 'rows' | 'totals' | 'subtotals'> = {
    ...report,
    rows: [
      { keys: { date: '2025-03-01', campaign: 7 }, labels: { campaign: 'A' }, metrics: { spend: 2 } },
      { keys: { date: '2025-03-01', campaign: 9 }, labels: { campaign: 'B' }, metrics: { spend: 1 } },
    ],
    subtotals: [{ keys: { date: '2025-03-01' }, labels: {}, metrics: { spend: 3 } }],
  };
  const twoColumns = columns.filter((c) => ['date', 'campaign', 'spend'].includes(c.id));
  const words = { total: 'Total', subtotal: 'All', unknown: 'Unknown' };

  it('as shown has each group’s subtotal above its rows; plain stays flat for a pivot table', () => {
    const shown = tableLines(tableModel(nested, twoColumns, 'en-US', words));
    expect(shown.map((line) => line.slice(1))).toEqual([
      ['Campaign', 'Spend'],
      ['All', '$3.00'],
      ['A', '$2.00'],
      ['B', '$1.00'],
      ['', '$1,234.50'],
    ]);
    expect(plainLines(nested, twoColumns, words).map((line) => line.join(','))).toEqual([
      'Date,Campaign,Spend',
      '2025-03-01,A,2',
      '2025-03-01,B,1',
      'Total,,1234.5',
    ]);
  });
});
