import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateIn, dayStartHour, HOUR_MS, hourLabel, localHourOf, offsetSegments } from './time.ts';

/**
 * The edges of time: the autumn change (a 25-hour day), the spring one (23 hours), a change at
 * midnight (America/Santiago skips 00:00 in September) and the southern hemisphere, where summer
 * time ends in April and starts in September/October. The reference side reads dates and hours
 * with Intl, independently of the offset arithmetic under test.
 */
const hourOf = (iso: string) => Date.parse(iso) / HOUR_MS;

const parts = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DDTHH:00' as a clock in `tz` shows the UTC hour `hour`. */
function wallClock(tz: string, hour: number): string {
  let f = parts.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    parts.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(hour * HOUR_MS).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:00`;
}

/** Hours each local day has, keyed by date, counted one UTC hour at a time. */
function hoursPerDay(tz: string, date: string): number {
  const around = dayStartHour(date, 'UTC');
  let n = 0;
  for (let h = around - 48; h < around + 72; h++) if (wallClock(tz, h).startsWith(date)) n++;
  return n;
}

const dayLength = (date: string, tz: string) => dayStartHour(addDays(date, 1), tz) - dayStartHour(date, tz);

describe('days around every kind of change', () => {
  it.each([
    ['Europe/London', '2026-10-25', 25, '2026-10-24T23:00:00Z'],
    ['America/New_York', '2026-11-01', 25, '2026-11-01T04:00:00Z'],
    ['Europe/London', '2026-03-29', 23, '2026-03-29T00:00:00Z'],
    ['Australia/Sydney', '2026-04-05', 25, '2026-04-04T13:00:00Z'],
    ['Australia/Sydney', '2026-10-04', 23, '2026-10-03T14:00:00Z'],
    // Clocks go back from 24:00 to 23:00: Saturday has 23:00 twice.
    ['America/Santiago', '2026-04-04', 25, '2026-04-04T03:00:00Z'],
    // Clocks jump from 00:00 to 01:00: the day begins at 01:00 -03, not an hour before.
    ['America/Santiago', '2026-09-06', 23, '2026-09-06T04:00:00Z'],
  ])('%s %s has %i hours and begins at %s', (tz, date, hours, start) => {
    expect(hoursPerDay(tz, date)).toBe(hours);
    expect(dayLength(date, tz)).toBe(hours);
    expect(dayStartHour(date, tz)).toBe(hourOf(start));
  });

  it('splits autumn and southern ranges on the right side of the change', () => {
    const from = hourOf('2026-10-24T00:00:00Z');
    const to = hourOf('2026-10-27T00:00:00Z');
    expect(offsetSegments('Europe/London', from, to)).toEqual([
      { fromHour: from, offsetHours: 1 },
      { fromHour: hourOf('2026-10-25T01:00:00Z'), offsetHours: 0 },
    ]);
    const april = offsetSegments(
      'Australia/Sydney',
      hourOf('2026-04-03T00:00:00Z'),
      hourOf('2026-04-07T00:00:00Z'),
    );
    expect(april).toEqual([
      { fromHour: hourOf('2026-04-03T00:00:00Z'), offsetHours: 11 },
      { fromHour: hourOf('2026-04-04T16:00:00Z'), offsetHours: 10 },
    ]);
    // The repeated hour: 01:00 comes twice in London, 02:00 twice in Sydney.
    const london = offsetSegments('Europe/London', from, to) ?? [];
    expect(hourLabel(localHourOf(hourOf('2026-10-25T00:00:00Z'), london))).toBe('2026-10-25T01:00');
    expect(hourLabel(localHourOf(hourOf('2026-10-25T01:00:00Z'), london))).toBe('2026-10-25T01:00');
    expect(hourLabel(localHourOf(hourOf('2026-04-04T15:00:00Z'), april ?? []))).toBe('2026-04-05T02:00');
    expect(hourLabel(localHourOf(hourOf('2026-04-04T16:00:00Z'), april ?? []))).toBe('2026-04-05T02:00');
    expect(dateIn('America/Santiago', hourOf('2026-09-06T03:00:00Z') * HOUR_MS)).toBe('2026-09-05');
  });
});

const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Santiago',
  'Australia/Sydney',
  'Asia/Tokyo',
];

/** Everything a report needs of one local day, checked against the clock of the zone. */
function checkDay(tz: string, date: string) {
  const start = dayStartHour(date, tz);
  const end = dayStartHour(addDays(date, 1), tz);
  expect(wallClock(tz, start - 1).slice(0, 10), `${tz} ${date}: the hour before`).toBe(addDays(date, -1));
  expect(wallClock(tz, end).slice(0, 10), `${tz} ${date}: the hour after`).toBe(addDays(date, 1));
  const segments = offsetSegments(tz, start, end);
  expect(segments, `${tz} ${date}: whole hours`).not.toBeNull();
  for (let h = start; h < end; h++)
    expect(hourLabel(localHourOf(h, segments ?? [])), `${tz} ${date}`).toBe(wallClock(tz, h));
}

/** Every hour of a report of `days` days from `date` is labelled as the zone's clock shows it. */
function checkRange(tz: string, date: string, days: number) {
  const start = dayStartHour(date, tz);
  const end = dayStartHour(addDays(date, days), tz);
  const segments = offsetSegments(tz, start, end) ?? [];
  for (let h = start; h < end; h++)
    expect(hourLabel(localHourOf(h, segments)), `${tz} ${date} + ${days} days`).toBe(wallClock(tz, h));
}

// Exhaustive: every hour of every day of a year in every zone, against Intl's own clock (about a
// hundred thousand checks). On a busy two-core machine this took 5.8 s, past Vitest's 5 s default.
describe('every day in every accepted zone', { timeout: 60_000 }, () => {
  it('of 2026, in ranges of two and three days: a change on the first UTC hour of a step is found', () => {
    // Santiago's clocks went back at 2026-04-05T03:00Z, the first hour of the second day of a
    // range from 2026-04-04: a day-by-day search that assumed the step's first hour unchanged
    // put the change an hour late, and that hour's events on the wrong day.
    checkRange('America/Santiago', '2026-04-04', 2);
    for (const tz of ZONES)
      for (let n = 0; n < 365; n += 1) checkRange(tz, addDays('2026-01-01', n), 2 + (n % 2));
  });

  it('of 2026: begins at its first hour, ends where the next begins, labels hours as a clock does', () => {
    for (const tz of ZONES) for (let n = 0; n < 365; n++) checkDay(tz, addDays('2026-01-01', n));
  });

  it('of other years, whatever their rules', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 365 * 40 }), (tz, n) => {
        checkDay(tz, addDays('2000-01-01', n));
      }),
      { numRuns: 500 },
    );
  });
});
