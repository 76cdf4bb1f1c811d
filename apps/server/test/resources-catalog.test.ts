import {
  adFormatSchema,
  BID_OPTIMIZATION_FORM,
  bidOptimizationFormSchema,
  bidRuleBodySchema,
  dspListItemSchema,
  offerCategorySchema,
  pricingModelSchema,
  retargetingTypeSchema,
  sortAdFormats,
  sspListItemSchema,
  sspParserSchema,
  statisticsEntitiesSchema,
  subscriptionPeriodSchema,
  trafficCategorySchema,
} from '@panel/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bidRuleExamples } from '../src/modules/optimization/rule-examples.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Item = { id: number | string; name: string };

const LISTS: [string, z.ZodType, boolean][] = [
  ['ad_formats', adFormatSchema, false],
  ['pricing_models', pricingModelSchema, false],
  ['traffic_categories', trafficCategorySchema, true],
  ['offer_categories', offerCategorySchema, true],
  ['subscription_periods', subscriptionPeriodSchema, false],
  ['retargeting_types', retargetingTypeSchema, false],
  ['ssp_parsers', sspParserSchema, false],
  ['ssps', sspListItemSchema, false],
  ['dsps', dspListItemSchema, false],
];

describe.each(DRIVERS)('platform reference lists on %s', (driver) => {
  const ctx = useApp(driver);
  const get = (url: string) => call(ctx.app, { method: 'GET', url });

  it.each(LISTS)(
    '/resources/%s answers 200 with items that pass the contract',
    async (name, schema, hasOther) => {
      const res = await get(`/resources/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const items = res.body.ext as Item[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(schema.safeParse(item).success, JSON.stringify(item)).toBe(true);
      expect(items.some((i) => i.id === 0)).toBe(hasOther);
      const hidden = (await get(`/resources/${name}?hide_other=true`)).body.ext as Item[];
      expect(hidden.some((i) => i.id === 0)).toBe(false);
      expect(hidden.length).toBe(items.length - (hasOther ? 1 : 0));
    },
  );

  it('sorts ad formats: banner sizes, then Push formats, then by name', async () => {
    const formats = (await get('/resources/ad_formats')).body.ext as { name: string; code: string }[];
    const names = formats.map((f) => f.name);
    expect(names).toEqual(sortAdFormats(formats).map((f) => f.name));
    expect(names.slice(0, 3)).toEqual(['160x600', '300x100', '300x250']);
    const firstPush = names.indexOf('Classic Push');
    expect(names.slice(firstPush, firstPush + 2)).toEqual(['Classic Push', 'In-Page Push']);
    expect(names.slice(firstPush + 2)).toEqual(
      [...names.slice(firstPush + 2)].sort((a, b) => a.localeCompare(b)),
    );
    expect(formats.find((f) => f.name === 'In-Page Push')?.code).toBe('in-page push');
  });

  it('lists the four pricing models', async () => {
    const models = (await get('/resources/pricing_models')).body.ext as Item[];
    expect(models.map((m) => m.name)).toEqual(['CPM', 'CPC', 'CPA', 'Smart CPM']);
  });

  it('gives every SSP parser an address template', async () => {
    const parsers = (await get('/resources/ssp_parsers')).body.ext as (Item & { url_template: string })[];
    expect(parsers.map((p) => p.name)).toEqual(
      expect.arrayContaining(['OpenRTB 2.5', 'OpenRTB 2.6', 'XML feed']),
    );
    for (const p of parsers) expect(p.url_template).toMatch(/^https:\/\/\{host\}\/.*\{endpoint_id\}/);
  });

  it.each(['advertiser', 'publisher', 'guest_ssp'])('describes the %s statistics', async (role) => {
    const res = await get(`/resources/statistics_entities/${role}`);
    expect(res.status).toBe(200);
    const ext = statisticsEntitiesSchema.parse(res.body.ext);
    expect(ext.default_group_by).toBe('date');
    expect(ext.metrics.map((m) => m.id)).toContain('impressions');
  });

  it('lets advertisers group by campaign and see eCPA; publishers by zone, without spend', async () => {
    const adv = statisticsEntitiesSchema.parse(
      (await get('/resources/statistics_entities/advertiser')).body.ext,
    );
    expect(adv.dimensions.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        'date',
        'hour',
        'campaign',
        'creative',
        'country',
        'os',
        'browser',
        'zone',
        'ssp',
      ]),
    );
    expect(adv.metrics.map((m) => m.id)).toEqual(expect.arrayContaining(['requests', 'ctr', 'ecpa']));
    const pub = statisticsEntitiesSchema.parse(
      (await get('/resources/statistics_entities/publisher')).body.ext,
    );
    expect(pub.dimensions.map((d) => d.id)).toEqual(expect.arrayContaining(['site', 'zone', 'country']));
    expect(pub.metrics.map((m) => m.id)).not.toContain('spend');
  });

  it('refuses an unknown statistics role with a 400 naming the role', async () => {
    const res = await get('/resources/statistics_entities/operator');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['role']);
  });

  it('serves the bid-optimization rule form', async () => {
    const res = await get('/resources/bid_optimization/form');
    expect(res.status).toBe(200);
    const form = bidOptimizationFormSchema.parse(res.body.ext);
    expect(form).toEqual(BID_OPTIMIZATION_FORM);
    expect(form.metrics.map((m) => m.id)).toContain('ctr');
    expect(form.windows.map((w) => w.id)).toEqual(['hours', 'days']);
    expect(form.evidence.map((w) => w.id)).toEqual(['spend', 'impressions']);
    expect(form.actions.map((a) => a.id)).toEqual(['decrease_percent', 'increase_percent', 'set']);
    // Every field names a key of the rule's body, dotted where nested, so the form fills the body.
    const body = bidRuleBodySchema.parse(bidRuleExamples[0]);
    for (const f of form.fields) {
      const value = String(f.id)
        .split('.')
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], body);
      expect(value, String(f.id)).not.toBeUndefined();
    }
  });
});
