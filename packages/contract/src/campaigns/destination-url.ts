import { plainString } from '../plain-text.ts';

/**
 * Macros the ad server fills in when it sends a click to the landing page, as the networks we
 * model offer them ({click_id} carries our click id back through a postback). Any other word
 * in braces is refused so a typo never reaches a live campaign as literal text.
 */
export const URL_MACROS = [
  'click_id',
  'campaign_id',
  'campaign_name',
  'creative_id',
  'group_id',
  'zone_id',
  'site_id',
  'ssp_id',
  'format',
  'country',
  'region',
  'city',
  'language',
  'device_type',
  'os',
  'os_version',
  'browser',
  'browser_version',
  'connection_type',
  'carrier',
  'traffic_category',
  'bid',
  'cost',
  'timestamp',
] as const;
export type UrlMacro = (typeof URL_MACROS)[number];

export const URL_MAX_LENGTH = 2000;

const MACRO = /\{([^{}]*)\}/g;

export const unknownMacros = (url: string): string[] =>
  [...url.matchAll(MACRO)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(URL_MACROS as readonly string[]).includes(name));

function isHttpUrl(url: string): boolean {
  try {
    // Macros stand for values, so the address must be valid with a plain value in their place.
    const parsed = new URL(url.replace(MACRO, 'x'));
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') && /\.[a-z]{2,}$/i.test(parsed.hostname)
    );
  } catch {
    return false;
  }
}

/** An http(s) landing page with a dotted host, using only the macros above. */
export const destinationUrlField = () =>
  plainString({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(URL_MAX_LENGTH, 'validation.maxLength')
    .refine(isHttpUrl, 'validation.url')
    .refine((v) => unknownMacros(v).length === 0, 'validation.macro');

/** A plain https address of a file we fetch (a video, a VAST document): no macros. */
export const httpsUrlField = () =>
  plainString({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(URL_MAX_LENGTH, 'validation.maxLength')
    .refine((v) => v.startsWith('https://') && isHttpUrl(v), 'validation.httpsUrl');
