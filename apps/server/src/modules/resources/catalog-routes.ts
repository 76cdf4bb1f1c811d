import {
  AD_FORMATS,
  adFormatSchema,
  DSP_LIST,
  dspListItemSchema,
  hideOtherQuerySchema,
  OFFER_CATEGORIES,
  offerCategorySchema,
  PRICING_MODELS,
  pricingModelSchema,
  RETARGETING_TYPES,
  retargetingTypeSchema,
  SSP_LIST,
  SSP_PARSERS,
  SUBSCRIPTION_PERIODS,
  sspListItemSchema,
  sspParserSchema,
  subscriptionPeriodSchema,
  TRAFFIC_CATEGORIES,
  trafficCategorySchema,
  withoutOther,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from './list-route.ts';

const NO_OTHER = "This list has no 'Other' entry; `hide_other` is accepted and changes nothing.";
const HIDES_OTHER = "`hide_other=true` drops the 'Other' entry (id 0).";

/** The lists the platform itself defines, kept in packages/contract, one file each. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const query = hideOtherQuerySchema;
  listRoute(app, {
    url: '/resources/ad_formats',
    summary: 'Ad formats: name, family (the editor form) and code (the lower-cased name)',
    description: `Sorted banner sizes first, then names ending in Push, then by name. ${NO_OTHER}`,
    query,
    item: adFormatSchema,
    list: () => [...AD_FORMATS],
  });
  listRoute(app, {
    url: '/resources/pricing_models',
    names: 'pricing_models',
    summary: 'Pricing models: CPM, CPC, CPA, Smart CPM',
    description: NO_OTHER,
    query,
    item: pricingModelSchema,
    list: () => [...PRICING_MODELS],
  });
  listRoute(app, {
    url: '/resources/traffic_categories',
    names: 'traffic_categories',
    summary: 'Traffic categories: the kind of site or app the traffic comes from',
    description: HIDES_OTHER,
    query,
    item: trafficCategorySchema,
    list: (q) => withoutOther(TRAFFIC_CATEGORIES, q.hide_other),
  });
  listRoute(app, {
    url: '/resources/offer_categories',
    names: 'offer_categories',
    summary: "Offer categories: the advertiser's vertical (e-commerce, gambling, dating, ...)",
    description: `${HIDES_OTHER} \`restricted\` verticals need extra review.`,
    query,
    item: offerCategorySchema,
    list: (q) => withoutOther(OFFER_CATEGORIES, q.hide_other),
  });
  listRoute(app, {
    url: '/resources/subscription_periods',
    names: 'subscription_periods',
    summary: 'Push subscription age buckets, in days',
    description: `\`max_days\` is exclusive and null on the last bucket. ${NO_OTHER}`,
    query,
    item: subscriptionPeriodSchema,
    list: () => [...SUBSCRIPTION_PERIODS],
  });
  listRoute(app, {
    url: '/resources/retargeting_types',
    names: 'retargeting_types',
    summary: 'Retargeting types: what puts a user into an audience',
    description: NO_OTHER,
    query,
    item: retargetingTypeSchema,
    list: () => [...RETARGETING_TYPES],
  });
  listRoute(app, {
    url: '/resources/ssp_parsers',
    names: 'ssp_parsers',
    summary: 'SSP parsers: the protocols SSPs send traffic in, with the address template',
    description: `\`url_template\`: {host} and {endpoint_id} are filled in by the panel, the rest by the SSP. ${NO_OTHER}`,
    query,
    item: sspParserSchema,
    list: () => [...SSP_PARSERS],
  });
  listRoute(app, {
    url: '/resources/ssps',
    summary: "SSP list (spec section 3): the platform's supply partners",
    description:
      'Partners the operator has contracts with; an advertiser turns each on or off and sets its cap and margin with PUT /api/v1/ssp/{ssp_id}. ' +
      `Guest SSPs are not listed here: each advertiser sees the ones that send it traffic in GET /api/v1/ssp. ${NO_OTHER}`,
    query,
    item: sspListItemSchema,
    list: () => [...SSP_LIST],
  });
  listRoute(app, {
    url: '/resources/dsps',
    summary: "DSP list (spec section 3): the demand publishers' traffic is sold to",
    description: `Id 1 is this panel's own advertisers; \`ad_formats\` are the formats each DSP buys. ${NO_OTHER}`,
    query,
    item: dspListItemSchema,
    list: () => [...DSP_LIST],
  });
};
