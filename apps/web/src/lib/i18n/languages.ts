import { isRightToLeft, matchLanguage, UI_LANGUAGES } from '@panel/contract';
import { i18n, setSwitchingTo } from './i18n.ts';

type Catalog = Record<string, string>;
type Load = () => Promise<Catalog>;

/**
 * Each language is two catalogs, each its own chunk: the web's strings and the contract's
 * messages. English is in the main bundle (the fallback of every key); another language costs
 * its users its own two files and no one else anything.
 */
const webCatalogs = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });
const messageCatalogs = import.meta.glob<Catalog>('../../../../../packages/contract/locales/*.json', {
  import: 'default',
});

const byTag = (files: Record<string, Load>) =>
  new Map(Object.entries(files).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -5), load]));
const webByTag = byTag(webCatalogs);
const messagesByTag = byTag(messageCatalogs);

/** English and every language with both catalogs, in the contract's order. */
export const OFFERED_LANGUAGES: readonly string[] = UI_LANGUAGES.filter(
  (l) => l === 'en' || (webByTag.has(l) && messagesByTag.has(l)),
);
const OFFERED = new Set(OFFERED_LANGUAGES);

const STORAGE_KEY = 'panel.language';

/** The language chosen on this browser (the picker), else the browser's own, else English. */
export function browserLanguage(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode): the browser's languages decide
  }
  const wanted = [...(stored ? [stored] : []), ...(navigator.languages ?? [navigator.language])];
  return matchLanguage(wanted, OFFERED) ?? 'en';
}

export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not kept past this page: the profile still keeps a signed-in user's choice
  }
}

/**
 * The language's own name for itself ("Deutsch", "日本語"), for the picker: made at build time
 * (vite-language-names.ts), so every browser shows the same names.
 */
export function languageName(language: string): string {
  return __LANGUAGE_NAMES__[language] ?? language;
}

/** Switches begun, so that one ending does not end a later one still loading. */
let switches = 0;

/**
 * Loads the language's catalogs once, switches the panel to it and turns the page for a
 * right-to-left script. An unknown tag falls back to English.
 */
export async function changeLanguage(wanted: string): Promise<void> {
  const language = OFFERED.has(wanted) ? wanted : 'en';
  const loadWeb = webByTag.get(language);
  const loadMessages = messagesByTag.get(language);
  // Calls made while the catalogs load ask in the language coming; a failed switch leaves the old one.
  const switchNumber = ++switches;
  setSwitchingTo(language);
  try {
    if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation') && loadWeb && loadMessages) {
      const [web, messages] = await Promise.all([loadWeb(), loadMessages()]);
      i18n.addResourceBundle(language, 'translation', { ...messages, ...web });
    }
    if (i18n.language !== language) await i18n.changeLanguage(language);
  } finally {
    // A later switch, begun meanwhile, is still under way: its language stays.
    if (switchNumber === switches) setSwitchingTo(null);
  }
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}
