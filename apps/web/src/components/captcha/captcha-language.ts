/**
 * The captcha's own words (its label, "Verifying…", errors) in the panel's language: ALTCHA ships
 * them for every panel language but Filipino and Malay, which keep its English. Each is a 4 kB
 * file, loaded with the widget only for the language shown.
 */
const STRINGS: Record<string, [code: string, load: () => Promise<unknown>]> = {
  ar: ['ar', () => import('altcha/i18n/ar')],
  az: ['az', () => import('altcha/i18n/az')],
  bg: ['bg', () => import('altcha/i18n/bg')],
  bn: ['bn', () => import('altcha/i18n/bn')],
  bs: ['bs', () => import('altcha/i18n/bs')],
  ca: ['ca', () => import('altcha/i18n/ca')],
  cs: ['cs', () => import('altcha/i18n/cs')],
  da: ['da', () => import('altcha/i18n/da')],
  de: ['de', () => import('altcha/i18n/de')],
  el: ['el', () => import('altcha/i18n/el')],
  es: ['es-es', () => import('altcha/i18n/es-es')],
  'es-419': ['es-419', () => import('altcha/i18n/es-419')],
  et: ['et', () => import('altcha/i18n/et')],
  fa: ['fa', () => import('altcha/i18n/fa')],
  fi: ['fi', () => import('altcha/i18n/fi')],
  fr: ['fr-fr', () => import('altcha/i18n/fr-fr')],
  he: ['he', () => import('altcha/i18n/he')],
  hi: ['hi', () => import('altcha/i18n/hi')],
  hr: ['hr', () => import('altcha/i18n/hr')],
  hu: ['hu', () => import('altcha/i18n/hu')],
  hy: ['hy', () => import('altcha/i18n/hy')],
  id: ['id', () => import('altcha/i18n/id')],
  it: ['it', () => import('altcha/i18n/it')],
  ja: ['ja', () => import('altcha/i18n/ja')],
  ka: ['ka', () => import('altcha/i18n/ka')],
  kk: ['kk', () => import('altcha/i18n/kk')],
  ko: ['ko', () => import('altcha/i18n/ko')],
  lt: ['lt', () => import('altcha/i18n/lt')],
  lv: ['lv', () => import('altcha/i18n/lv')],
  mk: ['mk', () => import('altcha/i18n/mk')],
  nb: ['nb', () => import('altcha/i18n/nb')],
  nl: ['nl', () => import('altcha/i18n/nl')],
  pl: ['pl', () => import('altcha/i18n/pl')],
  pt: ['pt-pt', () => import('altcha/i18n/pt-pt')],
  'pt-BR': ['pt-br', () => import('altcha/i18n/pt-br')],
  ro: ['ro', () => import('altcha/i18n/ro')],
  ru: ['ru', () => import('altcha/i18n/ru')],
  sk: ['sk', () => import('altcha/i18n/sk')],
  sl: ['sl', () => import('altcha/i18n/sl')],
  sq: ['sq', () => import('altcha/i18n/sq')],
  sr: ['sr', () => import('altcha/i18n/sr')],
  sv: ['sv', () => import('altcha/i18n/sv')],
  sw: ['sw', () => import('altcha/i18n/sw')],
  ta: ['ta', () => import('altcha/i18n/ta')],
  th: ['th', () => import('altcha/i18n/th')],
  tr: ['tr', () => import('altcha/i18n/tr')],
  uk: ['uk', () => import('altcha/i18n/uk')],
  ur: ['ur', () => import('altcha/i18n/ur')],
  uz: ['uz', () => import('altcha/i18n/uz')],
  vi: ['vi', () => import('altcha/i18n/vi')],
  'zh-CN': ['zh-cn', () => import('altcha/i18n/zh-cn')],
  'zh-TW': ['zh-tw', () => import('altcha/i18n/zh-tw')],
};

/** Loads the widget's strings for `language`; the code to give the widget, or null for its English. */
export async function loadCaptchaLanguage(language: string): Promise<string | null> {
  const entry = STRINGS[language];
  if (!entry) return null;
  await entry[1]();
  return entry[0];
}
