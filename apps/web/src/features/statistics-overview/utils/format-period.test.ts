import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format.ts';

describe('formatPeriod', () => {
  // Node's ICU puts thin spaces around the dash, Chromium's plain ones: the page the server drew
  // must read the same as the one the browser takes it over with.
  it('writes a period with plain spaces, as every ICU would', () => {
    expect(formatPeriod('2026-11-23', '2026-11-29', 'en')).toBe('Nov 23 – 29, 2026');
    expect(formatPeriod('2026-11-23', '2026-11-23', 'en')).toBe('Nov 23, 2026');
  });
});
