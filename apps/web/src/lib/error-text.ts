import type { TFunction } from 'i18next';

/**
 * What to tell the user about a failed call: the server's own message when it sent one, a
 * general apology otherwise (spec section 8: 'error #' messages read 'Oops, something went wrong.').
 */
export function errorText(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  return message === '' || message.startsWith('error #') ? t('login.oops') : message;
}
