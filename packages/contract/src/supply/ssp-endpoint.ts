import { z } from 'zod';
import { AD_FORMAT_CODES } from '../campaigns/formats.ts';
import { idField, idParam } from '../campaigns/ids.ts';
import { csvOf, pagingQuery, searchQuery, sortQuery } from '../campaigns/list-query.ts';
import { MICROS_PER_USD, toMicros } from '../campaigns/money.ts';
import { countryCodeField } from '../campaigns/targeting.ts';
import { requiredText } from '../fields.ts';
import { SSP_PARSERS } from '../resources/ssp-parsers.ts';
import { SSP_ENDPOINT_STATUS_CODES } from './ssp-endpoint-statuses.ts';
import { qpsField } from './ssp-settings.ts';

export const SSP_ENDPOINT_NAME_MAX = 100;
export const BID_FLOOR_MAX = 1_000;
/** The countries list holds about 250 codes; more than that can only repeat them. */
export const SSP_ENDPOINT_COUNTRIES_MAX = 300;

const distinct = <T>(values: T[]) => [...new Set(values)];
const hasMicros = (usd: number) => Math.abs(usd * MICROS_PER_USD - toMicros(usd)) < 1e-6;

const parserIdField = () =>
  z
    .number({ error: 'validation.parser' })
    .int('validation.parser')
    .refine((id) => SSP_PARSERS.some((p) => p.id === id), 'validation.parser');

/**
 * POST /api/v1/ssp_endpoints and PUT /{id}. Countries are two-letter codes (empty: every
 * country); the bid floor is in USD per thousand impressions, stored in micros. `require_token`
 * left out of a PUT keeps what the endpoint has: a client that predates it must not switch the
 * check off by saving an endpoint.
 */
export const sspEndpointBodySchema = z.strictObject({
  name: requiredText(SSP_ENDPOINT_NAME_MAX),
  ssp_id: idField(),
  parser_id: parserIdField(),
  ad_formats: z
    .array(z.enum(AD_FORMAT_CODES, { error: 'validation.adFormat' }), { error: 'validation.list' })
    .min(1, 'validation.listEmpty')
    .max(AD_FORMAT_CODES.length * 2, 'validation.listTooLong')
    .transform(distinct),
  countries: z
    .array(countryCodeField(), { error: 'validation.list' })
    .max(SSP_ENDPOINT_COUNTRIES_MAX, 'validation.listTooLong')
    .transform(distinct)
    .default([]),
  qps_limit: qpsField('validation.qps').default(null),
  bid_floor: z
    .number({ error: 'validation.bidFloor' })
    .min(0, 'validation.bidFloor')
    .max(BID_FLOOR_MAX, 'validation.bidFloor')
    .refine(hasMicros, 'validation.moneyPrecision')
    .default(0),
  require_token: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type SspEndpointBody = z.input<typeof sspEndpointBodySchema>;
export type SspEndpointValues = z.output<typeof sspEndpointBodySchema>;

/** A new endpoint is active unless asked otherwise: the SSP can send traffic once it has the URL. */
export const sspEndpointCreateSchema = sspEndpointBodySchema.extend({
  require_token: z.boolean({ error: 'validation.invalid' }).default(false),
  status: z.enum(['active', 'paused'], { error: 'validation.sspEndpointNewStatus' }).default('active'),
});
export type SspEndpointCreateBody = z.input<typeof sspEndpointCreateSchema>;

export const sspEndpointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ssp_id: z.number().int(),
  ssp_name: z.string(),
  parser_id: z.number().int(),
  parser_name: z.string(),
  ad_formats: z.array(z.string()),
  countries: z.array(z.string()),
  qps_limit: z.number().int().nullable(),
  bid_floor: z.number(),
  /** Bid requests must carry the SSP's API token (`Authorization: Bearer`), else they are refused. */
  require_token: z.boolean(),
  status: z.enum(SSP_ENDPOINT_STATUS_CODES),
  status_id: z.number().int(),
  /** Where the SSP sends bid requests; placeholders left in it are the SSP's own macros. */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SspEndpoint = z.infer<typeof sspEndpointSchema>;

export const SSP_ENDPOINT_SORT_KEYS = [
  'created_at',
  'name',
  'status',
  'bid_floor',
  'qps_limit',
  'id',
] as const;

/**
 * GET /api/v1/ssp_endpoints. Without `status` every endpoint but the archived ones is listed.
 * `search` matches the name (any part, any case) or, when it is a number, the id.
 */
export const sspEndpointListQuerySchema = z.object({
  ...pagingQuery(),
  sort: sortQuery(SSP_ENDPOINT_SORT_KEYS, '-created_at'),
  status: csvOf(SSP_ENDPOINT_STATUS_CODES).optional(),
  ssp_id: idParam().optional(),
  parser_id: idParam().optional(),
  search: searchQuery(),
});
export type SspEndpointListQuery = z.output<typeof sspEndpointListQuerySchema>;

export const sspEndpointIdParamsSchema = z.object({ ssp_endpoint_id: idParam() });
export const sspEndpointStatusParamsSchema = z.object({
  ssp_endpoint_id: idParam(),
  status_id: idParam(),
});
