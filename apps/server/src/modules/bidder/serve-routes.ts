import { apiErrorSchema } from '@panel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUid, setUidCookie, visitorUid } from '../tracking/uid-cookie.ts';
import type { BidRequestView } from './bid-request.ts';
import type { Bidder, ServedBid } from './bidder.ts';
import { audienceFromHttp } from './openrtb/parse-request.ts';
import { noticeUrls, zoneHtml, zoneVast } from './openrtb-answer.ts';
import { PUSH_SERVICE_WORKER, zoneAdOf, zoneScript } from './zone-script.ts';

/**
 * A publisher zone's ad request: the addresses the tag generator gives out (contract zone-tag.ts).
 * The platform is the exchange here: the auction runs over every advertiser's active campaigns of
 * the zone's format, and the winner is bought at once (its win counted as it is served); the
 * impression counts when the ad's pixel loads (a direct link's at once; a VAST ad's when the player
 * calls its Impression address).
 */
const vastFile = z.object({
  vast_file: z
    .string()
    .max(24)
    .regex(/^\d{1,10}\.xml$/)
    .describe('The zone id followed by .xml'),
});
const id = z.object({
  zone_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .describe('The zone id'),
});

/**
 * A zone's answers run inside publishers' pages: the panel's security headers would forbid that
 * (its CSP allows no framing and only our own scripts, which a third-party tag in a banner
 * needs, and a srcdoc frame inherits). They get `nosniff` alone, and no log line per request.
 */
const ZONE_ROUTE = { helmet: false, logLevel: 'warn' } as const;

export const serveRoutes: FastifyPluginAsyncZod<{ bidder: Bidder; publicUrl: string }> = async (
  app,
  { bidder, publicUrl },
) => {
  /** The auction of one zone request; null when the zone is unknown, stopped or nothing bids. */
  const auction = (
    request: FastifyRequest,
    reply: FastifyReply,
    zoneId: number,
  ): ServedBid | null | 'no-zone' => {
    reply.header('x-content-type-options', 'nosniff');
    const zone = bidder.snapshot.zones.get(zoneId);
    if (!zone) return 'no-zone';
    const visitor = visitorUid(request);
    if (visitor.fresh) setUidCookie(request, reply, visitor.uid);
    const ua = request.headers['user-agent'];
    const lang = request.headers['accept-language'];
    const audience = audienceFromHttp({
      ip: request.ip,
      userAgent: typeof ua === 'string' ? ua : '',
      acceptLanguage: typeof lang === 'string' ? lang : '',
      uid: readUid(request) ?? visitor.uid,
    });
    audience.trafficCategory = zone.trafficCategory;
    const view: BidRequestView = {
      id: `zone-${zone.id}`,
      tmaxMs: 1_000,
      test: false,
      placements: [
        {
          impId: '1',
          formats: [zone.adFormat],
          floorMicros: 0,
          secure: request.protocol === 'https',
          video: null,
          nativeRequest: null,
        },
      ],
      audience,
      source: {
        sspId: 0,
        sspEndpointId: 0,
        guestSspId: 0,
        publisherId: zone.publisherId,
        siteId: String(zone.siteId),
        zoneId: String(zone.id),
      },
      at: Date.now(),
    };
    const [winner] = bidder.auction(view, bidder.snapshot.byFormat, 0);
    if (!winner) return null;
    bidder.win(winner.context, null, view.at);
    return winner;
  };
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: true, code: 'NOT_FOUND', message: 'No such zone, or it is stopped.' });
  const base = { tags: ['serving'], security: [] };

  app.get('/serve/zone/:zone_file', {
    ...ZONE_ROUTE,
    schema: {
      ...base,
      summary: 'A zone’s ad: script (.js) or frame (.html) (public)',
      description:
        'Runs the auction for the zone and answers its ad: `.js` for pops, push, in-page push, native and calendar ' +
        'zones (a script that shows it), `.html` for banner and HTML tag zones (the document of their frame). No ' +
        'ad is an empty script or document, not an error.',
      params: z.object({ zone_file: z.string().max(24).describe('`<zone id>.js` or `<zone id>.html`') }),
      response: { 200: z.any().describe('application/javascript or text/html'), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const match = /^(\d{1,10})\.(js|html)$/.exec(request.params.zone_file);
      if (!match) return notFound(reply);
      const zoneId = Number(match[1]);
      const result = auction(request, reply, zoneId);
      if (result === 'no-zone') return notFound(reply);
      reply.header('cache-control', 'no-store');
      if (match[2] === 'html')
        return reply.type('text/html; charset=utf-8').send(zoneHtml(result, publicUrl));
      const urls = result ? noticeUrls(publicUrl, result) : null;
      const ad = result && urls ? zoneAdOf(result, urls.click, urls.imp, publicUrl) : null;
      return reply.type('application/javascript; charset=utf-8').send(zoneScript(zoneId, ad));
    },
  });

  app.get('/serve/vast/:vast_file', {
    ...ZONE_ROUTE,
    schema: {
      ...base,
      summary: 'A video zone’s VAST document (public)',
      description:
        'Runs the auction for the zone and answers a VAST 4 document; an empty `<VAST>` when nothing bids.',
      params: vastFile,
      response: { 200: z.any().describe('application/xml, VAST 4'), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const result = auction(request, reply, Number.parseInt(request.params.vast_file, 10));
      if (result === 'no-zone') return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .type('application/xml; charset=utf-8')
        .send(zoneVast(result, publicUrl));
    },
  });

  app.get('/serve/link/:zone_id', {
    ...ZONE_ROUTE,
    schema: {
      ...base,
      summary: 'A direct link zone (public)',
      description:
        'Runs the auction and sends the visitor to the winning offer through its click link (302); 204 when nothing bids.',
      params: id,
      response: { 204: z.null(), 302: z.null(), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const result = auction(request, reply, request.params.zone_id);
      if (result === 'no-zone') return notFound(reply);
      reply.header('cache-control', 'no-store');
      if (!result) return reply.code(204).send(null);
      bidder.impression(result.context, result.campaign.frequencyCap, Date.now());
      return reply.redirect(noticeUrls(publicUrl, result).click, 302);
    },
  });

  app.get('/serve/push/sw.js', {
    ...ZONE_ROUTE,
    schema: {
      ...base,
      summary: 'The push service worker (public)',
      description: 'Imported by a classic push site’s own /sw.js: shows pushed ads and opens their link.',
      querystring: z.object({ zone: z.string().max(12).optional() }),
      response: { 200: z.any().describe('application/javascript') },
    },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/javascript; charset=utf-8')
        .send(PUSH_SERVICE_WORKER),
  });
};
