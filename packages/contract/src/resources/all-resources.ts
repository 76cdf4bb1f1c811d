import { z } from 'zod';
import { countrySchema } from '../countries.ts';
import { dspListItemSchema } from '../supply/dsp-list.ts';
import { sspListItemSchema } from '../supply/ssp-list.ts';
import { adFormatSchema } from './ad-formats.ts';
import { browserSchema, connectionTypeSchema, deviceTypeSchema, osSchema } from './device-items.ts';
import { languageSchema } from './geo-items.ts';
import { offerCategorySchema } from './offer-categories.ts';
import { pricingModelSchema } from './pricing-models.ts';
import { retargetingTypeSchema } from './retargeting-types.ts';
import { sspParserSchema } from './ssp-parsers.ts';
import { subscriptionPeriodSchema } from './subscription-periods.ts';
import { trafficCategorySchema } from './traffic-categories.ts';

/**
 * GET /resources/all: every small, parent-less list in one response, keyed by its resource
 * name, so the web app fills its session cache with one call. Lists by parent (regions,
 * cities, os_versions, browser_versions), the long carrier list, the per-role statistics
 * entities, the bid-optimization form and the signed-in products are fetched on their own.
 */
export const allResourcesSchema = z.object({
  ad_formats: z.array(adFormatSchema),
  pricing_models: z.array(pricingModelSchema),
  countries: z.array(countrySchema),
  languages: z.array(languageSchema),
  device_types: z.array(deviceTypeSchema),
  connection_types: z.array(connectionTypeSchema),
  os: z.array(osSchema),
  browsers: z.array(browserSchema),
  traffic_categories: z.array(trafficCategorySchema),
  offer_categories: z.array(offerCategorySchema),
  subscription_periods: z.array(subscriptionPeriodSchema),
  retargeting_types: z.array(retargetingTypeSchema),
  ssp_parsers: z.array(sspParserSchema),
  ssps: z.array(sspListItemSchema),
  dsps: z.array(dspListItemSchema),
});
export type AllResources = z.infer<typeof allResourcesSchema>;
export const ALL_RESOURCE_KEYS = Object.keys(allResourcesSchema.shape) as (keyof AllResources)[];
