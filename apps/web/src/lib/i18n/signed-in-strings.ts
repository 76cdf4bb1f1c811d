import { enSignedIn } from './en-signed-in.ts';
import { i18n } from './i18n.ts';

/**
 * Adds the signed-in strings to English. The signed-in frame calls it as its module loads, so
 * they are there before any signed-in page draws; other languages' catalogs hold every key.
 * Adding them again sets the same values.
 */
export function addSignedInStrings(): void {
  i18n.addResources('en', 'translation', enSignedIn);
}
