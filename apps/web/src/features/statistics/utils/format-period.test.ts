import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format.ts';

describe('formatPeriod', () => {
  it('writes a period with plain spaces, as every ICU would (evenSpaces, lib/dates/report-range.ts)', () => {
    expect(formatPeriod('2026-11-23', '2026-11-29', 'en')).toBe('Nov 23 – 29, 2026');
  });
});
