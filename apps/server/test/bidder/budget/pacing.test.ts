import { describe, expect, it } from 'vitest';
import { computeLocalDay, localDay } from '../../../src/modules/bidder/budget/local-day.ts';
import {
  EVEN_SLACK_SHARE,
  elapsedShare,
  evenPacingLimitMicros,
  pacingAllows,
} from '../../../src/modules/bidder/budget/pacing.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('local day', () => {
  it.each([
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-08', '2026-03-08T05:00:00Z', 23],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01', '2026-11-01T04:00:00Z', 25],
    ['Europe/London', '2026-03-29T12:00:00Z', '2026-03-29', '2026-03-29T00:00:00Z', 23],
    // Chile moves its clocks at midnight: 00:00 never happens that day, the day starts at 01:00.
    ['America/Santiago', '2026-09-06T12:00:00Z', '2026-09-06', '2026-09-06T04:00:00Z', 23],
    ['America/Santiago', '2026-04-04T12:00:00Z', '2026-04-04', '2026-04-04T03:00:00Z', 25],
    ['Australia/Lord_Howe', '2026-04-05T00:00:00Z', '2026-04-05', '2026-04-04T13:00:00Z', 24.5],
    ['Asia/Kolkata', '2026-04-05T00:00:00Z', '2026-04-05', '2026-04-04T18:30:00Z', 24],
    ['Pacific/Pago_Pago', '2026-04-05T00:00:00Z', '2026-04-04', '2026-04-04T11:00:00Z', 24],
  ])('%s at %s is %s, from %s, %s hours long', (zone, instant, day, start, hours) => {
    const d = computeLocalDay(zone, at(instant));
    expect(d.day).toBe(day);
    expect(d.start).toBe(at(start));
    expect((d.end - d.start) / HOUR).toBe(hours);
  });

  it('is cached per zone and moves on at the local midnight', () => {
    const before = localDay('America/New_York', at('2026-03-09T03:59:59Z'));
    expect(localDay('America/New_York', at('2026-03-09T03:00:00Z'))).toBe(before);
    expect(localDay('America/New_York', at('2026-03-09T04:00:00Z')).day).toBe('2026-03-09');
  });

  it('budgets an unknown zone by UTC days rather than failing', () => {
    expect(computeLocalDay('Not/A_Zone', at('2026-04-05T23:00:00Z')).day).toBe('2026-04-05');
  });
});

describe('pacing', () => {
  const daily = 24_000_000;
  const base = { dailyBudgetMicros: daily, priceMicros: 1_000 };

  it("'asap' spends as traffic allows", () => {
    const d = computeLocalDay('UTC', at('2026-05-01T00:10:00Z'));
    const input = {
      ...base,
      pacing: 'asap' as const,
      dayStart: d.start,
      dayEnd: d.end,
      now: d.start + 60_000,
    };
    expect(pacingAllows({ ...input, spentTodayMicros: daily - 1_000 })).toBe(true);
  });

  it("'even' holds back early in the day and allows the budget by its end", () => {
    const d = computeLocalDay('UTC', at('2026-05-01T12:00:00Z'));
    const even = { ...base, pacing: 'even' as const, dayStart: d.start, dayEnd: d.end };
    const oneAm = d.start + HOUR;
    // One hour in: 1/24 of the budget plus 5 % slack.
    const limit = daily / 24 + daily * EVEN_SLACK_SHARE;
    expect(evenPacingLimitMicros(daily, d.start, d.end, oneAm)).toBeCloseTo(limit);
    expect(pacingAllows({ ...even, now: oneAm, spentTodayMicros: limit - 1_000 })).toBe(true);
    expect(pacingAllows({ ...even, now: oneAm, spentTodayMicros: limit - 999 })).toBe(false);
    expect(pacingAllows({ ...even, now: d.start + 13 * HOUR, spentTodayMicros: limit })).toBe(true);
    expect(pacingAllows({ ...even, now: d.end - 1, spentTodayMicros: daily - 1_000 })).toBe(true);
  });

  it('spreads a 23-hour day over 23 hours and a 25-hour day over 25', () => {
    const spring = computeLocalDay('America/New_York', at('2026-03-08T12:00:00Z'));
    const fall = computeLocalDay('America/New_York', at('2026-11-01T12:00:00Z'));
    // Eleven real hours into each day.
    expect(elapsedShare(spring.start, spring.end, spring.start + 11 * HOUR)).toBeCloseTo(11 / 23);
    expect(elapsedShare(fall.start, fall.end, fall.start + 11 * HOUR)).toBeCloseTo(11 / 25);
    expect(elapsedShare(spring.start, spring.end, spring.end - 1)).toBeCloseTo(1);
  });

  it('lets the first bid of a day through even when its price exceeds the slack', () => {
    const d = computeLocalDay('UTC', at('2026-05-01T00:00:00Z'));
    const input = {
      pacing: 'even' as const,
      dailyBudgetMicros: 10_000,
      dayStart: d.start,
      dayEnd: d.end,
      now: d.start,
    };
    expect(pacingAllows({ ...input, priceMicros: 2_000, spentTodayMicros: 0 })).toBe(true);
    expect(pacingAllows({ ...input, priceMicros: 2_000, spentTodayMicros: 2_000 })).toBe(false);
  });

  it("treats 'even' without a daily budget as 'asap'", () => {
    const d = computeLocalDay('UTC', at('2026-05-01T00:00:00Z'));
    const input = { pacing: 'even' as const, dailyBudgetMicros: null, priceMicros: 1, dayStart: d.start };
    expect(pacingAllows({ ...input, dayEnd: d.end, now: d.start, spentTodayMicros: 1e12 })).toBe(true);
  });
});
