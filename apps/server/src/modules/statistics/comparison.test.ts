import { describe, expect, it } from 'vitest';
import { comparisonOf } from './comparison.ts';
import { resolveRange } from './range.ts';

const at = (iso: string) => Date.parse(iso);
const hourOf = (iso: string) => Date.parse(iso) / 3_600_000;

describe('what the dashboard compares a range with', () => {
  const now = at('2026-11-24T14:20:00Z');

  it('compares today so far with yesterday up to the same hour', () => {
    const c = comparisonOf(resolveRange({ from: '2026-11-24', to: '2026-11-24', tz: 'UTC' }), now);
    expect(c.basis).toBe('same_length');
    expect([c.range.from, c.range.to]).toEqual(['2026-11-23', '2026-11-23']);
    expect(c.untilHour).toBe(hourOf('2026-11-23T15:00:00Z'));
    expect(c.range.toHour).toBe(c.untilHour);
  });

  it('compares the month so far with the same days of the previous month', () => {
    const c = comparisonOf(resolveRange({ from: '2026-11-01', to: '2026-11-24', tz: 'UTC' }), now);
    expect(c.basis).toBe('previous_month');
    expect([c.range.from, c.range.to]).toEqual(['2026-10-01', '2026-10-31']);
    expect(c.untilHour).toBe(hourOf('2026-10-24T15:00:00Z'));
  });

  it('compares a whole calendar month with the whole previous one, across a year', () => {
    const oct = comparisonOf(resolveRange({ from: '2026-10-01', to: '2026-10-31', tz: 'UTC' }), now);
    expect([oct.basis, oct.range.from, oct.range.to, oct.untilHour]).toEqual([
      'previous_month',
      '2026-09-01',
      '2026-09-30',
      null,
    ]);
    const jan = comparisonOf(resolveRange({ from: '2026-01-01', to: '2026-01-31', tz: 'UTC' }), now);
    expect([jan.range.from, jan.range.to]).toEqual(['2025-12-01', '2025-12-31']);
  });

  it('compares other finished ranges with the days just before', () => {
    const c = comparisonOf(resolveRange({ from: '2026-11-10', to: '2026-11-16', tz: 'UTC' }), now);
    expect([c.basis, c.range.from, c.range.to, c.untilHour]).toEqual([
      'same_length',
      '2026-11-03',
      '2026-11-09',
      null,
    ]);
  });

  it('stops at the end of a shorter previous month, and counts hours in the range’s zone', () => {
    const march = comparisonOf(
      resolveRange({ from: '2027-03-01', to: '2027-03-31', tz: 'UTC' }),
      at('2027-03-31T10:00:00Z'),
    );
    expect(march.untilHour).toBe(hourOf('2027-03-01T00:00:00Z'));
    const ny = comparisonOf(
      resolveRange({ from: '2026-11-24', to: '2026-11-24', tz: 'America/New_York' }),
      now,
    );
    // 14:20 UTC is 09:20 in New York: yesterday there up to 10:00 local, 15:00 UTC.
    expect(ny.untilHour).toBe(hourOf('2026-11-23T15:00:00Z'));
    expect(ny.range.fromHour).toBe(hourOf('2026-11-23T05:00:00Z'));
  });
});
