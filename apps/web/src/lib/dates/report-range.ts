import { addDays, dateIn, dayNumber, MAX_RANGE_DAYS, offsetMinutes } from '@panel/contract';

/** The periods the page offers, as they are named in the address (`?range=yesterday`). */
export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'this_month',
  'last_month',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** A period picked by its dates: `?from=2025-03-01&to=2025-03-15`. */
export const CUSTOM_RANGE = 'custom';
export type RangeChoice = RangePreset | typeof CUSTOM_RANGE;
/** The server's own default when asked without dates. */
export const DEFAULT_PRESET: RangePreset = 'last_7_days';

export interface DateRange {
  from: string;
  to: string;
}

export const isPreset = (value: string | null): value is RangePreset =>
  value !== null && (RANGE_PRESETS as readonly string[]).includes(value);

/** A hand-edited or outdated `range` falls back to the default rather than failing the page. */
export const readPreset = (params: URLSearchParams): RangePreset => {
  const value = params.get('range');
  return isPreset(value) ? value : DEFAULT_PRESET;
};

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** The inclusive dates of a preset on the calendar of `timeZone` at the instant `now`. */
export function presetRange(preset: RangePreset, timeZone: string, now = Date.now()): DateRange {
  const today = dateIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isDate(value: string | null): value is string {
  if (value === null || !DATE.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** Why a custom range cannot be asked for, as a message key; null when it can. */
export function rangeProblem(range: DateRange): string | null {
  const days = dayNumber(range.to) - dayNumber(range.from) + 1;
  if (days < 1) return 'validation.rangeOrder';
  if (days > MAX_RANGE_DAYS) return 'validation.rangeSpan';
  return null;
}

const HALF_YEAR_MS = 182 * 86_400_000;

/**
 * Rollups are hourly, so reports refuse zones whose offset is not whole hours (India, Nepal,
 * parts of Australia). Both halves of a daylight-saving year are checked.
 */
export function isWholeHourZone(zone: string, now = Date.now()): boolean {
  try {
    return [now, now - HALF_YEAR_MS].every((ms) => offsetMinutes(zone, ms) % 60 === 0);
  } catch {
    return false;
  }
}

/** The visitor's zone while the server draws a page for them (`drawingIn`), else null. */
let drawingZone: string | null = null;

/**
 * Runs `draw` (a synchronous render) as if the browser's zone were `zone`: the server draws a
 * signed-in page in its visitor's zone, which the browser told it (entry-server.tsx).
 */
export function drawingIn<T>(zone: string, draw: () => T): T {
  drawingZone = zone;
  try {
    return draw();
  } finally {
    drawingZone = null;
  }
}

/**
 * The zone reports are read in: the browser's, as design.md shows dates in the user's zone. Zones
 * whose offset is not whole hours get UTC instead of an error, and the pages say which zone they show.
 */
export function browserTimeZone(now = Date.now()): string {
  if (drawingZone) return drawingZone;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return isWholeHourZone(zone, now) ? zone : 'UTC';
}

/**
 * Intl's output with its thin spaces (U+2009, around a range's dash) as plain ones. ICU's versions
 * disagree on them: Node's writes "Nov 23 – 29, 2026" with thin spaces, Chromium 156's with plain
 * ones, so a page the server drew (entry-server.tsx) would not match what the browser draws, and
 * React would throw the server's markup away. Plain spaces read the same in every version.
 */
export const evenSpaces = (text: string) => text.replace(/\u2009/g, ' ');
