import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/**
 * The family of an ad format is the campaign-editor form that builds its creative (spec
 * section 2: image, tag, URL, video, VAST, native, popunder, push and calendar forms).
 */
export const AD_FORMAT_FAMILIES = [
  'image',
  'tag',
  'url',
  'video',
  'vast',
  'native',
  'popunder',
  'push',
  'calendar',
] as const;
export type AdFormatFamily = (typeof AD_FORMAT_FAMILIES)[number];

/** Spec section 3: name, family and code, the code being the lower-cased name. */
export const adFormatSchema = referenceItem({
  name: z.string(),
  family: z.enum(AD_FORMAT_FAMILIES),
  code: z.string(),
});
export type AdFormat = z.infer<typeof adFormatSchema>;

const NUMERIC_NAME = /^\d/;
const PUSH_NAME = /Push$/;

function rank(name: string): number {
  if (NUMERIC_NAME.test(name)) return 0;
  if (PUSH_NAME.test(name)) return 1;
  return 2;
}

/**
 * One collator for every comparison: `localeCompare` with options builds one per call, and
 * sorting the formats when this module loads took 31 ms of a dashboard's first load at 4×
 * CPU slowdown that way (the same order either way).
 */
const BY_NAME = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Spec section 3: numeric-named formats first (banner sizes), then names ending in 'Push',
 * then the rest by name. Within a group names compare numerically, so 300x250 comes
 * before 320x50 and 728x90 after both.
 */
export function compareAdFormats(a: { name: string }, b: { name: string }): number {
  return rank(a.name) - rank(b.name) || BY_NAME.compare(a.name, b.name);
}

export function sortAdFormats<T extends { name: string }>(formats: readonly T[]): T[] {
  return [...formats].sort(compareAdFormats);
}

/**
 * The formats the platform sells, as ExoClick, PropellerAds and RichAds offer them: the IAB
 * standard display sizes, push and in-page push, pops, native, direct link, HTML tag,
 * video and VAST, and calendar (event invites). Ids are stable; new formats take new ids.
 */
const FORMATS: ReadonlyArray<{ id: number; name: string; family: AdFormatFamily }> = [
  { id: 1, name: '300x250', family: 'image' },
  { id: 2, name: '728x90', family: 'image' },
  { id: 3, name: '160x600', family: 'image' },
  { id: 4, name: '320x50', family: 'image' },
  { id: 5, name: '300x600', family: 'image' },
  { id: 6, name: '300x100', family: 'image' },
  { id: 7, name: '320x100', family: 'image' },
  { id: 8, name: '468x60', family: 'image' },
  { id: 9, name: '970x250', family: 'image' },
  { id: 10, name: '336x280', family: 'image' },
  { id: 11, name: '900x250', family: 'image' },
  { id: 20, name: 'Classic Push', family: 'push' },
  { id: 21, name: 'In-Page Push', family: 'push' },
  { id: 30, name: 'Popunder', family: 'popunder' },
  { id: 31, name: 'Native', family: 'native' },
  { id: 32, name: 'Direct link', family: 'url' },
  { id: 33, name: 'HTML tag', family: 'tag' },
  { id: 34, name: 'Video', family: 'video' },
  { id: 35, name: 'VAST', family: 'vast' },
  { id: 36, name: 'Calendar', family: 'calendar' },
];

export const AD_FORMATS: readonly AdFormat[] = sortAdFormats(
  FORMATS.map((f) => ({ ...f, code: f.name.toLowerCase() })),
);
