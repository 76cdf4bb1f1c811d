/**
 * The languages the panel is written in: BCP 47 tags, English first. A language is offered once
 * its catalogs exist (packages/contract/locales/<tag>.json for the messages both sides send,
 * apps/web/src/locales/<tag>.json for the web's own strings); the key test holds every catalog to
 * English's keys, placeholders and plural categories.
 */
export const UI_LANGUAGES = [
  'en',
  'ar',
  'az',
  'bg',
  'bn',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'es-419',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'hy',
  'id',
  'it',
  'ja',
  'ka',
  'kk',
  'ko',
  'lt',
  'lv',
  'mk',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sq',
  'sr',
  'sv',
  'sw',
  'ta',
  'th',
  'tr',
  'uk',
  'ur',
  'uz',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

const BY_LOWER = new Map<string, UiLanguage>(UI_LANGUAGES.map((l) => [l.toLowerCase(), l]));

export function isUiLanguage(value: string): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value);
}

/** Written right to left: the web turns the page (`dir="rtl"`) for these. */
const RIGHT_TO_LEFT = new Set<string>(['ar', 'he', 'fa', 'ur']);
export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT.has(language);
}

/** Spanish of the Americas (and the US) reads es-419; of Spain and elsewhere, es. */
const LATIN_AMERICA = new Set('ar bo cl co cr cu do ec gt hn mx ni pa pe pr py sv us uy ve 419'.split(' '));
/** Old and alternative codes browsers still send. */
const ALIASES: Record<string, string> = { iw: 'he', in: 'id', tl: 'fil', no: 'nb', nn: 'nb', zh: 'zh-CN' };

/** The panel's language for one tag a browser or a client sends (`de-AT` → de), or null. */
function matchOne(tag: string, available: ReadonlySet<string>): UiLanguage | null {
  const parts = tag.trim().toLowerCase().replaceAll('_', '-').split('-');
  const base = ALIASES[parts[0] ?? ''] ?? parts[0] ?? '';
  const rest = parts.slice(1);
  const pick = (candidate: string) => {
    const found = BY_LOWER.get(candidate.toLowerCase());
    return found && available.has(found) ? found : null;
  };
  if (base === 'zh-CN' || base === 'zh') {
    const traditional = rest.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo');
    return pick(traditional ? 'zh-TW' : 'zh-CN');
  }
  if (base === 'es') return pick(rest.some((p) => LATIN_AMERICA.has(p)) ? 'es-419' : 'es') ?? pick('es');
  if (base === 'pt') return pick(rest.includes('br') ? 'pt-BR' : 'pt') ?? pick('pt-BR');
  return pick([base, ...rest].join('-')) ?? pick(base);
}

/**
 * The first of `wanted` (most wanted first) the panel speaks among `available`, else null:
 * the web's choice from the browser's languages and the server's from Accept-Language.
 */
export function matchLanguage(wanted: readonly string[], available: ReadonlySet<string>): UiLanguage | null {
  for (const tag of wanted) {
    const found = matchOne(tag, available);
    if (found) return found;
  }
  return null;
}

/**
 * The tags of an Accept-Language header, most wanted first (by q, then by order); `*` and tags
 * with q=0 are left out. Split by hand: the header is client text and gets no regular expression.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(',').slice(0, 30).entries()) {
    const [tag = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=');
      if (name?.trim() === 'q') q = Number(value);
    }
    const clean = tag.trim();
    if (clean && clean !== '*' && clean.length <= 35 && Number.isFinite(q) && q > 0)
      weighted.push({ tag: clean, q, at });
  }
  return weighted.sort((a, b) => b.q - a.q || a.at - b.at).map((w) => w.tag);
}
