/**
 * The campaign's local date, weekday and hour, which its schedule, flight dates and daily budget
 * follow. Formatting a date in a time zone costs microseconds, far too much to do per campaign and
 * request: the parts are kept per zone and recomputed once the minute they were read in is over.
 */
export interface LocalTime {
  /** `2026-11-23`: compared as text with the flight dates. */
  date: string;
  /** 0 = Monday … 6 = Sunday, as the schedule grid. */
  weekday: number;
  hour: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const MINUTE_MS = 60_000;

interface Cached {
  minute: number;
  time: LocalTime;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const cache = new Map<string, Cached>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function computeLocalTime(zone: string, at: number): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(zone).formatToParts(at)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour) % 24,
  };
}

/**
 * The local time in `zone` at `at`. Every zone the platform knows changes its offset on a whole
 * minute, so a value read within the same UTC minute is exact.
 */
export function localTime(zone: string, at: number): LocalTime {
  const minute = Math.floor(at / MINUTE_MS);
  const hit = cache.get(zone);
  if (hit && hit.minute === minute) return hit.time;
  const time = computeLocalTime(zone, at);
  cache.set(zone, { minute, time });
  return time;
}
