import type { TFunction } from 'i18next';

/** Floors go down to a micro-dollar; most are a few cents. */
export function formatMoney(usd: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(usd);
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The server's own message when it sent one, a general apology otherwise (spec section 8). */
export function errorText(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  return message === '' || message.startsWith('error #') ? t('login.oops') : message;
}
