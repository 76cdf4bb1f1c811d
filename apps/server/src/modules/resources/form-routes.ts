import {
  BID_OPTIMIZATION_FORM,
  bidOptimizationFormSchema,
  envelope,
  STATISTICS_ENTITIES,
  STATISTICS_ROLES,
  statisticsEntitiesSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Definitions the web app builds screens from: statistics filters and the bid-optimization rule form. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/resources/statistics_entities/:role', {
    schema: {
      tags: ['resources'],
      summary: 'Statistics entities of a role: the dimensions it may group and filter by, and its metrics',
      description:
        'Roles: advertiser, publisher, guest_ssp. `options` names the list a filter picks from. ' +
        'Time dimensions (date, hour) are grouped by, never filtered; the report defaults to date.',
      params: z.object({ role: z.enum(STATISTICS_ROLES, { error: 'validation.invalid' }) }),
      response: { 200: envelope(statisticsEntitiesSchema) },
    },
    handler: async (request) => ({ ext: STATISTICS_ENTITIES[request.params.role] }),
  });

  app.get('/resources/bid_optimization/form', {
    schema: {
      tags: ['resources'],
      summary: 'The form of an advanced bid-optimization rule',
      description:
        '"For each zone (site, SSP, ...) of these campaigns, if CTR < x over the last N impressions, lower ' +
        'the bid by y % (or pause it)". `fields` lists the inputs in order; select fields name their ' +
        'choices (`scopes`, `windows`, `actions`) or a list URL; `conditions` rows pick a metric, an ' +
        'operator and a value, at most `max_conditions`, all of which must hold.',
      response: { 200: envelope(bidOptimizationFormSchema) },
    },
    handler: async () => ({ ext: BID_OPTIMIZATION_FORM }),
  });
};
