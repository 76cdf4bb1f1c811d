import { describe, expect, it } from 'vitest';
import { changeDirection, changeTone, formatKpi, hasNoTraffic } from './kpi.ts';

describe('KPI changes', () => {
  it('reads a direction, with tiny changes as none and a missing base as nothing to compare', () => {
    expect(changeDirection(0.12)).toBe('up');
    expect(changeDirection(-0.3)).toBe('down');
    expect(changeDirection(0.0001)).toBe('flat');
    expect(changeDirection(null)).toBe('none');
  });

  it('colours delivery and engagement by direction, and leaves spend and eCPM neutral', () => {
    expect(changeTone('clicks', 0.2)).toBe('good');
    expect(changeTone('ctr', -0.2)).toBe('bad');
    expect(changeTone('spend', 0.2)).toBe('neutral');
    expect(changeTone('ecpm', -0.2)).toBe('neutral');
    expect(changeTone('impressions', null)).toBe('neutral');
  });

  it('writes money in USD, rates as percentages and counts whole', () => {
    expect(formatKpi('spend', 1234.5, 'en')).toBe('$1,234.50');
    expect(formatKpi('ecpm', 0.12345, 'en')).toBe('$0.1235');
    expect(formatKpi('ctr', 0.01234, 'en')).toBe('1.23%');
    expect(formatKpi('impressions', 1234567, 'en')).toBe('1,234,567');
    expect(formatKpi('ctr', null, 'en')).toBe('—');
  });

  it('calls an account without traffic in both periods and the last day empty', () => {
    const kpis = [{ value: 0, previous: null }];
    expect(hasNoTraffic({ kpis, qps: { peak: 0 } })).toBe(true);
    expect(hasNoTraffic({ kpis, qps: { peak: 0.5 } })).toBe(false);
    expect(hasNoTraffic({ kpis: [{ value: 0, previous: 10 }], qps: { peak: 0 } })).toBe(false);
  });
});
