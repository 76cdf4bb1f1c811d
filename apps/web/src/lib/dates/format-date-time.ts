import { dateTimeFormat } from '@/lib/intl/formats';

/** A date and time in the user's own time zone, e.g. "Nov 23, 2026, 5:48 PM". */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
