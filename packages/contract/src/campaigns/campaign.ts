import { z } from 'zod';
import { requiredText } from '../fields.ts';
import { countryBidsField, siteBidsField, zoneBidsField } from './bids.ts';
import { CREATIVE_LIMITS, creativeInputSchema } from './creative-content.ts';
import {
  budgetPatchSchema,
  budgetSchema,
  dateField,
  frequencyCapSchema,
  scheduleSchema,
  timeZoneField,
} from './delivery.ts';
import { destinationUrlField } from './destination-url.ts';
import { AD_FORMAT_CODES, familyOf, PRICING_MODEL_CODES, pricingModelsFor } from './formats.ts';
import { idField } from './ids.ts';
import { bidField } from './money.ts';
import { targetingPatchSchema, targetingSchema } from './targeting.ts';

export const CAMPAIGN_NAME_MAX = 100;

/** Every campaign field without defaults: the PUT body is these, each optional. */
const fields = {
  name: requiredText(CAMPAIGN_NAME_MAX),
  /** A group of the caller's (GET /api/v1/groups); null for none. */
  group_id: idField().nullable(),
  /** `code` of /resources/ad_formats; decides the creatives' `type`. */
  ad_format: z.enum(AD_FORMAT_CODES, { error: 'validation.adFormat' }),
  /** `code` of /resources/pricing_models. */
  pricing_model: z.enum(PRICING_MODEL_CODES, { error: 'validation.pricingModel' }),
  bid: bidField(),
  destination_url: destinationUrlField(),
  time_zone: timeZoneField(),
  frequency_cap: frequencyCapSchema.nullable(),
  schedule: scheduleSchema.nullable(),
  start_date: dateField().nullable(),
  end_date: dateField().nullable(),
  bid_by_country: countryBidsField(),
  bid_by_site: siteBidsField(),
  bid_by_zone: zoneBidsField(),
  creatives: z
    .array(creativeInputSchema, { error: 'validation.list' })
    .min(1, 'validation.creativesRequired')
    .max(CREATIVE_LIMITS.perCampaign, 'validation.creativesTooMany'),
};

type Rules = z.output<typeof campaignShape>;

/**
 * Rules across fields, checked on a new campaign and on the result of merging a PUT into a
 * stored one. They run even when some field failed its own rule (`when` below: by default Zod
 * skips a refinement after such a failure, and the editor would show "end before start" only
 * once the name is filled in), so every read guards against a value that is not what its type says.
 */
export function campaignRules(v: Rules, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const family = typeof v.ad_format === 'string' ? familyOf(v.ad_format) : undefined;
  if (family && !pricingModelsFor(family).includes(v.pricing_model))
    issue(['pricing_model'], 'validation.pricingForFormat');
  const creatives = Array.isArray(v.creatives) ? v.creatives : [];
  const seen = new Set<number>();
  creatives.forEach((c, i) => {
    if (family && c?.type && c.type !== family) issue(['creatives', i, 'type'], 'validation.creativeFormat');
    if (typeof c?.id === 'number' && seen.has(c.id)) issue(['creatives', i, 'id'], 'validation.duplicate');
    if (typeof c?.id === 'number') seen.add(c.id);
  });
  const daily = v.budget?.daily ?? null;
  const total = v.budget?.total ?? null;
  if (typeof daily === 'number' && typeof total === 'number' && total < daily)
    issue(['budget', 'total'], 'validation.totalBelowDaily');
  if (v.budget?.pacing === 'even' && daily === null) issue(['budget', 'pacing'], 'validation.evenNeedsDaily');
  if (typeof v.start_date === 'string' && typeof v.end_date === 'string' && v.end_date < v.start_date)
    issue(['end_date'], 'validation.endBeforeStart');
  countryBidsBought(v, issue);
  const periods = v.targeting?.subscription_periods?.values;
  if (family && family !== 'push' && Array.isArray(periods) && periods.length > 0)
    issue(['targeting', 'subscription_periods', 'values'], 'validation.pushOnly');
}

/**
 * The positions of the country codes a campaign's country targeting leaves out (none when it
 * names no country). A bid for such a country could never apply: a contradiction, usually a
 * country taken out of the targeting with its bid left behind (issue 18).
 */
export function countriesNotBought(
  countries: { mode?: unknown; values?: unknown } | undefined,
  codes: readonly unknown[],
): number[] {
  const values = Array.isArray(countries?.values) ? countries.values : [];
  if (values.length === 0) return [];
  const listed = new Set(values.map((c) => String(c).toUpperCase()));
  const out: number[] = [];
  codes.forEach((code, i) => {
    if (typeof code !== 'string') return;
    const inList = listed.has(code.toUpperCase());
    if (countries?.mode === 'exclude' ? inList : !inList) out.push(i);
  });
  return out;
}

/** Refused on the bid's country, so the editor marks the row. */
function countryBidsBought(v: Rules, issue: (path: (string | number)[], message: string) => void) {
  if (!Array.isArray(v.bid_by_country)) return;
  const codes = v.bid_by_country.map((b) => b?.country);
  for (const i of countriesNotBought(v.targeting?.countries, codes))
    issue(['bid_by_country', i, 'country'], 'validation.bidCountryNotBought');
}

const campaignShape = z.strictObject({
  ...fields,
  group_id: fields.group_id.default(null),
  time_zone: fields.time_zone.default('UTC'),
  budget: budgetSchema.default({ daily: null, total: null, pacing: 'asap' }),
  frequency_cap: fields.frequency_cap.default(null),
  schedule: fields.schedule.default(null),
  start_date: fields.start_date.default(null),
  end_date: fields.end_date.default(null),
  targeting: targetingSchema.default(() => targetingSchema.parse({})),
  bid_by_country: fields.bid_by_country.default([]),
  bid_by_site: fields.bid_by_site.default([]),
  bid_by_zone: fields.bid_by_zone.default([]),
});

/**
 * POST /api/v1/campaigns: name, ad format, pricing model, bid, destination URL and at least
 * one creative are required; everything else has a default that buys all traffic, always,
 * without limits, in UTC. A new campaign is a draft until it is started.
 */
export const campaignCreateSchema = campaignShape.superRefine(campaignRules, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;
export type CampaignValues = z.output<typeof campaignCreateSchema>;

/**
 * PUT /api/v1/campaigns/{id}: any subset of the fields. `budget` and `targeting` merge into the
 * stored ones (a budget field, a targeting dimension at a time); other fields replace. The
 * merged campaign must pass every rule of a new one. `creatives` is the whole set: an item
 * with the `id` of a creative of this campaign updates it (a changed content goes back to
 * moderation), one without `id` adds a creative, and creatives left out are removed.
 */
export const campaignUpdateSchema = z
  .strictObject({ ...fields, budget: budgetPatchSchema, targeting: targetingPatchSchema })
  .partial();
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;
