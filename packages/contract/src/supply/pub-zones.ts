import { z } from 'zod';
import { AD_FORMAT_CODES } from '../campaigns/formats.ts';
import { idField, idParam } from '../campaigns/ids.ts';
import { csvOf, pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { requiredText } from '../fields.ts';
import { PUB_STATUSES } from './pub-statuses.ts';
import { ZONE_SIZE_MAX, ZONE_SIZE_MIN, zoneSizeRule } from './zone-formats.ts';

export const ZONE_NAME_MAX = 100;

const sizeField = () =>
  z
    .number({ error: 'validation.zoneSize' })
    .int('validation.zoneSize')
    .min(ZONE_SIZE_MIN, 'validation.zoneSize')
    .max(ZONE_SIZE_MAX, 'validation.zoneSize')
    .nullable()
    .optional();

/**
 * POST /api/v1/pub/zones. `width` and `height` follow the format (zoneSizeRule): a banner's are
 * its format's (filled in when absent, refused when they differ), an HTML tag zone needs both,
 * and other formats take none.
 */
export const zoneCreateBodySchema = z
  .strictObject({
    site_id: idField(),
    name: requiredText(ZONE_NAME_MAX),
    ad_format: z.enum(AD_FORMAT_CODES, { error: 'validation.unknownItem' }),
    width: sizeField(),
    height: sizeField(),
  })
  .superRefine((zone, ctx) => {
    const rule = zoneSizeRule(zone.ad_format);
    for (const side of ['width', 'height'] as const) {
      const value = zone[side];
      const given = value !== undefined && value !== null;
      if (rule.kind === 'required' && !given)
        ctx.addIssue({ code: 'custom', path: [side], message: 'validation.zoneSizeRequired' });
      if (rule.kind === 'none' && given)
        ctx.addIssue({ code: 'custom', path: [side], message: 'validation.zoneSizeNone' });
      if (rule.kind === 'fixed' && given && value !== rule[side])
        ctx.addIssue({
          code: 'custom',
          path: [side],
          message: 'validation.zoneSizeFixed',
          params: { size: `${rule.width}x${rule.height}` },
        });
    }
  })
  .transform((zone) => {
    const rule = zoneSizeRule(zone.ad_format);
    const size =
      rule.kind === 'fixed'
        ? { width: rule.width, height: rule.height }
        : rule.kind === 'required'
          ? { width: zone.width ?? null, height: zone.height ?? null }
          : { width: null, height: null };
    return { ...zone, ...size };
  });
export type ZoneCreateBody = z.input<typeof zoneCreateBodySchema>;

/**
 * PUT /api/v1/pub/zones/{id}: the name only. The site, format and size are fixed at creation,
 * because the tag already pasted on the site was made for them; another format is another zone.
 */
export const zoneUpdateBodySchema = z.strictObject({ name: requiredText(ZONE_NAME_MAX) });
export type ZoneUpdateBody = z.input<typeof zoneUpdateBodySchema>;

export const zoneSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  name: z.string(),
  ad_format: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.enum(PUB_STATUSES),
  /** The snippet (or URL) that shows the zone's ads: see zoneTag. */
  tag: z.string(),
  /** Classic push only: the file the site serves as /sw.js, else null. */
  service_worker: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const ZONE_SORT_KEYS = ['created_at', 'updated_at', 'name', 'status', 'ad_format', 'id'] as const;

/**
 * GET /api/v1/pub/zones. Without `status` every zone but the archived ones is listed. `site_id`
 * keeps one site's zones; `ad_format` takes one code or several separated by commas; `search`
 * matches the name, or the id when it is a number.
 */
export const zoneListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(ZONE_SORT_KEYS, '-created_at'),
  status: csvOf(PUB_STATUSES).optional(),
  site_id: idParam().optional(),
  ad_format: csvOf(AD_FORMAT_CODES).optional(),
  search: searchQuery(),
});
export type ZoneListQuery = z.output<typeof zoneListQuerySchema>;

export const zoneIdParamsSchema = z.object({ zone_id: idParam() });
