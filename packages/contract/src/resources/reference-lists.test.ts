import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AD_FORMATS, adFormatSchema } from './ad-formats.ts';
import { BID_OPTIMIZATION_FORM, bidOptimizationFormSchema } from './bid-optimization-form.ts';
import { OFFER_CATEGORIES, offerCategorySchema } from './offer-categories.ts';
import { PRICING_MODELS, pricingModelSchema } from './pricing-models.ts';
import { PRODUCTS, productSchema } from './products.ts';
import {
  CITY_IDS_MAX,
  CITY_LIMIT_MAX,
  citiesQuerySchema,
  hideOtherQuerySchema,
  isOther,
  OTHER_ID,
  withoutOther,
} from './reference-query.ts';
import { RETARGETING_TYPES, retargetingTypeSchema } from './retargeting-types.ts';
import { SSP_PARSERS, sspParserSchema } from './ssp-parsers.ts';
import { STATISTICS_ENTITIES, statisticsEntitiesSchema } from './statistics-entities.ts';
import { SUBSCRIPTION_PERIODS, subscriptionPeriodSchema } from './subscription-periods.ts';
import { TRAFFIC_CATEGORIES, trafficCategorySchema } from './traffic-categories.ts';

const LISTS: [string, readonly { id: number | string }[], z.ZodType][] = [
  ['ad formats', AD_FORMATS, adFormatSchema],
  ['pricing models', PRICING_MODELS, pricingModelSchema],
  ['traffic categories', TRAFFIC_CATEGORIES, trafficCategorySchema],
  ['offer categories', OFFER_CATEGORIES, offerCategorySchema],
  ['subscription periods', SUBSCRIPTION_PERIODS, subscriptionPeriodSchema],
  ['retargeting types', RETARGETING_TYPES, retargetingTypeSchema],
  ['SSP parsers', SSP_PARSERS, sspParserSchema],
  ['products', PRODUCTS, productSchema],
];

describe.each(LISTS)('%s', (_, list, schema) => {
  it('has items that pass the schema, with unique ids', () => {
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(schema.safeParse(item).success).toBe(true);
    expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
  });
});

describe("'Other' entries", () => {
  it('exist in the categories, with id 0, and only there among the platform lists', () => {
    expect(TRAFFIC_CATEGORIES.filter(isOther)).toEqual([expect.objectContaining({ name: 'Other' })]);
    expect(OFFER_CATEGORIES.filter(isOther)).toEqual([expect.objectContaining({ name: 'Other' })]);
    for (const list of [AD_FORMATS, PRICING_MODELS, SUBSCRIPTION_PERIODS, RETARGETING_TYPES, SSP_PARSERS]) {
      expect(list.some(isOther)).toBe(false);
    }
  });

  it('are dropped by withoutOther only when asked', () => {
    expect(withoutOther(TRAFFIC_CATEGORIES, true).some((c) => c.id === OTHER_ID)).toBe(false);
    expect(withoutOther(TRAFFIC_CATEGORIES, false)).toHaveLength(TRAFFIC_CATEGORIES.length);
  });
});

describe('query schemas', () => {
  it('read hide_other as a flag and refuse anything but true or false', () => {
    expect(hideOtherQuerySchema.parse({ hide_other: 'true' })).toEqual({ hide_other: true });
    expect(hideOtherQuerySchema.parse({})).toEqual({ hide_other: false });
    expect(hideOtherQuerySchema.safeParse({ hide_other: 'yes' }).success).toBe(false);
  });

  it('ask cities for a country, and take a code or a numeric id', () => {
    const missing = citiesQuerySchema.safeParse({ search: 'par' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['country_id', 'validation.required'],
    ]);
    expect(citiesQuerySchema.parse({ country: 'fr', limit: '5' })).toMatchObject({ country: 'FR', limit: 5 });
    expect(citiesQuerySchema.parse({ country_id: '250' })).toMatchObject({ country_id: 250 });
    expect(citiesQuerySchema.safeParse({ country_id: 'abc' }).success).toBe(false);
    expect(citiesQuerySchema.safeParse({ country: 'FR', limit: String(CITY_LIMIT_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('look cities up by at most CITY_IDS_MAX ids, without a country', () => {
    expect(citiesQuerySchema.parse({ ids: '3,1,3' })).toMatchObject({ ids: [3, 1] });
    const fieldsOf = (ids: string) =>
      citiesQuerySchema.safeParse({ ids }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    const many = Array.from({ length: CITY_IDS_MAX + 1 }, (_, i) => i + 1).join(',');
    expect(fieldsOf(many)).toEqual([['ids', 'validation.idsTooMany']]);
    expect(fieldsOf('1,,2')).toEqual([['ids', 'validation.idList']]);
    expect(fieldsOf('1,x')).toEqual([['ids', 'validation.idList']]);
  });
});

describe('products', () => {
  it('point at ad formats and pricing models that exist', () => {
    const formats = new Set(AD_FORMATS.map((f) => f.id));
    const models = new Set(PRICING_MODELS.map((m) => m.id));
    for (const p of PRODUCTS) {
      expect(p.ad_format_ids.every((id) => formats.has(id))).toBe(true);
      expect(p.pricing_model_ids.every((id) => models.has(id))).toBe(true);
    }
  });
});

describe('statistics entities and the bid-optimization form', () => {
  it('pass their schemas and group by date by default', () => {
    for (const entities of Object.values(STATISTICS_ENTITIES)) {
      expect(statisticsEntitiesSchema.parse(entities)).toEqual(entities);
      expect(entities.dimensions.map((d) => d.id)).toContain(entities.default_group_by);
    }
    expect(bidOptimizationFormSchema.parse(BID_OPTIMIZATION_FORM)).toEqual(BID_OPTIMIZATION_FORM);
  });

  it('show advertisers their funnel to eCPA and ROI, publishers and guests no spend or payout', () => {
    const ids = (role: keyof typeof STATISTICS_ENTITIES) =>
      STATISTICS_ENTITIES[role].metrics.map((m) => m.id);
    // Money and results first, the auction's counts last.
    expect(ids('advertiser').slice(0, 5)).toEqual(['spend', 'impressions', 'clicks', 'ctr', 'conversions']);
    expect(ids('advertiser')).toEqual(expect.arrayContaining(['ecpa', 'payout', 'profit', 'roi']));
    expect(ids('advertiser').slice(-4)).toEqual(['requests', 'bids', 'wins', 'win_rate']);
    for (const role of ['publisher', 'guest_ssp'] as const)
      for (const hidden of ['spend', 'payout', 'profit', 'roi']) expect(ids(role)).not.toContain(hidden);
    expect(STATISTICS_ENTITIES.guest_ssp.dimensions.map((d) => d.id)).not.toContain('campaign');
  });

  it('name form options that the form carries', () => {
    const keys = new Set(Object.keys(BID_OPTIMIZATION_FORM));
    for (const f of BID_OPTIMIZATION_FORM.fields) {
      if (f.type === 'select' && f.options && !f.options.startsWith('/'))
        expect(keys.has(f.options)).toBe(true);
    }
  });
});
