import { describe, expect, it } from 'vitest';
import { chartData, currentKey, timeKeys } from './chart-series.ts';

const row = (date: string, clicks: number, ctr: number) => ({
  keys: { date },
  labels: {},
  metrics: { clicks, ctr },
});
const metrics = [
  { id: 'clicks', format: 'integer' as const },
  { id: 'ctr', format: 'percent' as const },
];

describe('the chart’s data', () => {
  it('has every day or hour of the range', () => {
    expect(timeKeys({ from: '2025-02-27', to: '2025-03-01' }, 'date')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
    ]);
    const hours = timeKeys({ from: '2025-03-01', to: '2025-03-02' }, 'hour');
    expect(hours).toHaveLength(48);
    expect(hours[0]).toBe('2025-03-01T00:00');
    expect(hours[47]).toBe('2025-03-02T23:00');
  });

  it('draws a day without traffic as zero (rates as a gap), and days still to come as gaps', () => {
    const data = chartData(
      [row('2025-03-01', 5, 0.01)],
      { from: '2025-03-01', to: '2025-03-03' },
      'date',
      metrics,
      '2025-03-02',
    );
    expect(data.values).toEqual({ clicks: [5, 0, null], ctr: [0.01, null, null] });
  });

  it('knows what day and hour it is in a time zone', () => {
    const now = Date.UTC(2025, 0, 1, 2, 30);
    expect(currentKey('date', 'America/New_York', now)).toBe('2024-12-31');
    expect(currentKey('hour', 'America/New_York', now)).toBe('2024-12-31T21:00');
    expect(currentKey('hour', 'UTC', now)).toBe('2025-01-01T02:00');
  });
});
