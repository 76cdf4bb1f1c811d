import { envelope } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type ResourceApp = Parameters<FastifyPluginAsyncZod>[0];

interface ListRoute<Q extends z.ZodType, I extends z.ZodType> {
  url: string;
  summary: string;
  description: string;
  query: Q;
  item: I;
  list: (query: z.output<Q>) => z.output<I>[] | Promise<z.output<I>[]>;
}

/** A GET whose `ext` is the list itself (spec section 7: "the ext list holds entries"). */
export function listRoute<Q extends z.ZodType, I extends z.ZodType>(
  app: ResourceApp,
  route: ListRoute<Q, I>,
) {
  app.get(route.url, {
    schema: {
      tags: ['resources'],
      summary: route.summary,
      description: route.description,
      querystring: route.query,
      response: { 200: envelope(z.array(route.item)) },
    },
    handler: async (request) => ({ ext: await route.list(request.query as z.output<Q>) }),
  });
}
