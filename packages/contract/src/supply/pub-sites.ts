import { z } from 'zod';
import { idParam, referenceIdField } from '../campaigns/ids.ts';
import { csvOf, pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { requiredText, websiteField } from '../fields.ts';
import { TRAFFIC_CATEGORIES } from '../resources/traffic-categories.ts';
import { PUB_STATUSES } from './pub-statuses.ts';

export const SITE_NAME_MAX = 100;
export const SITE_URL_MAX = 255;

const CATEGORY_IDS = new Set(TRAFFIC_CATEGORIES.map((c) => c.id));

/** An id of /resources/traffic_categories; null or absent: not declared (reported as 'Other'). */
const categoryField = () =>
  referenceIdField()
    .refine((id) => CATEGORY_IDS.has(id), 'validation.unknownItem')
    .nullable()
    .optional();

/** POST /api/v1/pub/sites and PUT /api/v1/pub/sites/{id}: the whole site each time. */
export const siteBodySchema = z.strictObject({
  name: requiredText(SITE_NAME_MAX),
  url: websiteField(SITE_URL_MAX),
  category_id: categoryField(),
});
export type SiteBody = z.input<typeof siteBodySchema>;

export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  category_id: z.number().int().nullable(),
  status: z.enum(PUB_STATUSES),
  /** Its zones that are not archived. */
  zones_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const SITE_SORT_KEYS = ['created_at', 'updated_at', 'name', 'status', 'id'] as const;

/**
 * GET /api/v1/pub/sites. Without `status` every site but the archived ones is listed, as the
 * campaign list does. `search` matches the name or the address (any part, any case), or the id
 * when it is a number.
 */
export const siteListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(SITE_SORT_KEYS, '-created_at'),
  status: csvOf(PUB_STATUSES).optional(),
  search: searchQuery(),
});
export type SiteListQuery = z.output<typeof siteListQuerySchema>;

export const siteIdParamsSchema = z.object({ site_id: idParam() });
