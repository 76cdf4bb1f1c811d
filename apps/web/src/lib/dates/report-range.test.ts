import { describe, expect, it } from 'vitest';
import {
  isDate,
  isWholeHourZone,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  readPreset,
} from './report-range.ts';

// 2025-01-01T02:30Z: still 31 December in New York, already 1 January in UTC.
const NOW = Date.UTC(2025, 0, 1, 2, 30);

describe('presetRange', () => {
  it('reads the days of the chosen time zone', () => {
    expect(presetRange('today', 'UTC', NOW)).toEqual({ from: '2025-01-01', to: '2025-01-01' });
    expect(presetRange('today', 'America/New_York', NOW)).toEqual({ from: '2024-12-31', to: '2024-12-31' });
  });

  it('gives every preset its inclusive dates', () => {
    const at = (preset: Parameters<typeof presetRange>[0]) => presetRange(preset, 'America/New_York', NOW);
    expect(at('yesterday')).toEqual({ from: '2024-12-30', to: '2024-12-30' });
    expect(at('last_7_days')).toEqual({ from: '2024-12-25', to: '2024-12-31' });
    expect(at('last_30_days')).toEqual({ from: '2024-12-02', to: '2024-12-31' });
    expect(at('this_month')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(at('last_month')).toEqual({ from: '2024-11-01', to: '2024-11-30' });
    expect(presetRange('last_month', 'UTC', NOW)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('last_month', 'UTC', Date.UTC(2024, 2, 15))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
});

describe('custom ranges', () => {
  it('takes real dates only', () => {
    expect(isDate('2025-02-28')).toBe(true);
    expect(isDate('2025-02-30')).toBe(false);
    expect(isDate('2025-2-3')).toBe(false);
    expect(isDate(null)).toBe(false);
  });

  it('says what is wrong with a range', () => {
    expect(rangeProblem({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe('validation.rangeOrder');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('validation.rangeSpan');
  });

  it('offers only zones whose offset is whole hours', () => {
    expect(isWholeHourZone('Europe/London', NOW)).toBe(true);
    expect(isWholeHourZone('Asia/Kolkata', NOW)).toBe(false);
    expect(isWholeHourZone('Not/AZone', NOW)).toBe(false);
  });
});

describe('readPreset', () => {
  it('takes every preset from the address and falls back to the last 7 days', () => {
    for (const p of RANGE_PRESETS) expect(readPreset(new URLSearchParams({ range: p }))).toBe(p);
    expect(readPreset(new URLSearchParams())).toBe('last_7_days');
    expect(readPreset(new URLSearchParams({ range: 'forever' }))).toBe('last_7_days');
  });
});
