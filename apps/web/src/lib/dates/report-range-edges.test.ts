import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholeHourZone, presetRange } from './report-range.ts';

/**
 * Presets around the edges of time: the autumn change (a 25-hour day), the spring one, a change
 * at midnight (America/Santiago) and the southern hemisphere, where summer time ends in April.
 * The reference reads the zone's calendar with Intl, never by subtracting 24 hours.
 */
const at = (iso: string) => Date.parse(iso);

const calendars = new Map<string, Intl.DateTimeFormat>();
function calendarDate(tz: string, ms: number): string {
  let f = calendars.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendars.set(tz, f);
  }
  return f.format(ms);
}
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('presets on the days clocks change', () => {
  it('late on a 25-hour day, yesterday is still the day before', () => {
    // 23:30 in London on 25 October 2026: 24 hours earlier it was already 25 October (00:30 BST).
    const londonLate = at('2026-10-25T23:30:00Z');
    expect(presetRange('today', 'Europe/London', londonLate)).toEqual({
      from: '2026-10-25',
      to: '2026-10-25',
    });
    expect(presetRange('yesterday', 'Europe/London', londonLate)).toEqual({
      from: '2026-10-24',
      to: '2026-10-24',
    });
    expect(presetRange('last_7_days', 'Europe/London', londonLate)).toEqual({
      from: '2026-10-19',
      to: '2026-10-25',
    });
    // 23:30 in New York on 1 November 2026 (a 25-hour day).
    const newYorkLate = at('2026-11-02T04:30:00Z');
    expect(presetRange('yesterday', 'America/New_York', newYorkLate)).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
    });
    // 23:30 in Sydney on 5 April 2026, the day summer time ends there.
    const sydneyLate = at('2026-04-05T13:30:00Z');
    expect(presetRange('today', 'Australia/Sydney', sydneyLate)).toEqual({
      from: '2026-04-05',
      to: '2026-04-05',
    });
    expect(presetRange('yesterday', 'Australia/Sydney', sydneyLate)).toEqual({
      from: '2026-04-04',
      to: '2026-04-04',
    });
    // 23:30 in Santiago on Saturday 4 April 2026, which has 23:00 twice.
    const santiagoLate = at('2026-04-05T03:30:00Z');
    expect(presetRange('today', 'America/Santiago', santiagoLate)).toEqual({
      from: '2026-04-04',
      to: '2026-04-04',
    });
    expect(presetRange('yesterday', 'America/Santiago', santiagoLate)).toEqual({
      from: '2026-04-03',
      to: '2026-04-03',
    });
  });

  it('early on a 23-hour day, today has begun, with the offset of after the change', () => {
    // Santiago skips 00:00 on 6 September 2026: 01:00 -03 is the first hour of the day.
    expect(presetRange('today', 'America/Santiago', at('2026-09-06T04:00:00Z')).from).toBe('2026-09-06');
    expect(presetRange('today', 'America/Santiago', at('2026-09-06T03:59:00Z')).from).toBe('2026-09-05');
    // Sydney springs forward on 4 October 2026: 00:30 AEST, then 03:00 AEDT.
    expect(presetRange('today', 'Australia/Sydney', at('2026-10-03T14:30:00Z')).from).toBe('2026-10-04');
    expect(presetRange('this_month', 'Australia/Sydney', at('2026-09-30T14:30:00Z'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-01',
    });
  });
});

const ZONES = ['Europe/London', 'America/New_York', 'America/Santiago', 'Australia/Sydney', 'UTC'];
/** The changes of 2026 in those zones, as UTC instants. */
const CHANGES = [
  '2026-03-08T07:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-04-04T16:00:00Z',
  '2026-04-05T03:00:00Z',
  '2026-09-06T04:00:00Z',
  '2026-10-03T16:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-11-01T06:00:00Z',
].map(at);

describe('presets within a day and a half of every change', () => {
  it('read the calendar of the zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...CHANGES),
        fc.integer({ min: -36 * 60, max: 36 * 60 }),
        (tz, change, minutes) => {
          const now = change + minutes * 60_000;
          const today = calendarDate(tz, now);
          expect(presetRange('today', tz, now)).toEqual({ from: today, to: today });
          const yesterday = dayBefore(today);
          expect(presetRange('yesterday', tz, now)).toEqual({ from: yesterday, to: yesterday });
          expect(presetRange('this_month', tz, now)).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('zones offered', () => {
  it('are whole-hour in both halves of the year, north and south', () => {
    for (const now of [at('2026-01-15T12:00:00Z'), at('2026-07-15T12:00:00Z')]) {
      for (const zone of ['Australia/Sydney', 'America/Santiago', 'Europe/London', 'America/New_York'])
        expect(isWholeHourZone(zone, now), zone).toBe(true);
      // Adelaide is 9:30/10:30; Lord Howe is 10:30 in winter and 11 in summer.
      for (const zone of ['Australia/Adelaide', 'Australia/Lord_Howe', 'Asia/Kolkata'])
        expect(isWholeHourZone(zone, now), zone).toBe(false);
    }
  });
});
