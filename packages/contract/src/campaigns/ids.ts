import { z } from 'zod';

/** Ids are PostgreSQL `integer`s: anything else in a path is a 400 that names the parameter. */
export const MAX_ID = 2_147_483_647;

const idText = (min: 0 | 1) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'validation.id')
    .transform(Number)
    .refine((n) => n >= min && n <= MAX_ID, 'validation.id');

/** A row id in a path (`/campaigns/12`): a positive integer. */
export const idParam = () => idText(1);
/** A group id in a path or query where 0 means "no group", as NO_GROUP of the groups list. */
export const groupIdParam = () => idText(0);

/** A row id in a body. */
export const idField = () =>
  z
    .number({ error: 'validation.id' })
    .int('validation.id')
    .min(1, 'validation.id')
    .max(MAX_ID, 'validation.id');

/**
 * Sites and zones are named by the id their traffic source reports: our publishers' zones are
 * numbers, an SSP's may be any token. Letters, digits and `._:-`, at most 64 characters.
 */
export const SOURCE_ID = /^[A-Za-z0-9._:-]{1,64}$/;
export const sourceIdField = () =>
  z
    .string({ error: 'validation.sourceId' })
    .max(64, 'validation.sourceId')
    .regex(SOURCE_ID, 'validation.sourceId');

/** Reference data ids (device types, OS, carriers, ...) are integers; 0 is each list's 'Other'. */
export const referenceIdField = () =>
  z
    .number({ error: 'validation.id' })
    .int('validation.id')
    .min(0, 'validation.id')
    .max(MAX_ID, 'validation.id');

export const campaignIdParamsSchema = z.object({ campaign_id: idParam() });
export const creativeIdParamsSchema = z.object({ creative_id: idParam() });
export const groupIdParamsSchema = z.object({ group_id: idParam() });
export const campaignGroupLinkParamsSchema = z.object({ campaign_id: idParam(), group_id: groupIdParam() });
export const campaignSspZoneParamsSchema = z.object({
  campaign_id: idParam(),
  ssp_id: idParam(),
  zone_id: z.string().regex(SOURCE_ID, 'validation.sourceId'),
});
