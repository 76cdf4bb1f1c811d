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
