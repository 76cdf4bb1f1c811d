import { z } from 'zod';
import { referenceItem } from '../fields.ts';

/** A first-level ISO 3166-2 subdivision (state, province, region); the id is its code, `US-CA`. */
export const regionSchema = referenceItem({
  /** The name ISO 3166-2 gives, often the local one (Bayern). */
  name: z.string(),
  /** The English name where it differs (Bavaria), so either finds the region; null otherwise. */
  name_en: z.string().nullable(),
  /** ISO 3166-1 numeric, the id of /resources/countries. */
  country_id: z.number().int(),
  country: z.string().length(2),
});
export type Region = z.infer<typeof regionSchema>;

export const citySchema = referenceItem({
  name: z.string(),
  country_id: z.number().int(),
  country: z.string().length(2),
  /** The region of /resources/regions the city lies in; null where the source names none. */
  region_id: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type City = z.infer<typeof citySchema>;

/**
 * A mobile network by its E.212 code pair. MCC and MNC are text: MNC `01` and `001` are
 * different networks. The 'Other' carrier has neither.
 */
export const carrierSchema = referenceItem({
  name: z.string(),
  operator: z.string().nullable(),
  country: z.string().length(2),
  mcc: z.string().nullable(),
  mnc: z.string().nullable(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** An ISO 639-1 language (the browser's Accept-Language), by two-letter code. */
export const languageSchema = referenceItem({
  code: z.string(),
  name: z.string(),
  native_name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;
