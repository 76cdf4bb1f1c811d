import { z } from 'zod';
import { checkRange, rangeFields } from '../statistics/query.ts';
import { AD_FORMAT_CODES, PRICING_MODEL_CODES } from './formats.ts';
import { groupIdParam, idField } from './ids.ts';
import { csvOf, pagingQuery, searchQuery, sortQuery } from './list-query.ts';
import { CAMPAIGN_STATUS_ACTIONS, CAMPAIGN_STATUSES } from './statuses.ts';

/** The figures a list row can carry (`with_stats`), over `from`–`to` in `tz`, and today's spend. */
export const CAMPAIGN_STATS_KEYS = [
  'spend',
  'impressions',
  'clicks',
  'ctr',
  'conversions',
  'cpa',
  'today_spend',
] as const;
export type CampaignStatsKey = (typeof CAMPAIGN_STATS_KEYS)[number];
export const CAMPAIGN_SORT_KEYS = [
  'created_at',
  'updated_at',
  'name',
  'bid',
  'status',
  'id',
  ...CAMPAIGN_STATS_KEYS,
] as const;

/**
 * GET /api/v1/campaigns. Without `status` every campaign but the archived ones is listed;
 * `status=archived` (or a list such as `status=paused,archived`) shows them. `group_id=0`
 * lists the campaigns outside every group. `search` matches the name (any part, any case)
 * or, when it is a number, the id. Ties in the sort fall back to the newest id.
 */
export const campaignListQuerySchema = z
  .object({
    ...pagingQuery(),
    sort: sortQuery(CAMPAIGN_SORT_KEYS, '-created_at'),
    status: csvOf(CAMPAIGN_STATUSES).optional(),
    group_id: groupIdParam().optional(),
    ad_format: csvOf(AD_FORMAT_CODES).optional(),
    pricing_model: csvOf(PRICING_MODEL_CODES).optional(),
    search: searchQuery(),
    /**
     * `true`: each row carries its figures (`stats`) over `from`–`to` (default the last 7 days) in
     * `tz`. Sorting by a figure implies it. Off by default: scripts listing campaigns pay nothing.
     */
    with_stats: z
      .enum(['true', 'false'], { error: 'validation.invalid' })
      .transform((v) => v === 'true')
      .optional(),
    ...rangeFields,
  })
  .superRefine(checkRange);
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const BULK_MAX = 100;

/** PUT /api/v1/campaigns/status: one action for up to 100 campaigns. */
export const bulkStatusBodySchema = z.strictObject({
  ids: z
    .array(idField(), { error: 'validation.list' })
    .min(1, 'validation.listEmpty')
    .max(BULK_MAX, 'validation.listTooLong')
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(CAMPAIGN_STATUS_ACTIONS, { error: 'validation.statusAction' }),
});
export type BulkStatusBody = z.input<typeof bulkStatusBodySchema>;

/**
 * One line per id: `changed` (with the new status), `skipped` (the campaign is the caller's
 * but the action is not allowed from its status; `message` says which states allow it) or
 * `not_found` (no campaign of the caller's has that id). Never fails as a whole.
 */
export const bulkStatusResultSchema = z.object({
  id: z.number().int(),
  result: z.enum(['changed', 'skipped', 'not_found']),
  status: z.enum(CAMPAIGN_STATUSES).nullable(),
  message: z.string().nullable(),
});
export const bulkStatusResponseSchema = z.object({
  results: z.array(bulkStatusResultSchema),
  changed: z.number().int(),
  skipped: z.number().int(),
  not_found: z.number().int(),
});
export type BulkStatusResponse = z.infer<typeof bulkStatusResponseSchema>;
