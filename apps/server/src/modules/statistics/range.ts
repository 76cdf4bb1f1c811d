import {
  addDays,
  dateIn,
  dayNumber,
  dayStartHour,
  MAX_RANGE_DAYS,
  type OffsetSegment,
  offsetSegments,
} from '@panel/contract';
import { type SQL, sql } from 'drizzle-orm';
import { fieldError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';

/** A report's days, as UTC epoch hours [fromHour, toHour) and the zone's offsets over them. */
export interface HourRange {
  from: string;
  to: string;
  tz: string;
  fromHour: number;
  toHour: number;
  segments: OffsetSegment[];
}

/** Without dates a report shows the last 7 days, today included, in its time zone. */
export const DEFAULT_RANGE_DAYS = 7;

export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined; tz: string },
  now = Date.now(),
): HourRange {
  const { tz } = query;
  const to = query.to ?? (query.from ? maxDate(query.from, dateIn(tz, now)) : dateIn(tz, now));
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (dayNumber(to) < dayNumber(from)) throw fieldError('to', text('validation.rangeOrder'));
  // `from` alone reaches up to today: that too must stay within the longest range.
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_RANGE_DAYS)
    throw fieldError('from', text('validation.rangeSpan', { max: MAX_RANGE_DAYS }));
  const fromHour = dayStartHour(from, tz);
  const toHour = dayStartHour(addDays(to, 1), tz);
  const segments = offsetSegments(tz, fromHour, toHour);
  if (!segments) throw fieldError('tz', text('validation.timeZoneHours'));
  return { from, to, tz, fromHour, toHour, segments };
}

const maxDate = (a: string, b: string) => (dayNumber(a) > dayNumber(b) ? a : b);

/** The local hour index (UTC hour + the zone's offset then) of the `hour` column, in SQL. */
export function localHourSql(segments: readonly OffsetSegment[]): SQL {
  const [first, ...rest] = segments;
  if (!first) return sql`hour`;
  if (rest.length === 0) return sql`(hour + ${sql.raw(String(first.offsetHours))})`;
  // Offsets are whole numbers computed here, never user text: safe to inline, and it lets
  // the planner fold the expression.
  const whens = rest.map((s, i) => {
    const previous = segments[i] as OffsetSegment;
    return sql.raw(`when hour < ${s.fromHour} then ${previous.offsetHours} `);
  });
  const last = rest[rest.length - 1] as OffsetSegment;
  return sql`(hour + case ${sql.join(whens, sql``)}else ${sql.raw(String(last.offsetHours))} end)`;
}
