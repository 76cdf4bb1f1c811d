import type { TFunction } from 'i18next';
import { evenSpaces } from '@/lib/dates/report-range';

/**
 * Number formats of the statistics pages. The server sends money in USD and rates as fractions
 * (0.0123 is 1.23 %); the page decides how many digits a person needs to read them.
 */
const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(id, f);
  }
  return f;
}

/** Amounts spent: cents are enough. */
export const formatUsd = (usd: number, locale: string) =>
  formatter(locale, 'usd', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(usd);

/** Prices per thousand (eCPM, floors) go below a cent often enough to need four digits. */
export const formatCpm = (usd: number, locale: string) =>
  formatter(locale, 'cpm', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(usd);

/** Floors in a column: four digits on every row, so the prices line up and compare at a glance. */
export const formatFloor = (usd: number, locale: string) =>
  formatter(locale, 'floor', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(usd);

export const formatCount = (n: number, locale: string) =>
  formatter(locale, 'count', { maximumFractionDigits: 0 }).format(n);

/** Requests per second: two decimals tell a trickle from nothing. */
export const formatRate = (n: number, locale: string) =>
  formatter(locale, 'rate', { maximumFractionDigits: 2 }).format(n);

export const formatPercent = (fraction: number, locale: string) =>
  formatter(locale, 'percent', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);

/** A change against the previous period, without its sign (the arrow and the words carry it). */
export const formatChange = (fraction: number, locale: string) =>
  formatter(locale, 'change', { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(fraction));

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(locale: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(locale);
  if (!f) {
    // Noon UTC of a calendar date is that date in UTC: the date is shown as it is, never shifted.
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormatters.set(locale, f);
  }
  return f;
}
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Mar 12, 2026" for one day, "Mar 6 – 12, 2026" for several: YYYY-MM-DD dates as people read them. */
export function formatPeriod(from: string, to: string, locale: string): string {
  const f = dayFormatter(locale);
  return from === to ? f.format(noon(from)) : evenSpaces(f.formatRange(noon(from), noon(to)));
}

const keyFormatters = new Map<string, Intl.DateTimeFormat>();
/** A series key as people read it: a day ("Mar 12, 2026") or an hour ("Mar 12, 2026, 5:00 PM"), never shifted. */
export function formatSeriesKey(key: string, locale: string): string {
  const hourly = key.includes('T');
  const id = `${locale}|${hourly}`;
  let f = keyFormatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(hourly ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC',
    });
    keyFormatters.set(id, f);
  }
  const date = new Date(hourly ? `${key}:00Z` : `${key}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? key : f.format(date);
}

/**
 * What to tell the user about a failed call: the server's own message when it sent one, a
 * general apology otherwise ('error #' messages, spec section 8).
 */
export function errorText(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  return message === '' || message.startsWith('error #') ? t('login.oops') : message;
}
