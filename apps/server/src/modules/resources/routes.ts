import { countriesQuerySchema, countrySchema, envelope } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountries } from './countries.ts';

/**
 * Reference data. A list's `ext` is the array itself (spec section 7: "the ext list holds
 * entries"); these lists are small and never paged. Responses change only with a release,
 * so they carry an ETag and a day of caching.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/resources/countries', {
    schema: {
      tags: ['resources'],
      summary: 'Countries: ISO 3166-1 with dial code, tier (1-3) and flag',
      description: "`hide_other=true` drops the 'Other' entry (XX), as the registration form asks.",
      querystring: countriesQuerySchema,
      response: { 200: envelope(z.array(countrySchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { ext: listCountries(request.query.hide_other === 'true') };
    },
  });
};
