import { describe, expect, it } from 'vitest';
import { evenSpaces } from './report-range.ts';

describe('evenSpaces', () => {
  it('writes a range the same whichever ICU formatted it (the server draws, the browser takes over)', () => {
    expect(evenSpaces('Nov 23\u2009–\u200929, 2026')).toBe('Nov 23 – 29, 2026');
    expect(evenSpaces('Nov 23 – 29, 2026')).toBe('Nov 23 – 29, 2026');
  });
});
