import {
  ENGLISH_MESSAGES,
  envelope,
  localizeReferenceList,
  type MessageCatalog,
  type NamedReferenceList,
  type ReferenceNamed,
} from '@panel/contract';
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
  /** A list named in words (device types, categories...): its names by code in the request's language. */
  names?: NamedReferenceList;
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
      const perLanguage = route.localized === true || route.names !== undefined;
      const catalog = perLanguage ? request.messages : ENGLISH_MESSAGES;
      const { names } = route;
      await cache.send(
        request,
        reply,
        response,
        async () => {
          const items = await route.list(request.query as z.output<Q>, catalog);
          return { ext: names ? localizeReferenceList(names, items as ReferenceNamed[], catalog) : items };
        },
        perLanguage ? catalog.language : undefined,
      );
      return reply;
    },
  });
}
