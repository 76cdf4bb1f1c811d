import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { payoutField } from '../campaigns/money.ts';
import { requiredText } from '../fields.ts';

export const POSTBACK_NAME_MAX = 100;
/** Goals an advertiser may keep at once (ExoClick allows a few dozen; nobody needs hundreds). */
export const POSTBACKS_MAX = 100;
/** Days after a click in which a conversion still counts; 30 is what trackers assume by default. */
export const CONVERSION_WINDOW_DAYS = { min: 1, max: 90, default: 30 } as const;
/** Conversions kept in a goal's debugger log: the last ones received, counted or refused. */
export const POSTBACK_LOG_SIZE = 100;

/**
 * The macros of a postback URL, filled by the advertiser's tracker: `{click_id}` is the click id
 * our click redirect put into the landing page address; `{payout}` the conversion's value in USD
 * (optional: without it the goal's default payout counts); `{txid}` an optional transaction id,
 * so that a goal that counts repeats still counts a tracker's retry of one conversion once.
 */
export const POSTBACK_MACROS = ['click_id', 'payout', 'txid'] as const;

/** POST /api/v1/postbacks and PUT /api/v1/postbacks/{id}: the whole goal each time. */
export const postbackBodySchema = z.strictObject({
  name: requiredText(POSTBACK_NAME_MAX),
  /** USD counted when the tracker sends no `payout`; null: such a conversion is worth 0. */
  payout: payoutField().nullable().default(null),
  conversion_window_days: z
    .number({ error: 'validation.conversionWindow' })
    .int('validation.conversionWindow')
    .min(CONVERSION_WINDOW_DAYS.min, 'validation.conversionWindow')
    .max(CONVERSION_WINDOW_DAYS.max, 'validation.conversionWindow')
    .default(CONVERSION_WINDOW_DAYS.default),
  /** Whether a click may convert on this goal more than once (deposits, rebills); default once. */
  allow_repeats: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type PostbackBody = z.input<typeof postbackBodySchema>;

export const postbackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  payout: z.number().nullable(),
  conversion_window_days: z.number().int(),
  allow_repeats: z.boolean(),
  /**
   * The URL the advertiser gives its tracker, macros left in braces:
   * `https://panel.example/track/conversion?goal=<token>&click_id={click_id}&payout={payout}`.
   */
  url: z.string(),
  /** Conversions counted on this goal since 00:00 UTC, and the last one's time. */
  conversions_today: z.number().int(),
  last_conversion_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Postback = z.infer<typeof postbackSchema>;

export const POSTBACK_SORT_KEYS = ['created_at', 'name', 'id'] as const;

/** GET /api/v1/postbacks. `search` matches the name (any part, any case), or the id when a number. */
export const postbackListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(POSTBACK_SORT_KEYS, '-created_at'),
  search: searchQuery(),
});
export type PostbackListQuery = z.output<typeof postbackListQuerySchema>;

export const postbackIdParamsSchema = z.object({ postback_id: idParam() });
