import { ENGLISH_MESSAGES, envelope, type MessageCatalog } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReplyCache } from '../../lib/reply-cache.ts';

export type ResourceApp = Parameters<FastifyPluginAsyncZod>[0];

interface ListRoute<Q extends z.ZodType, I extends z.ZodType> {
  url: string;
  summary: string;
  description: string;
  query: Q;
  item: I;
  list: (query: z.output<Q>, catalog: MessageCatalog) => z.output<I>[] | Promise<z.output<I>[]>;
  /** Names in the request's language (countries): one answer per language, `Vary: Accept-Language`. */
  localized?: boolean;
}

/**
 * A GET whose `ext` is the list itself (spec section 7: "the ext list holds entries"). Lists change
 * only with a release, so each answer is made once per query and kept (lib/reply-cache.ts).
 */
export function listRoute<Q extends z.ZodType, I extends z.ZodType>(
  app: ResourceApp,
  route: ListRoute<Q, I>,
  cache: ReplyCache = new ReplyCache(),
) {
  const response = envelope(z.array(route.item));
  app.get(route.url, {
    schema: {
      tags: ['resources'],
      summary: route.summary,
      description: route.description,
      querystring: route.query,
      response: { 200: response },
    },
    // Keyed by the address as sent: the same query in another order is one more entry, no harm.
    handler: async (request, reply) => {
      const catalog = route.localized ? request.messages : ENGLISH_MESSAGES;
      await cache.send(
        request,
        reply,
        response,
        async () => ({ ext: await route.list(request.query as z.output<Q>, catalog) }),
        route.localized ? catalog.language : undefined,
      );
      return reply;
    },
  });
}
