import { envelope, PRODUCTS, productSchema } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/v1/products (spec section 7). Every signed-in role may read it: advertisers buy
 * these products, publishers and guest SSPs supply traffic to them. It is no secret, but it
 * is the customer catalogue, so, like all of /api/v1, it takes a session.
 */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/products', {
    config: { access: 'any' },
    schema: {
      tags: ['resources'],
      summary: 'Products: the kinds of traffic the platform sells, with their formats and pricing models',
      description:
        'Any signed-in role. `ad_format_ids` point into /resources/ad_formats, `pricing_model_ids` into ' +
        '/resources/pricing_models. Cached privately for a day (it answers per session).',
      response: { 200: envelope(z.array(productSchema)) },
    },
    handler: async () => ({ ext: [...PRODUCTS] }),
  });
};
