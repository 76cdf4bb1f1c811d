import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { AD_FORMAT_FAMILIES } from '../resources/ad-formats.ts';
import { idParam } from './ids.ts';
import { csvOf, pagingQuery, sortQuery } from './list-query.ts';
import { CREATIVE_STATUSES } from './statuses.ts';

const nullableString = z.string().nullable();

/**
 * A creative as the API returns it: its moderation state, the campaign it belongs to and the
 * content fields of its `type` (see creative-content.ts); fields of other types are absent.
 * Plain types here, not the input rules: a row stored under older rules still reads back.
 */
export const creativeSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  type: z.enum(AD_FORMAT_FAMILIES),
  name: z.string(),
  status: z.enum(CREATIVE_STATUSES),
  /** Why moderation (or the advertiser) rejected it; null unless `status` is rejected. */
  reject_reason: nullableString,
  click_url: nullableString.optional(),
  image_url: nullableString.optional(),
  icon_url: z.string().optional(),
  markup: z.string().optional(),
  video_url: z.string().optional(),
  duration_seconds: z.number().int().optional(),
  vast_url: nullableString.optional(),
  vast_xml: nullableString.optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  description: z.string().optional(),
  brand_name: nullableString.optional(),
  location: nullableString.optional(),
  starts_after_minutes: z.number().int().optional(),
  duration_minutes: z.number().int().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Creative = z.infer<typeof creativeSchema>;

export const CREATIVE_SORT_KEYS = ['created_at', 'updated_at', 'name', 'status', 'id'] as const;

/** GET /api/v1/creatives: the caller's creatives across campaigns, newest first. */
export const creativeListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(CREATIVE_SORT_KEYS, '-created_at'),
  campaign_id: idParam().optional(),
  status: csvOf(CREATIVE_STATUSES).optional(),
  type: csvOf(AD_FORMAT_FAMILIES).optional(),
});
export type CreativeListQuery = z.output<typeof creativeListQuerySchema>;

export const REJECT_REASON_MAX = 500;

/** PUT /api/v1/creatives/{id}/status/reject: the reason is shown to whoever reads the creative. */
export const creativeRejectBodySchema = z.strictObject({ reason: requiredText(REJECT_REASON_MAX) });
export type CreativeRejectBody = z.input<typeof creativeRejectBodySchema>;
