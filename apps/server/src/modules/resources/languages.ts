import {
  ENGLISH_MESSAGES,
  type Language,
  type MessageCatalog,
  OTHER_ID,
  translateMessage,
  withoutOther,
} from '@panel/contract';
import ISO6391 from 'iso-639-1';

/**
 * The id is derived from the two letters ('aa' = 1 ... 'zu' = 671) so it stays the same when
 * the package adds a language, and never collides with 'Other' (0).
 */
const idOf = (code: string) => 1 + (code.charCodeAt(0) - 97) * 26 + (code.charCodeAt(1) - 97);

/** Accept-Language values that name no ISO 639-1 language; `und` is ISO 639-2's "undetermined". */
const OTHER_LANGUAGE: Language = { id: OTHER_ID, code: 'und', name: 'Other', native_name: 'Other' };

const LANGUAGES: Language[] = [
  ...ISO6391.getLanguages(ISO6391.getAllCodes())
    .map((l) => ({ id: idOf(l.code), code: l.code, name: l.name, native_name: l.nativeName }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  OTHER_LANGUAGE,
];

const BY_LANGUAGE = new Map<string, Language[]>([['en', LANGUAGES]]);

/**
 * The list with each `name` in the catalog's language (the runtime's CLDR names, the package's
 * English where CLDR has none), sorted in it; `native_name` and ids never change.
 */
export function listLanguages(hideOther: boolean, catalog: MessageCatalog = ENGLISH_MESSAGES): Language[] {
  let list = BY_LANGUAGE.get(catalog.language);
  if (!list) {
    const names = new Intl.DisplayNames([catalog.language], { type: 'language', fallback: 'none' });
    const collator = new Intl.Collator(catalog.language);
    const other = translateMessage('resources.other', {}, catalog);
    list = [
      ...LANGUAGES.filter((l) => l.id !== OTHER_ID)
        .map((l) => ({ ...l, name: names.of(l.code) ?? l.name }))
        .sort((a, b) => collator.compare(a.name, b.name)),
      { ...OTHER_LANGUAGE, name: other },
    ];
    BY_LANGUAGE.set(catalog.language, list);
  }
  return withoutOther(list, hideOther);
}

const codes = new Map(LANGUAGES.map((l) => [l.id, l.code]));
/** The ISO 639-1 code of a language id ('und' for Other), as the statistics keep languages. */
export const languageCodeOf = (id: number): string | undefined => codes.get(id);
