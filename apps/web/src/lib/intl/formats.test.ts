import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './formats.ts';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('en-US', usd)).toBe(numberFormat('en-US', { ...usd }));
    expect(numberFormat('de-DE', usd)).not.toBe(numberFormat('en-US', usd));
    expect(numberFormat('en-US', { ...usd, maximumFractionDigits: 0 })).not.toBe(numberFormat('en-US', usd));
    // German puts a no-break space before the sign.
    expect(numberFormat('de-DE', usd).format(1234.5)).toBe('1.234,50\u00a0$');
    const medium = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', medium)).toBe(dateTimeFormat('en-US', { ...medium }));
    expect(dateTimeFormat('en-US', medium).format(new Date('2026-03-01T10:00:00Z'))).toBe('Mar 1, 2026');
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
  });
});
