import { z } from 'zod';
import { idParam } from '../campaigns/ids.ts';
import { pagingQuery, searchQuery } from '../campaigns/list-query.ts';
import { plainString } from '../plain-text.ts';

/** A partner of the platform's SSP list, or a guest SSP that sends the advertiser traffic. */
export const SSP_KINDS = ['partner', 'guest'] as const;
export type SspKind = (typeof SSP_KINDS)[number];

export const SSP_QPS_MAX = 1_000_000;
export const SSP_MARGIN_MAX = 90;
export const SSP_NOTES_MAX = 500;

/** The API token's public part: the secret itself is shown once, when it is made. */
export const sspTokenInfoSchema = z.object({
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export const sspSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SSP_KINDS),
  enabled: z.boolean(),
  qps_cap: z.number().int().nullable(),
  margin_percent: z.number(),
  notes: z.string().nullable(),
  token: sspTokenInfoSchema.nullable(),
  endpoints_count: z.number().int(),
});
export type Ssp = z.infer<typeof sspSchema>;

/** GET /api/v1/ssp answers the list with the advertiser's partner code for guest SSPs. */
export const sspListResponseSchema = z.object({
  items: z.array(sspSchema),
  total: z.number().int(),
  partner_code: z.string(),
});
export type SspListResponse = z.infer<typeof sspListResponseSchema>;

export const sspListQuerySchema = z.object({
  ...pagingQuery(100),
  kind: z.enum(SSP_KINDS, { error: 'validation.invalid' }).optional(),
  search: searchQuery(),
});
export type SspListQuery = z.output<typeof sspListQuerySchema>;

export const sspIdParamsSchema = z.object({ ssp_id: idParam() });

/** Whole requests per second; null is no cap. */
export const qpsField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(SSP_QPS_MAX, message).nullable();

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * PUT /api/v1/ssp/{ssp_id}: only the fields sent change, so a switch in a table row can send
 * `enabled` alone. The margin is a percentage with two decimals (stored in hundredths).
 */
export const sspSettingsBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.enabled' }).optional(),
  qps_cap: qpsField('validation.qps').optional(),
  margin_percent: z
    .number({ error: 'validation.margin' })
    .min(0, 'validation.margin')
    .max(SSP_MARGIN_MAX, 'validation.margin')
    .refine(hasCents, 'validation.margin')
    .optional(),
  notes: plainString({ error: 'validation.invalid' })
    .trim()
    .max(SSP_NOTES_MAX, 'validation.maxLength')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type SspSettingsBody = z.input<typeof sspSettingsBodySchema>;

export const marginToBp = (percent: number) => Math.round(percent * 100);
export const marginFromBp = (bp: number) => bp / 100;

/** POST /api/v1/ssp/{ssp_id}/token: the only answer that ever holds the secret. */
export const sspTokenCreatedSchema = z.object({
  token: z.string(),
  prefix: z.string(),
  created_at: z.string(),
});
export type SspTokenCreated = z.infer<typeof sspTokenCreatedSchema>;

export const sspTokenRevokedSchema = z.object({ ssp_id: z.number().int(), revoked: z.literal(true) });
