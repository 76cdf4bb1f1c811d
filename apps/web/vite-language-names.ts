import { UI_LANGUAGES } from '../../packages/contract/src/languages.ts';

/**
 * Each language of the panel named in itself, made with the building Node's `Intl` (full ICU)
 * and written into the build as a constant (`__LANGUAGE_NAMES__`). Made in the browser, the
 * names differed between browsers (Debian's Chromium has no data for Armenian, Georgian,
 * Macedonian and Albanian, and named them in English) and from the login page drawn at build
 * time, which the app then could not take over as it was.
 */
export function languageNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of UI_LANGUAGES) {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    names[language] = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  }
  return names;
}
