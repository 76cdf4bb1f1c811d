import { readdirSync, readFileSync } from 'node:fs';
import {
  acceptLanguageTags,
  ENGLISH_MESSAGES,
  isUiLanguage,
  type MessageCatalog,
  type MessageKey,
  matchLanguage,
  messageCatalog,
  translateMessage,
} from '@panel/contract';

/**
 * A message not yet in a language: the server builds errors and advice as key and parameters,
 * and the reply puts them in the language of the request (`request.messages`), so nothing below
 * a route needs to know who asked.
 */
export interface Text {
  readonly key: MessageKey;
  readonly params?: Record<string, unknown>;
}

export const text = (key: MessageKey, params?: Record<string, unknown>): Text =>
  params ? { key, params } : { key };

export function render(message: Text, catalog: MessageCatalog): string {
  return translateMessage(message.key, message.params, catalog);
}

export function renderFields(
  fields: Readonly<Record<string, Text>> | undefined,
  catalog: MessageCatalog,
): Record<string, string> | undefined {
  if (!fields) return undefined;
  const out: Record<string, string> = {};
  // Field names may come from requests (`__proto__`): defined, never assigned through the prototype.
  for (const [field, message] of Object.entries(fields))
    Object.defineProperty(out, field, { value: render(message, catalog), enumerable: true, writable: true });
  return out;
}

/**
 * The contract's catalogs (packages/contract/locales/<tag>.json): the same files the web loads, so
 * both sides say the same thing in every language. The folder sits beside the contract's src/ and
 * dist/, so this path holds from the sources and from the build. Only the names are read at start;
 * a language's file is parsed when a request first asks for it (all 54 cost 38 ms and 2 MB).
 */
const LOCALES = new URL('../../../../packages/contract/locales/', import.meta.url);

function localeFiles(): string[] {
  try {
    return readdirSync(LOCALES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .filter(isUiLanguage);
  } catch {
    return [];
  }
}

export const SERVER_LANGUAGES: ReadonlySet<string> = new Set(['en', ...localeFiles()]);
const CATALOGS = new Map<string, MessageCatalog>([['en', ENGLISH_MESSAGES]]);

function catalogOf(tag: string): MessageCatalog {
  let catalog = CATALOGS.get(tag);
  if (!catalog) {
    const messages = JSON.parse(readFileSync(new URL(`${tag}.json`, LOCALES), 'utf8')) as Record<
      string,
      string
    >;
    catalog = messageCatalog(tag, messages);
    CATALOGS.set(tag, catalog);
  }
  return catalog;
}

/** Accept-Language values seen, with their answer: browsers send a handful of distinct ones. */
const byHeader = new Map<string, MessageCatalog | null>();

/**
 * The catalog of a request: the first language of its Accept-Language the panel speaks, else the
 * signed-in user's profile language, else English.
 */
export function catalogFor(
  acceptLanguage: string | undefined,
  profileLanguage: string | null,
): MessageCatalog {
  let fromHeader: MessageCatalog | null = null;
  if (acceptLanguage) {
    const known = byHeader.get(acceptLanguage);
    if (known !== undefined) fromHeader = known;
    else {
      const tag = matchLanguage(acceptLanguageTags(acceptLanguage), SERVER_LANGUAGES);
      fromHeader = tag ? catalogOf(tag) : null;
      if (byHeader.size >= 1_000) byHeader.clear();
      byHeader.set(acceptLanguage, fromHeader);
    }
  }
  if (fromHeader) return fromHeader;
  return profileLanguage && SERVER_LANGUAGES.has(profileLanguage)
    ? catalogOf(profileLanguage)
    : ENGLISH_MESSAGES;
}
