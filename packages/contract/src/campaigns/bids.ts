import { z } from 'zod';
import { sourceIdField } from './ids.ts';
import { BID_MAP_MAX } from './limits.ts';
import { bidField } from './money.ts';
import { countryCodeField, TARGET_LIST_MAX } from './targeting.ts';

/**
 * Bids that replace the campaign's bid where traffic comes from one country, site or zone
 * (ExoClick's and Zeropark's per-target bids). The most specific wins: zone, then site, then
 * country, then the campaign's bid.
 */
const noRepeats =
  <T>(key: (item: T) => string, field: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (typeof item !== 'object' || item === null) return;
      if (seen.has(key(item)))
        ctx.addIssue({ code: 'custom', path: [i, field], message: 'validation.duplicate' });
      seen.add(key(item));
    });
  };

export const countryBidSchema = z.strictObject({ country: countryCodeField(), bid: bidField() });
export const siteBidSchema = z.strictObject({ site_id: sourceIdField(), bid: bidField() });
export const zoneBidSchema = z.strictObject({ zone_id: sourceIdField(), bid: bidField() });

export const countryBidsField = () =>
  z
    .array(countryBidSchema, { error: 'validation.list' })
    .max(BID_MAP_MAX.country, 'validation.listTooLong')
    .superRefine(noRepeats((b) => b.country, 'country'));
export const siteBidsField = () =>
  z
    .array(siteBidSchema, { error: 'validation.list' })
    .max(BID_MAP_MAX.site, 'validation.listTooLong')
    .superRefine(noRepeats((b) => b.site_id, 'site_id'));
export const zoneBidsField = () =>
  z
    .array(zoneBidSchema, { error: 'validation.list' })
    .max(BID_MAP_MAX.zone, 'validation.listTooLong')
    .superRefine(noRepeats((b) => b.zone_id, 'zone_id'));

/**
 * PUT /campaigns/{id}/bid_by_country (site, zone): sets the bids listed and keeps the others,
 * so one row of a report can be re-priced without sending the whole list. The kept and the new
 * together must stay within BID_MAP_MAX, or nothing changes (409).
 */
export const countryBidsBodySchema = z.strictObject({
  bids: countryBidsField().refine((b) => b.length > 0, 'validation.listEmpty'),
});
export const siteBidsBodySchema = z.strictObject({
  bids: siteBidsField().refine((b) => b.length > 0, 'validation.listEmpty'),
});
export const zoneBidsBodySchema = z.strictObject({
  bids: zoneBidsField().refine((b) => b.length > 0, 'validation.listEmpty'),
});

const csvList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'validation.listEmpty').max(TARGET_LIST_MAX.large, 'validation.listTooLong'));

/**
 * DELETE /campaigns/{id}/bid_by_country (site, zone): without a query every bid of the kind
 * goes; `?countries=US,GB` (`sites=`, `zones=`) removes only those.
 */
export const countryBidsDeleteQuerySchema = z.object({ countries: csvList(countryCodeField()).optional() });
export const siteBidsDeleteQuerySchema = z.object({ sites: csvList(sourceIdField()).optional() });
export const zoneBidsDeleteQuerySchema = z.object({ zones: csvList(sourceIdField()).optional() });

/**
 * PUT /campaigns/{id}/countries|sites|zones/include|exclude: the list replaces the dimension's
 * values and the path sets its mode. An empty list buys everything again.
 */
export const countriesTargetBodySchema = z.strictObject({
  countries: z
    .array(countryCodeField(), { error: 'validation.list' })
    .max(TARGET_LIST_MAX.small, 'validation.listTooLong'),
});
export const sitesTargetBodySchema = z.strictObject({
  sites: z
    .array(sourceIdField(), { error: 'validation.list' })
    .max(TARGET_LIST_MAX.large, 'validation.listTooLong'),
});
export const zonesTargetBodySchema = z.strictObject({
  zones: z
    .array(sourceIdField(), { error: 'validation.list' })
    .max(TARGET_LIST_MAX.large, 'validation.listTooLong'),
});
