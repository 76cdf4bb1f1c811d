import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { destinationUrlField, httpsUrlField } from './destination-url.ts';
import { idField } from './ids.ts';
import { isVastDocument } from './vast-document.ts';

/**
 * What a creative shows, one shape per ad format family (the editor's image, tag, URL, video,
 * VAST, native, popunder, push and calendar forms), told apart by `type`, which must be the
 * family of the campaign's ad format. Images are files uploaded with POST
 * /api/v1/creatives/images and named by the `url` it returns; the server checks their size
 * against the format (a 300x250 banner needs a 300x250 image, icons are square).
 */
export const CREATIVE_LIMITS = {
  name: 100,
  markup: 20_000,
  vastXml: 50_000,
  pushTitle: 30,
  pushText: 45,
  nativeTitle: 50,
  nativeDescription: 120,
  brandName: 25,
  calendarTitle: 100,
  calendarDescription: 1_000,
  location: 100,
  videoSeconds: { min: 1, max: 180 },
  startsAfterMinutes: { min: 0, max: 10_080 },
  durationMinutes: { min: 5, max: 1_440 },
  /** Icons are square and at least this many pixels a side (PropellerAds' 192x192 push icon). */
  iconMin: 192,
  /** Large images of push and native ads: at least this size (the 3:2 rich push image). */
  imageMin: { width: 492, height: 328 },
  perCampaign: 20,
} as const;

export const UPLOAD_URL = /^\/uploads\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/;
export const uploadUrlField = () =>
  z
    .string({ error: 'validation.uploadUrl' })
    .max(100, 'validation.uploadUrl')
    .regex(UPLOAD_URL, 'validation.uploadUrl');

const intIn = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/**
 * A tag's markup runs in a browser, which takes HTML however broken, so one element in it is
 * enough and no parser is needed. Both patterns are linear (apps/server/test/security/
 * regex-audit.test.ts checks every pattern): a tag name's run cannot cross the next `<`, and a
 * file name's run ends at the first `?` or `#`.
 */
const HTML_ELEMENT = /<[a-z][a-z0-9-]*[\s>/]/i;
const VIDEO_FILE = /^[^?#]*\.(mp4|webm)([?#].*)?$/i;

const common = {
  id: idField().optional(),
  name: requiredText(CREATIVE_LIMITS.name),
};
/** Where a click goes; null sends it to the campaign's destination URL. Macros as there. */
const clickUrl = destinationUrlField().nullable().default(null);

export const imageCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('image'),
  image_url: uploadUrlField(),
  click_url: clickUrl,
});

export const tagCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('tag'),
  /** Third-party ad markup, served as it stands inside a sandboxed frame. */
  markup: requiredText(CREATIVE_LIMITS.markup).refine((v) => HTML_ELEMENT.test(v), 'validation.markup'),
});

export const urlCreativeSchema = z.strictObject({ ...common, type: z.literal('url'), click_url: clickUrl });
export const popunderCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('popunder'),
  click_url: clickUrl,
});

export const videoCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('video'),
  video_url: httpsUrlField().refine((v) => VIDEO_FILE.test(v), 'validation.videoFile'),
  duration_seconds: intIn(CREATIVE_LIMITS.videoSeconds, 'validation.videoDuration'),
  click_url: clickUrl,
});

/** A VAST ad: by the address of its document or by the document itself, exactly one of the two. */
export const vastCreativeSchema = z
  .strictObject({
    ...common,
    type: z.literal('vast'),
    vast_url: httpsUrlField().nullable().default(null),
    vast_xml: z
      .string({ error: 'validation.vastXml' })
      // A pasted document often starts with a line break, and an XML declaration must come first.
      .trim()
      // Zod runs refinements after a failed check too: a longer text is never parsed.
      .max(CREATIVE_LIMITS.vastXml, { error: 'validation.maxLength', abort: true })
      .refine(isVastDocument, 'validation.vastXml')
      .nullable()
      .default(null),
  })
  .refine((v) => (v.vast_url === null) !== (v.vast_xml === null), {
    path: ['vast_url'],
    message: 'validation.vastOneOf',
  });

export const nativeCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('native'),
  title: requiredText(CREATIVE_LIMITS.nativeTitle),
  description: requiredText(CREATIVE_LIMITS.nativeDescription),
  brand_name: requiredText(CREATIVE_LIMITS.brandName).nullable().default(null),
  icon_url: uploadUrlField(),
  image_url: uploadUrlField(),
  click_url: clickUrl,
});

export const pushCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('push'),
  title: requiredText(CREATIVE_LIMITS.pushTitle),
  text: requiredText(CREATIVE_LIMITS.pushText),
  icon_url: uploadUrlField(),
  /** The large image of a rich push; optional, as classic push shows only the icon. */
  image_url: uploadUrlField().nullable().default(null),
  click_url: clickUrl,
});

/** An event added to the user's calendar; its description carries the offer. */
export const calendarCreativeSchema = z.strictObject({
  ...common,
  type: z.literal('calendar'),
  title: requiredText(CREATIVE_LIMITS.calendarTitle),
  description: requiredText(CREATIVE_LIMITS.calendarDescription),
  location: requiredText(CREATIVE_LIMITS.location).nullable().default(null),
  starts_after_minutes: intIn(CREATIVE_LIMITS.startsAfterMinutes, 'validation.startsAfter'),
  duration_minutes: intIn(CREATIVE_LIMITS.durationMinutes, 'validation.eventDuration'),
  click_url: clickUrl,
});

export const creativeInputSchema = z.discriminatedUnion(
  'type',
  [
    imageCreativeSchema,
    tagCreativeSchema,
    urlCreativeSchema,
    popunderCreativeSchema,
    videoCreativeSchema,
    vastCreativeSchema,
    nativeCreativeSchema,
    pushCreativeSchema,
    calendarCreativeSchema,
  ],
  { error: 'validation.creativeType' },
);
export type CreativeInput = z.input<typeof creativeInputSchema>;
export type CreativeContent = z.output<typeof creativeInputSchema>;

/** The upload urls a creative shows, with the rule each must meet. */
export function creativeImages(
  c: CreativeContent,
): { field: string; url: string; kind: 'banner' | 'icon' | 'image' }[] {
  if (c.type === 'image') return [{ field: 'image_url', url: c.image_url, kind: 'banner' }];
  if (c.type === 'native')
    return [
      { field: 'icon_url', url: c.icon_url, kind: 'icon' },
      { field: 'image_url', url: c.image_url, kind: 'image' },
    ];
  if (c.type === 'push')
    return [
      { field: 'icon_url', url: c.icon_url, kind: 'icon' },
      ...(c.image_url ? [{ field: 'image_url', url: c.image_url, kind: 'image' as const }] : []),
    ];
  return [];
}
