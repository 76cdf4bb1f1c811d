import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allRoute } from './all-route.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { formRoutes } from './form-routes.ts';
import { geoRoutes } from './geo-routes.ts';
import { productRoutes } from './product-routes.ts';
import { technologyRoutes } from './technology-routes.ts';

const DAY_S = 86_400;

/**
 * Reference data. A list's `ext` is the array itself (spec section 7: "the ext list holds
 * entries"); these lists are small and never paged. Responses change only with a release,
 * so they carry an ETag (from @fastify/etag, app-wide) and a day of caching: public under
 * /resources, private for /api/v1/products, which answers per session. Errors are not cached.
 */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode >= 400) return;
    const scope = request.url.startsWith('/resources/') ? 'public' : 'private';
    reply.header('cache-control', `${scope}, max-age=${DAY_S}`);
  });
  await app.register(geoRoutes);
  await app.register(technologyRoutes);
  await app.register(catalogRoutes);
  await app.register(formRoutes);
  await app.register(allRoute);
  await app.register(productRoutes);
};
