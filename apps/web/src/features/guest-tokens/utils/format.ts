import type { TFunction } from 'i18next';

/** A date and time in the user's own time zone. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * What to tell the user about a failed call: the server's own message when it sent one, a
 * general apology otherwise (spec section 8: 'error #' messages read 'Oops, something went wrong.').
 */
export function errorText(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  return message === '' || message.startsWith('error #') ? t('login.oops') : message;
}
