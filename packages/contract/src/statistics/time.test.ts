import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateIn,
  dayStartHour,
  hourLabel,
  localHourOf,
  offsetMinutes,
  offsetSegments,
} from './time.ts';

const hourOf = (iso: string) => Date.parse(iso) / 3_600_000;

describe('statistics time arithmetic', () => {
  it('finds local midnight in UTC hours, across DST', () => {
    expect(dayStartHour('2026-03-09', 'UTC')).toBe(hourOf('2026-03-09T00:00:00Z'));
    expect(dayStartHour('2026-03-08', 'America/New_York')).toBe(hourOf('2026-03-08T05:00:00Z'));
    expect(dayStartHour('2026-03-09', 'America/New_York')).toBe(hourOf('2026-03-09T04:00:00Z'));
    expect(dayStartHour('2026-01-01', 'Asia/Tokyo')).toBe(hourOf('2025-12-31T15:00:00Z'));
  });

  it('splits a range where the offset changes, and refuses half-hour zones', () => {
    const from = hourOf('2026-03-07T00:00:00Z');
    const to = hourOf('2026-03-10T00:00:00Z');
    expect(offsetSegments('America/New_York', from, to)).toEqual([
      { fromHour: from, offsetHours: -5 },
      { fromHour: hourOf('2026-03-08T07:00:00Z'), offsetHours: -4 },
    ]);
    expect(offsetSegments('Europe/Berlin', from, to)).toEqual([{ fromHour: from, offsetHours: 1 }]);
    expect(offsetSegments('Asia/Kolkata', from, to)).toBeNull();
    expect(offsetSegments('Australia/Adelaide', from, to)).toBeNull();
  });

  it('labels local hours and dates', () => {
    const segments = offsetSegments(
      'America/New_York',
      hourOf('2026-03-01T00:00:00Z'),
      hourOf('2026-04-01T00:00:00Z'),
    );
    expect(segments).not.toBeNull();
    expect(hourLabel(localHourOf(hourOf('2026-03-10T03:00:00Z'), segments ?? []))).toBe('2026-03-09T23:00');
    expect(hourLabel(localHourOf(hourOf('2026-03-05T03:00:00Z'), segments ?? []))).toBe('2026-03-04T22:00');
    expect(dateIn('Asia/Tokyo', Date.parse('2026-05-01T20:00:00Z'))).toBe('2026-05-02');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(offsetMinutes('UTC', 0)).toBe(0);
  });
});
