import { apiErrorSchema } from '@panel/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Bidder } from '../bidder.ts';
import { endpointIdParams, endpointNotFound, gateEndpoint, unauthorized } from '../endpoint-gate.ts';
import type { QpsLimiter } from '../qps-limiter.ts';
import { feedAdOf, feedXml } from './feed-answer.ts';
import { FEEDS, type FeedKind, feedQuery, feedView } from './feed-request.ts';

const FEED_ROUTE = { helmet: false, logLevel: 'warn' } as const;

/**
 * The feeds' addresses (feed-request.ts): `/feed/xml/{id}`, `/feed/json/{id}` and
 * `/feed/push/{id}`, each for the endpoints set to that parser. Checked as OpenRTB endpoints are
 * (endpoint-gate.ts, the same QPS counters). No ad is a 204, as on the OpenRTB addresses.
 */
export function feedRoutes(
  app: FastifyInstance,
  { bidder, publicUrl, qps }: { bidder: Bidder; publicUrl: string; qps: QpsLimiter },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const noAd = (reply: FastifyReply) => reply.code(204).header('cache-control', 'no-store').send();
  for (const kind of Object.keys(FEEDS) as FeedKind[]) {
    const { parserId, name } = FEEDS[kind];
    typed.get(`/feed/${kind}/:endpoint_id`, {
      ...FEED_ROUTE,
      schema: {
        tags: ['bidder'],
        summary: `${name}: an ad request from an SSP (public)`,
        description:
          `The address an SSP endpoint set to the ${name} parser shows as its \`url\`. The SSP fills in the user ` +
          '(address, browser, language, page, its source id) and reads back the ad with its price, CPM in USD: ' +
          (kind === 'xml' ? '`<result><ad>…</ad></result>`, ' : '`{"id", "ads": [...]}`, ') +
          'with `click_url` (where the user goes: a pop opens it), `win_url` (call it when our ad is shown: the ' +
          'impression is bought then) and `impression_url` (a pixel, for push, native and banners). Feeds carry ' +
          'pops, direct links, push, native and banners. 204: no ad. 401, QPS limits, paused endpoints and 404 as ' +
          'on the OpenRTB address; an endpoint set to another parser is not found here. docs/bidder.md.',
        security: [],
        params: endpointIdParams,
        querystring: feedQuery,
        response: {
          200: z
            .any()
            .describe(
              kind === 'xml'
                ? 'application/xml: <result id><ad>…</ad></result>'
                : 'application/json: {id, ads}',
            ),
          204: z.null().describe('No ad'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const gate = gateEndpoint(bidder, qps, request, request.params.endpoint_id, [parserId]);
        if ('refused' in gate) {
          if (gate.refused === 'not-found') return endpointNotFound(reply);
          return gate.refused === 'unauthorized' ? unauthorized(reply) : noAd(reply);
        }
        const { endpoint, source } = gate;
        const view = feedView(request.query, endpoint, source, request.ip, Date.now());
        const placement = view.placements[0];
        const buys =
          placement &&
          placement.formats.length > 0 &&
          (!endpoint.countries || endpoint.countries.has(view.audience.country));
        const campaigns = buys
          ? (bidder.snapshot.byAdvertiserFormat.get(endpoint.advertiserId) ?? null)
          : null;
        // Run even with no campaign: the request is counted either way.
        const ads = bidder
          .auction(view, campaigns, endpoint.advertiserId)
          .map((bid) => feedAdOf(bid, publicUrl));
        if (ads.length === 0) return noAd(reply);
        reply.header('cache-control', 'no-store');
        if (kind === 'xml') return reply.type('application/xml; charset=utf-8').send(feedXml(view.id, ads));
        return reply.type('application/json; charset=utf-8').send({ id: view.id, ads });
      },
    });
  }
}
