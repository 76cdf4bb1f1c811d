import { z } from 'zod';

/**
 * Why a conversion the tracker sent was not counted. Each is also the code of the endpoint's
 * error answer (upper-cased), and the debugger shows it beside the call.
 * - `missing_click_id`: no click_id, or the macro left unfilled (`{click_id}`);
 * - `forged_click`: a click id whose signature is wrong: not one of ours;
 * - `unknown_click`: signed by us but not a click of this goal's advertiser (or purged);
 * - `expired`: the click is older than the goal's conversion window;
 * - `duplicate`: this click already converted on this goal (or this txid was counted);
 * - `bad_payout`: payout is not an amount in USD from 0 to the maximum.
 */
export const CONVERSION_REFUSALS = [
  'missing_click_id',
  'forged_click',
  'unknown_click',
  'expired',
  'duplicate',
  'bad_payout',
] as const;
export type ConversionRefusal = (typeof CONVERSION_REFUSALS)[number];

/** The longest click id, payout text and txid read from a tracker's call; longer is refused. */
export const TRACKER_VALUE_MAX = { clickId: 100, payout: 20, txid: 64, goal: 32 } as const;

/** One call the goal received, as its debugger lists it (the last POSTBACK_LOG_SIZE, newest first). */
export const postbackLogEntrySchema = z.object({
  at: z.string(),
  status: z.enum(['counted', 'refused']),
  reason: z.enum(CONVERSION_REFUSALS).nullable(),
  /** As received (cut to TRACKER_VALUE_MAX.clickId characters); null when absent. */
  click_id: z.string().nullable(),
  /** What the conversion was worth (USD) when counted; the text received when refused for it. */
  payout: z.string().nullable(),
  campaign_id: z.number().int().nullable(),
  /** Sent by "Send a test conversion" in the panel, not by a tracker. */
  test: z.boolean(),
});
export type PostbackLogEntry = z.infer<typeof postbackLogEntrySchema>;

/** A recent click of the advertiser, and the postback URL its tracker would call for it. */
export const postbackPreviewSchema = z.object({
  click_id: z.string(),
  clicked_at: z.string(),
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  /** The goal's URL with `{click_id}` filled from this click and `{payout}` from the default (or 1.00). */
  url: z.string(),
});

/** GET /api/v1/postbacks/{id}/debug. */
export const postbackDebugSchema = z.object({
  /** null: no click of the advertiser's campaigns within the goal's conversion window yet. */
  preview: postbackPreviewSchema.nullable(),
  received: z.array(postbackLogEntrySchema),
});
export type PostbackDebug = z.infer<typeof postbackDebugSchema>;

/** POST /api/v1/postbacks/{id}/test: payout absent or null sends the URL with no payout. */
export const postbackTestBodySchema = z.strictObject({
  payout: z
    .number({ error: 'validation.payout' })
    .min(0, 'validation.payout')
    .max(10_000, 'validation.payout')
    .nullable()
    .optional(),
});

/** Where a counted conversion went: the statistics row it added to. */
export const conversionLandingSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  creative_id: z.number().int(),
  ad_format: z.string(),
  country: z.string(),
  ssp_id: z.number().int(),
  site_id: z.string(),
  zone_id: z.string(),
  /** The UTC hour it counts in (ISO 8601), and its value in USD. */
  hour: z.string(),
  payout: z.number(),
});

export const postbackTestResultSchema = z.object({
  /** The URL that was called, exactly as a tracker would call it. */
  url: z.string(),
  /** What the conversion endpoint answered: 204 when counted. */
  http_status: z.number().int(),
  status: z.enum(['counted', 'refused']),
  reason: z.enum(CONVERSION_REFUSALS).nullable(),
  landed: conversionLandingSchema.nullable(),
});
export type PostbackTestResult = z.infer<typeof postbackTestResultSchema>;
