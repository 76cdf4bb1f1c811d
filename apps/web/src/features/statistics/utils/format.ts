import type { StatisticsMetric } from '@panel/contract';
import { evenSpaces } from '@/lib/dates/report-range';

export type MetricFormat = StatisticsMetric['format'];

/**
 * Number formats of the report. The server sends money in USD and rates as fractions (0.0123
 * is 1.23 %); the page decides how many digits a person needs to read them.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(id: string, make: () => T): T {
  let f = cache.get(id) as T | undefined;
  if (!f) {
    f = make();
    cache.set(id, f);
  }
  return f;
}

/** Prices per thousand, per click or per conversion go below a cent often enough to need four digits. */
const UNIT_PRICES = new Set(['ecpm', 'ecpc', 'ecpa']);
export const NO_VALUE = '—';

export function formatMetric(
  value: number | null | undefined,
  format: MetricFormat,
  id: string,
  locale: string,
) {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  switch (format) {
    case 'money': {
      const unit = UNIT_PRICES.has(id);
      return cached(`${locale}|money|${unit}`, () =>
        Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: 2,
          maximumFractionDigits: unit ? 4 : 2,
        }),
      ).format(value);
    }
    case 'percent':
      return cached(`${locale}|percent`, () =>
        Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      ).format(value);
    default:
      return cached(`${locale}|integer`, () =>
        Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      ).format(value);
  }
}

/** Short axis labels: `$1.2K`, `12%`, `3.4M`. */
export function formatTick(value: number, format: MetricFormat, locale: string) {
  if (format === 'percent')
    return cached(`${locale}|tick%`, () =>
      Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    ).format(value);
  return cached(`${locale}|tick|${format}`, () =>
    Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 2,
      ...(format === 'money' ? { style: 'currency', currency: 'USD' } : {}),
    }),
  ).format(value);
}

/**
 * A date key (`2025-03-01`) or hour key (`2025-03-01T14:00`) as people read it. The keys are
 * already in the report's time zone, so they are formatted as UTC and never shifted again.
 */
export function formatTimeKey(key: string, locale: string): string {
  const hourly = key.length > 10;
  const ms = Date.parse(hourly ? `${key.slice(0, 16)}:00Z` : `${key}T00:00:00Z`);
  if (Number.isNaN(ms)) return key;
  const f = cached(`${locale}|key|${hourly}`, () =>
    Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(hourly ? { hour: '2-digit', minute: '2-digit' } : {}),
    }),
  );
  return f.format(ms);
}

/** A period as a person reads it: `Mar 1 – 7, 2025`. */
export function formatPeriod(from: string, to: string, locale: string): string {
  const f = cached(`${locale}|period`, () =>
    Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }),
  ) as Intl.DateTimeFormat;
  return evenSpaces(f.formatRange(Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)));
}
