import {
  AD_FORMATS,
  type AllResources,
  allResourcesSchema,
  DSP_LIST,
  envelope,
  hideOtherQuerySchema,
  localizeReferenceList,
  type MessageCatalog,
  type NamedReferenceList,
  OFFER_CATEGORIES,
  PRICING_MODELS,
  RETARGETING_TYPES,
  type ReferenceNamed,
  SSP_LIST,
  SSP_PARSERS,
  SUBSCRIPTION_PERIODS,
  TRAFFIC_CATEGORIES,
  withoutOther,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReplyCache } from '../../lib/reply-cache.ts';
import { listBrowsers } from './browsers.ts';
import { listConnectionTypes } from './connection-types.ts';
import { listCountries } from './countries.ts';
import { listDeviceTypes } from './device-types.ts';
import { listLanguages } from './languages.ts';
import { listOperatingSystems } from './operating-systems.ts';

function allResources(hideOther: boolean, catalog: MessageCatalog): AllResources {
  const local = <T extends ReferenceNamed>(list: NamedReferenceList, items: readonly T[]) =>
    localizeReferenceList(list, items, catalog);
  return {
    ad_formats: [...AD_FORMATS],
    pricing_models: local('pricing_models', PRICING_MODELS),
    countries: listCountries(hideOther, catalog),
    languages: listLanguages(hideOther, catalog),
    device_types: local('device_types', listDeviceTypes(hideOther)),
    connection_types: local('connection_types', listConnectionTypes(hideOther)),
    os: local('os', listOperatingSystems(hideOther)),
    browsers: local('browsers', listBrowsers(hideOther)),
    traffic_categories: local('traffic_categories', withoutOther(TRAFFIC_CATEGORIES, hideOther)),
    offer_categories: local('offer_categories', withoutOther(OFFER_CATEGORIES, hideOther)),
    subscription_periods: local('subscription_periods', SUBSCRIPTION_PERIODS),
    retargeting_types: local('retargeting_types', RETARGETING_TYPES),
    ssp_parsers: local('ssp_parsers', SSP_PARSERS),
    ssps: [...SSP_LIST],
    dsps: [...DSP_LIST],
  };
}

export const allRoute: FastifyPluginAsyncZod = async (app) => {
  // Two variants (hide_other) in each language asked for.
  const cache = new ReplyCache(220);
  const response = envelope(allResourcesSchema);
  app.get('/resources/all', {
    schema: {
      tags: ['resources'],
      summary: 'Every small reference list in one call, keyed by resource name',
      description:
        'ad_formats, pricing_models, countries, languages, device_types, connection_types, os, browsers, ' +
        'traffic_categories, offer_categories, subscription_periods, retargeting_types, ssp_parsers, ssps, dsps: each ' +
        'exactly as its own call returns it. Lists by parent (regions, cities, os_versions, ' +
        'browser_versions), carriers (about 1,600), statistics_entities, bid_optimization/form and ' +
        "/api/v1/products are fetched on their own. `hide_other=true` drops every 'Other' entry.",
      querystring: hideOtherQuerySchema,
      response: { 200: response },
    },
    handler: async (request, reply) => {
      const catalog = request.messages;
      await cache.send(
        request,
        reply,
        response,
        () => ({ ext: allResources(request.query.hide_other, catalog) }),
        catalog.language,
      );
      return reply;
    },
  });
};
