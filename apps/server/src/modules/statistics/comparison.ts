import { addDays, dateIn, dayNumber } from '@panel/contract';
import { type HourRange, resolveRange } from './range.ts';

const HOUR_MS = 3_600_000;

/** What the dashboard's KPI changes compare with, as the dashboard's caption says it. */
export type ComparisonBasis = 'same_length' | 'previous_month';

export interface Comparison {
  range: HourRange;
  basis: ComparisonBasis;
  /** Set when the range is still running: the previous period is read up to this epoch hour only. */
  untilHour: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
function monthFirst(date: string, shift: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + shift;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/**
 * The period a range is compared with (issue 18: never a half day against a whole one):
 *   - a calendar month, or the month so far, against the previous calendar month;
 *   - any other range against the days of the same number just before it;
 *   - a range still running (now falls inside it) against the same stretch of the previous
 *     period: as many hours from its start as have begun in this one, so today up to 14:xx is
 *     compared with yesterday up to 15:00, and November 1–24 with October 1–24 at that hour.
 * Hours are the statistics' grain: the current hour counts whole in the previous period.
 */
export function comparisonOf(range: HourRange, now: number): Comparison {
  const { tz } = range;
  const monthEnd = addDays(monthFirst(range.from, 1), -1);
  const calendarMonth =
    range.from.endsWith('-01') &&
    (range.to === monthEnd || (range.to === dateIn(tz, now) && dayNumber(range.to) < dayNumber(monthEnd)));
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  const previous = calendarMonth
    ? resolveRange({ from: monthFirst(range.from, -1), to: addDays(range.from, -1), tz })
    : resolveRange({ from: addDays(range.from, -days), to: addDays(range.from, -1), tz });
  const basis: ComparisonBasis = calendarMonth ? 'previous_month' : 'same_length';
  const begun = Math.floor(now / HOUR_MS) + 1;
  if (begun <= range.fromHour || begun >= range.toHour) return { range: previous, basis, untilHour: null };
  const untilHour = Math.min(previous.fromHour + (begun - range.fromHour), previous.toHour);
  return { range: { ...previous, toHour: untilHour }, basis, untilHour };
}
