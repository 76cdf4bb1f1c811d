import { addDays, dayNumber, offsetMinutes, type StatisticsRow } from '@panel/contract';
import type { DateRange } from '@/lib/dates/report-range';
import type { MetricFormat } from './format.ts';

/** Every day (or hour) of the range, so days without traffic show as such instead of being skipped. */
export function timeKeys(range: DateRange, time: 'date' | 'hour'): string[] {
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  const dates = Array.from({ length: Math.max(0, days) }, (_, i) => addDays(range.from, i));
  if (time === 'date') return dates;
  return dates.flatMap((d) => Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, '0')}:00`));
}

export interface ChartData {
  keys: string[];
  /** Metric -> one value per key. */
  values: Record<string, (number | null)[]>;
}

/** The key of the day or hour it is now in `timeZone`: later keys have not happened yet. */
export function currentKey(time: 'date' | 'hour', timeZone: string, now = Date.now()): string {
  const local = new Date(now + offsetMinutes(timeZone, now) * 60_000).toISOString();
  return time === 'date' ? local.slice(0, 10) : `${local.slice(0, 13)}:00`;
}

/**
 * The chart's columns: a past time without a row had no traffic, so its counts and money are zero
 * and its rates have no value (a gap, not a fall to 0 %). Times after `now` (the rest of today) are
 * gaps too, not a fall to zero.
 */
export function chartData(
  rows: readonly StatisticsRow[],
  range: DateRange,
  time: 'date' | 'hour',
  metrics: readonly { id: string; format: MetricFormat }[],
  now: string,
): ChartData {
  const keys = timeKeys(range, time);
  const byKey = new Map(rows.map((r) => [String(r.keys[time]), r.metrics]));
  const values: ChartData['values'] = {};
  for (const m of metrics) {
    const empty = m.format === 'percent' ? null : 0;
    values[m.id] = keys.map((k) => {
      const row = byKey.get(k);
      if (row) return row[m.id] ?? null;
      return k > now ? null : empty;
    });
  }
  return { keys, values };
}
