import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '@/lib/intl/formats';

const MONEY = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
} as const;
const SPEND = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Bids go down to a tenth of a cent; budgets are whole amounts more often than not. */
export function formatMoney(usd: number, locale: string): string {
  return numberFormat(locale, MONEY).format(usd);
}

/**
 * An amount spent, in cents as money is read ($44.13): spend is kept to the micro-dollar, which
 * only bids need to show (formatMoney).
 */
export function formatSpend(usd: number, locale: string): string {
  return numberFormat(locale, SPEND).format(usd);
}

/** A date and time in the user's own time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, DATE_TIME).format(new Date(iso));
}

/**
 * What to tell the user about a failed call: the server's own message when it sent one, a
 * general apology otherwise (spec section 8: 'error #' messages read 'Oops, something went wrong.').
 */
export function errorText(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  return message === '' || message.startsWith('error #') ? t('login.oops') : message;
}
