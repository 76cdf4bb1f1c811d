import { describe, expect, it } from 'vitest';
import { computeLocalTime, localTime } from '../../../src/modules/bidder/local-time.ts';

const at = (iso: string) => Date.parse(iso);

describe('computeLocalTime', () => {
  it('UTC', () => {
    expect(computeLocalTime('UTC', at('2026-01-05T00:00:00Z'))).toEqual({
      date: '2026-01-05',
      weekday: 0,
      hour: 0,
    });
    expect(computeLocalTime('UTC', at('2026-01-11T23:59:59Z'))).toEqual({
      date: '2026-01-11',
      weekday: 6,
      hour: 23,
    });
  });

  it('a zone behind UTC: Tuesday 03:30Z is Monday 22:00 in New York (EST)', () => {
    expect(computeLocalTime('America/New_York', at('2026-01-06T03:30:00Z'))).toEqual({
      date: '2026-01-05',
      weekday: 0,
      hour: 22,
    });
  });

  it('a zone ahead of UTC: Sunday 15:00Z is Monday 00:00 in Tokyo', () => {
    expect(computeLocalTime('Asia/Tokyo', at('2026-01-04T15:00:00Z'))).toEqual({
      date: '2026-01-05',
      weekday: 0,
      hour: 0,
    });
    expect(computeLocalTime('Asia/Tokyo', at('2026-01-04T14:59:00Z'))).toEqual({
      date: '2026-01-04',
      weekday: 6,
      hour: 23,
    });
  });

  it('a half-hour zone (India, UTC+5:30)', () => {
    expect(computeLocalTime('Asia/Kolkata', at('2026-01-05T18:29:00Z'))).toMatchObject({
      date: '2026-01-05',
      hour: 23,
    });
    expect(computeLocalTime('Asia/Kolkata', at('2026-01-05T18:30:00Z'))).toMatchObject({
      date: '2026-01-06',
      weekday: 1,
      hour: 0,
    });
  });

  it('spring forward in New York (8 March 2026, 02:00 EST → 03:00 EDT at 07:00Z): hour 2 never happens', () => {
    expect(computeLocalTime('America/New_York', at('2026-03-08T06:59:00Z'))).toEqual({
      date: '2026-03-08',
      weekday: 6,
      hour: 1,
    });
    expect(computeLocalTime('America/New_York', at('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      weekday: 6,
      hour: 3,
    });
    // Noon local is 16:00Z after the change (17:00Z before it).
    expect(computeLocalTime('America/New_York', at('2026-03-09T16:00:00Z')).hour).toBe(12);
    expect(computeLocalTime('America/New_York', at('2026-03-02T17:00:00Z')).hour).toBe(12);
  });

  it('fall back in New York (1 November 2026, 02:00 EDT → 01:00 EST at 06:00Z): hour 1 happens twice', () => {
    expect(computeLocalTime('America/New_York', at('2026-11-01T05:30:00Z')).hour).toBe(1);
    expect(computeLocalTime('America/New_York', at('2026-11-01T06:30:00Z')).hour).toBe(1);
    expect(computeLocalTime('America/New_York', at('2026-11-01T07:00:00Z')).hour).toBe(2);
  });

  it('hour is 0, never 24, at midnight', () => {
    expect(computeLocalTime('Europe/Berlin', at('2026-01-04T23:00:00Z'))).toEqual({
      date: '2026-01-05',
      weekday: 0,
      hour: 0,
    });
  });
});

describe('localTime (cached per zone and minute)', () => {
  it('agrees with computeLocalTime across minutes and zones', () => {
    const times = [
      '2026-03-08T06:59:30Z',
      '2026-03-08T07:00:00Z',
      '2026-03-08T07:00:59Z',
      '2026-11-01T05:59:59Z',
      '2026-11-01T06:00:00Z',
      '2026-01-06T03:30:00Z',
    ].map(at);
    for (const zone of ['America/New_York', 'Asia/Tokyo', 'UTC'])
      for (const t of times) expect(localTime(zone, t), `${zone} ${t}`).toEqual(computeLocalTime(zone, t));
  });

  it('a new minute recomputes (across the spring-forward change)', () => {
    expect(localTime('America/New_York', at('2026-03-08T06:59:59Z')).hour).toBe(1);
    expect(localTime('America/New_York', at('2026-03-08T07:00:00Z')).hour).toBe(3);
    // Going back to an earlier minute recomputes too.
    expect(localTime('America/New_York', at('2026-03-08T06:59:00Z')).hour).toBe(1);
  });
});
