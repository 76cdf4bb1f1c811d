import { z } from 'zod';
import { COUNTRY_TIERS } from './constants.ts';
import { referenceItem } from './fields.ts';

/** A country of the countries call (spec sections 3 and 7). `value` is the two-letter code. */
export const countrySchema = referenceItem({
  label: z.string(),
  value: z.string(),
  alpha2: z.string(),
  alpha3: z.string(),
  dial_code: z.string(),
  tier: z.union(COUNTRY_TIERS.map((t) => z.literal(t))),
  flag: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesQuerySchema = z.object({
  hide_other: z.enum(['true', 'false']).optional(),
});
