import { z } from 'zod';
import { idParam, referenceIdField } from '../campaigns/ids.ts';
import { pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { requiredText } from '../fields.ts';
import { RETARGETING_TYPES } from '../resources/retargeting-types.ts';

export const RETARGETING_NAME_MAX = 100;
/** Pixels an advertiser may keep at once. */
export const RETARGETING_PIXELS_MAX = 100;
/** How long a visitor stays in the audience after its last hit: up to 540 days, as Google Ads allows. */
export const MEMBERSHIP_DAYS = { min: 1, max: 540, default: 30 } as const;

const TYPE_IDS = new Set(RETARGETING_TYPES.map((t) => t.id));

/**
 * POST /api/v1/retargeting and PUT /api/v1/retargeting/{id}: the whole pixel each time. The
 * type (an id of /resources/retargeting_types) is set at creation: a PUT that changes it is
 * refused on `type_id`, since the audience gathered so far means what the old type meant.
 */
export const retargetingBodySchema = z.strictObject({
  name: requiredText(RETARGETING_NAME_MAX),
  type_id: referenceIdField().refine((id) => TYPE_IDS.has(id), 'validation.unknownItem'),
  membership_days: z
    .number({ error: 'validation.membershipDays' })
    .int('validation.membershipDays')
    .min(MEMBERSHIP_DAYS.min, 'validation.membershipDays')
    .max(MEMBERSHIP_DAYS.max, 'validation.membershipDays')
    .default(MEMBERSHIP_DAYS.default),
});
export type RetargetingBody = z.input<typeof retargetingBodySchema>;

export const retargetingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type_id: z.number().int(),
  membership_days: z.number().int(),
  /**
   * For a site-visit pixel: the HTML to place on the advertiser's pages, a script with an image
   * fallback in <noscript>. null for the other types, whose audiences fill from the advertiser's
   * own traffic (clicks, conversions, impressions).
   */
  snippet: z.string().nullable(),
  /** The image alone, for tag managers and e-mails; null as `snippet`. */
  pixel_url: z.string().nullable(),
  /** Visitors in the audience now (their membership has not run out). */
  audience_size: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Retargeting = z.infer<typeof retargetingSchema>;

export const RETARGETING_SORT_KEYS = ['created_at', 'name', 'id'] as const;

/** GET /api/v1/retargeting. `type_id` narrows to one type; `search` as the postbacks list. */
export const retargetingListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(RETARGETING_SORT_KEYS, '-created_at'),
  search: searchQuery(),
  type_id: z
    .string()
    .regex(/^\d{1,2}$/, 'validation.invalid')
    .transform(Number)
    .refine((id) => TYPE_IDS.has(id), 'validation.invalid')
    .optional(),
});
export type RetargetingListQuery = z.output<typeof retargetingListQuerySchema>;

export const retargetingIdParamsSchema = z.object({ retargeting_id: idParam() });
