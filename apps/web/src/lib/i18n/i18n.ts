import { messagesEn } from '@panel/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';

/** The contract's messages (validation and server errors) sit beside the panel's own strings. */
export const resources = { en: { translation: { ...messagesEn, ...en } } } as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  // Flat keys such as 'validation.maxLength' are looked up whole, never as nested objects.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The language `changeLanguage` is switching to while its catalogs load, else null. */
let switchingTo: string | null = null;

/** Marks the start (a language) or the end (null) of a switch of the panel's language. */
export function setSwitchingTo(language: string | null): void {
  switchingTo = language;
}

/**
 * The language the server is asked to answer in: the panel's, or the one it is switching to. A
 * call made while another language's catalogs load (a page's first call leaves with its route,
 * before the app's first screen) asks in the language its answer will be shown in, so the page
 * takes that answer instead of asking again.
 */
export function requestLanguage(): string {
  return switchingTo ?? (i18n.language || 'en');
}
