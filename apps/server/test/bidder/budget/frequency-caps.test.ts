import { describe, expect, it } from 'vitest';
import { FrequencyCaps } from '../../../src/modules/bidder/budget/frequency-caps.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-05-01T00:00:00Z');

describe('frequency caps', () => {
  it('allows `impressions` per user in a sliding window of `period_hours`', () => {
    const caps = new FrequencyCaps();
    const cap = { impressions: 3, period_hours: 2 };
    for (const t of [0, 10, 20]) {
      expect(caps.allows(1, cap, 'u1', T0 + t * 60_000)).toBe(true);
      caps.record(1, 'u1', T0 + t * 60_000);
    }
    expect(caps.allows(1, cap, 'u1', T0 + 30 * 60_000)).toBe(false);
    // Another user, another campaign: counted apart.
    expect(caps.allows(1, cap, 'u2', T0 + 30 * 60_000)).toBe(true);
    expect(caps.allows(2, cap, 'u1', T0 + 30 * 60_000)).toBe(true);
    // Sliding: two hours after the first impression it no longer counts, the other two still do.
    expect(caps.allows(1, cap, 'u1', T0 + 2 * HOUR - 1_000)).toBe(false);
    expect(caps.allows(1, cap, 'u1', T0 + 2 * HOUR)).toBe(true);
    caps.record(1, 'u1', T0 + 2 * HOUR);
    expect(caps.allows(1, cap, 'u1', T0 + 2 * HOUR + 10 * 60_000)).toBe(true);
    expect(caps.allows(1, cap, 'u1', T0 + 2 * HOUR + 10 * 60_000 - 1_000)).toBe(false);
  });

  it('follows a changed cap', () => {
    const caps = new FrequencyCaps();
    const loose = { impressions: 5, period_hours: 24 };
    caps.allows(1, loose, 'u', T0);
    for (let i = 0; i < 4; i++) caps.record(1, 'u', T0 + i * 1_000);
    expect(caps.allows(1, loose, 'u', T0 + 10_000)).toBe(true);
    expect(caps.allows(1, { impressions: 4, period_hours: 24 }, 'u', T0 + 10_000)).toBe(false);
    expect(caps.allows(1, { impressions: 4, period_hours: 1 }, 'u', T0 + HOUR + 5_000)).toBe(true);
  });

  it('never caps a request that names no user', () => {
    const caps = new FrequencyCaps();
    const cap = { impressions: 1, period_hours: 24 };
    caps.record(1, '', T0);
    caps.record(1, '', T0);
    expect(caps.allows(1, cap, '', T0)).toBe(true);
    expect(caps.size).toBe(0);
  });

  it('counts an impression of a campaign it never checked, with the cap given or the largest one', () => {
    const caps = new FrequencyCaps();
    caps.record(7, 'u', T0, { impressions: 1, period_hours: 1 });
    expect(caps.allows(7, { impressions: 1, period_hours: 1 }, 'u', T0 + 1_000)).toBe(false);
    for (let i = 0; i < 150; i++) caps.record(8, 'u', T0 + i);
    expect(caps.allows(8, { impressions: 100, period_hours: 1 }, 'u', T0 + 1_000)).toBe(false);
  });

  it('stays within its bound, evicting the least recently served first', () => {
    const caps = new FrequencyCaps({ maxEntries: 1_000 });
    const cap = { impressions: 1, period_hours: 24 };
    caps.allows(1, cap, 'first', T0);
    caps.record(1, 'first', T0);
    for (let i = 0; i < 5_000; i++) {
      caps.record(1, `user-${i}`, T0 + 1_000);
      // 'first' is served again now and then, so it stays among the most recent.
      if (i % 500 === 0) caps.record(1, 'first', T0 + 1_000);
    }
    expect(caps.size).toBeLessThanOrEqual(1_000);
    expect(caps.allows(1, cap, 'first', T0 + 2_000)).toBe(false);
    expect(caps.allows(1, cap, 'user-0', T0 + 2_000)).toBe(true);
    expect(caps.allows(1, cap, 'user-4999', T0 + 2_000)).toBe(false);
  });

  it('sweeps keys whose window is over, also behind keys of a longer window', () => {
    const caps = new FrequencyCaps();
    const week = { impressions: 1, period_hours: 168 };
    const hour = { impressions: 1, period_hours: 1 };
    caps.allows(1, week, 'w', T0);
    caps.allows(2, hour, 'h', T0);
    for (let i = 0; i < 100; i++) caps.record(1, `week-${i}`, T0);
    for (let i = 0; i < 100; i++) caps.record(2, `hour-${i}`, T0);
    for (let i = 0; i < 10; i++) caps.record(2, `recent-${i}`, T0 + 3 * HOUR);
    // Thirty keys a pass: each resumes where the last stopped, past the week keys still inside
    // their window, so the expired hour keys behind them go (restarting at the front never would).
    for (let i = 0; i < 4; i++) caps.sweep(T0 + 3 * HOUR, 30);
    expect(caps.size).toBe(190);
    for (let i = 0; i < 4; i++) caps.sweep(T0 + 3 * HOUR, 30);
    expect(caps.size).toBe(110);
    caps.sweep(T0 + 3 * HOUR);
    expect(caps.size).toBe(110);
    // The sweep of a later moment finds the hour keys expired.
    caps.sweep(T0 + 4 * HOUR + 1_000);
    expect(caps.size).toBe(100);
    caps.sweep(T0 + 200 * HOUR);
    expect(caps.size).toBe(0);
  });

  it('cuts very long user ids', () => {
    const caps = new FrequencyCaps();
    const cap = { impressions: 1, period_hours: 1 };
    caps.allows(1, cap, 'x', T0);
    caps.record(1, `${'a'.repeat(64)}-one`, T0);
    expect(caps.allows(1, cap, `${'a'.repeat(64)}-two`, T0)).toBe(false);
  });
});
