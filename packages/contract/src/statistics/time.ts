/**
 * Calendar arithmetic for statistics. Rollups are kept per UTC hour (epoch hours: hours since
 * 1970-01-01T00:00Z); a report's days are days of the time zone it asks for. Time zones whose
 * offset is not a whole number of hours (India, Nepal, parts of Australia) cannot be cut out of
 * hourly rollups exactly, so reports refuse them rather than show days that are off by 30 minutes.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Offsets already read, by zone and instant: a 90-day report's range asks for each of its days,
 * and Intl's formatter costs microseconds a call. Emptied when it grows past 20,000 entries.
 */
const offsets = new Map<string, number>();

/** Minutes east of UTC in `timeZone` at the instant `ms`. */
export function offsetMinutes(timeZone: string, ms: number): number {
  const key = `${timeZone} ${ms}`;
  let minutes = offsets.get(key);
  if (minutes === undefined) {
    if (offsets.size >= 20_000) offsets.clear();
    minutes = readOffset(timeZone, ms);
    offsets.set(key, minutes);
  }
  return minutes;
}

function readOffset(timeZone: string, ms: number): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = name?.match(/GMT([+-])(\d{2}):?(\d{2})?/);
  if (!m) return 0; // "GMT" alone: UTC
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Day number (days since 1970-01-01) of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** YYYY-MM-DD of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days);

/** The date it is in `timeZone` at the instant `ms`. */
export function dateIn(timeZone: string, ms: number): string {
  return dateOfDay(Math.floor((ms + offsetMinutes(timeZone, ms) * 60_000) / DAY_MS));
}

/** The UTC epoch hour at which local `date` begins in `timeZone` (whole-hour zones). */
export function dayStartHour(date: string, timeZone: string): number {
  const localMidnight = dayNumber(date) * 24;
  let hour = localMidnight - Math.round(offsetMinutes(timeZone, localMidnight * HOUR_MS) / 60);
  // Once more with the offset at the candidate: right across a DST change too.
  hour = localMidnight - Math.round(offsetMinutes(timeZone, hour * HOUR_MS) / 60);
  // Where clocks skip midnight (America/Santiago jumps from 00:00 to 01:00 in September) the
  // candidate is still the day before: the day begins at the first hour whose clock has reached it.
  const localHour = (h: number) => h + Math.round(offsetMinutes(timeZone, h * HOUR_MS) / 60);
  while (localHour(hour) < localMidnight) hour += 1;
  while (localHour(hour - 1) >= localMidnight) hour -= 1;
  return hour;
}

export interface OffsetSegment {
  /** First UTC epoch hour the offset applies to. */
  fromHour: number;
  /** Whole hours east of UTC. */
  offsetHours: number;
}

/**
 * The offsets of `timeZone` over UTC hours [fromHour, toHour), as segments that start where
 * the offset changes. Null when an offset in the range is not whole hours.
 */
export function offsetSegments(timeZone: string, fromHour: number, toHour: number): OffsetSegment[] | null {
  const offsetAt = (hour: number) => offsetMinutes(timeZone, hour * HOUR_MS);
  const segments: OffsetSegment[] = [];
  let current = offsetAt(fromHour);
  if (current % 60 !== 0) return null;
  segments.push({ fromHour, offsetHours: current / 60 });
  // Offsets change at most a few times a year: step a day at a time and bisect each change.
  // `known` is the last hour seen with the current offset; a change can fall on the very first
  // hour of a step (Santiago's clocks go back at a day start in UTC), so bisecting starts there.
  let known = fromHour;
  for (let start = fromHour; start < toHour; start += 24) {
    const end = Math.min(start + 24, toHour);
    if (offsetAt(end - 1) === current) {
      known = end - 1;
      continue;
    }
    let lo = known;
    let hi = end - 1; // offsetAt(lo) === current, offsetAt(hi) !== current
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === current) lo = mid;
      else hi = mid;
    }
    current = offsetAt(hi);
    if (current % 60 !== 0) return null;
    segments.push({ fromHour: hi, offsetHours: current / 60 });
    known = hi;
    start = hi - 24; // the loop goes on from the change
  }
  return segments;
}

/** Local hour index (hours since 1970-01-01T00:00 local) of a UTC epoch hour. */
export function localHourOf(hour: number, segments: readonly OffsetSegment[]): number {
  let offset = segments[0]?.offsetHours ?? 0;
  for (const s of segments) {
    if (s.fromHour > hour) break;
    offset = s.offsetHours;
  }
  return hour + offset;
}

/** 'YYYY-MM-DDTHH:00' of a local hour index. */
export function hourLabel(localHour: number): string {
  return `${new Date(localHour * HOUR_MS).toISOString().slice(0, 13)}:00`;
}
