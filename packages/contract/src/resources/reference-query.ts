import { z } from 'zod';
import { plainString } from '../plain-text.ts';

/**
 * Lists where ad networks report traffic they cannot place (OS, browser, carrier, language,
 * device type, connection type, traffic and offer categories, countries) carry one 'Other'
 * entry, always with this id, as the countries list does. `hide_other=true` drops it: forms
 * that pick a real value ask for that, reports keep it so every impression has a row.
 */
export const OTHER_ID = 0;

export const isOther = (item: { id: number | string }) => item.id === OTHER_ID;

export function withoutOther<T extends { id: number | string }>(items: readonly T[], hide: boolean): T[] {
  return hide ? items.filter((item) => !isOther(item)) : [...items];
}

/** Query strings are text: a flag is the word `true` or `false`, anything else is a 400. */
const flag = () =>
  z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v === 'true');

/** A numeric id in the query, e.g. `country_id=840`. */
const numericId = () =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'validation.invalid')
    .transform(Number)
    .optional();

export const hideOtherQuerySchema = z.object({ hide_other: flag() });
export type HideOtherQuery = z.output<typeof hideOtherQuerySchema>;

/**
 * A country by ISO 3166-1 numeric id (`country_id=840`, the id of the countries list) or by
 * two-letter code (`country=US`). When both are sent they must name the same country.
 */
const countryFilter = {
  country_id: numericId(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'validation.country')
    .transform((v) => v.toUpperCase())
    .optional(),
};

export const countryFilterQuerySchema = hideOtherQuerySchema.extend(countryFilter);
export type CountryFilterQuery = z.output<typeof countryFilterQuerySchema>;

/** Regions and cities are listed per country only: a request without one names the missing field. */
const requireCountry = <T extends { country_id?: number; country?: string }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.country_id === undefined && query.country === undefined) {
    ctx.addIssue({ code: 'custom', path: ['country_id'], message: 'validation.required' });
  }
};

export const regionsQuerySchema = countryFilterQuerySchema.superRefine(requireCountry);
export type RegionsQuery = z.output<typeof regionsQuerySchema>;

export const CITY_LIMIT_DEFAULT = 50;
export const CITY_LIMIT_MAX = 500;
/** Ids one lookup may name (`ids=1,2,3`): enough for a page of pills, small enough to stay cheap. */
export const CITY_IDS_MAX = 100;

export const citiesQuerySchema = countryFilterQuerySchema
  .extend({
    /** Cities by id (`ids=110992,111001`), e.g. to name the ones a campaign targets; repeats count once. */
    ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'validation.idList')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .pipe(z.array(z.number()).max(CITY_IDS_MAX, 'validation.idsTooMany'))
      .optional(),
    /** ISO 3166-2 code of a region of /resources/regions, e.g. `US-CA`. */
    region_id: z
      .string()
      .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'validation.invalid')
      .transform((v) => v.toUpperCase())
      .optional(),
    search: plainString().trim().max(100, 'validation.maxLength').optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, 'validation.invalid')
      .transform(Number)
      .refine((n) => n >= 1 && n <= CITY_LIMIT_MAX, 'validation.invalid')
      .optional(),
  })
  // Ids name their cities wherever they are: a lookup needs no country.
  .superRefine((query, ctx) => {
    if (query.ids === undefined) requireCountry(query, ctx);
  });
export type CitiesQuery = z.output<typeof citiesQuerySchema>;

export const osVersionsQuerySchema = hideOtherQuerySchema.extend({ os_id: numericId() });
export type OsVersionsQuery = z.output<typeof osVersionsQuerySchema>;

export const browserVersionsQuerySchema = hideOtherQuerySchema.extend({ browser_id: numericId() });
export type BrowserVersionsQuery = z.output<typeof browserVersionsQuerySchema>;

/**
 * Spec section 7: "groups take with_no_group". No list under /resources is grouped; the
 * campaign groups list (GET /api/v1/groups) is, and with `with_no_group=true` it adds
 * NO_GROUP first so a filter can pick the campaigns outside every group.
 */
export const withNoGroupQuerySchema = z.object({ with_no_group: flag() });
export type WithNoGroupQuery = z.output<typeof withNoGroupQuerySchema>;

export const NO_GROUP = { id: 0, name: 'No group' } as const;
