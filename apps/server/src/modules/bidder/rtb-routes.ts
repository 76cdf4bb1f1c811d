import { apiErrorSchema } from '@panel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashToken } from '../../lib/secrets.ts';
import { encodeBidResponse } from './bid-encoding.ts';
import type { Source } from './bid-request.ts';
import type { Bidder } from './bidder.ts';
import type { CampaignEntry } from './campaign-entry.ts';
import { bearer, endpointIdParams, endpointNotFound, gateEndpoint, unauthorized } from './endpoint-gate.ts';
import { feedRoutes } from './feed/feed-routes.ts';
import { gunzipWhenEncoded } from './gzip-body.ts';
import { parseOpenRtb } from './openrtb/parse-request.ts';
import { bidResponseOf } from './openrtb-answer.ts';
import { QpsLimiter } from './qps-limiter.ts';
import { RTB_EXAMPLE } from './rtb-examples.ts';
import type { EndpointEntry } from './snapshot.ts';

const EMPTY: ReadonlyMap<string, readonly CampaignEntry[]> = new Map();

/** Bid requests are a few kB; 256 KiB holds the largest any SSP sends (20 placements of native). */
export const RTB_BODY_LIMIT = 256 * 1024;

/**
 * What the bid path leaves out of the panel's request handling: browser security headers (an
 * SSP's server reads the answer, no browser), a log line per request (thousands a second; errors
 * are still logged), and the response schema's check on the way out (the answer is built by our
 * own code and sent as text; the IAB's schema checks it in the tests). The compression plugin is off:
 * a bid response is gzipped in one call when the SSP asks (bid-encoding.ts).
 */
const MACHINE_ROUTE = {
  helmet: false,
  logLevel: 'warn',
  bodyLimit: RTB_BODY_LIMIT,
  compress: false,
} as const;

const OPENRTB_VERSIONS = ['2.5', '2.6'] as const;
const body = z.record(z.string(), z.unknown()).describe('An OpenRTB 2.5 or 2.6 BidRequest');
const answers = {
  200: z.record(z.string(), z.unknown()).describe('An OpenRTB BidResponse (seatbid[].bid[])'),
  204: z.null().describe('No bid'),
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};

/** Which of a bid request's two required fields is missing or empty, for the 400's `fields`. */
function malformedFields(body: unknown): Record<string, string> {
  const r = (body && typeof body === 'object' ? body : {}) as { id?: unknown; imp?: unknown };
  const fields: Record<string, string> = {};
  if (!(typeof r.id === 'string' ? r.id : typeof r.id === 'number' ? String(r.id) : ''))
    fields.id = 'A bid request needs an id.';
  if (!Array.isArray(r.imp) || r.imp.length === 0) fields.imp = 'A bid request needs at least one imp.';
  return Object.keys(fields).length > 0 ? fields : { id: 'A bid request needs an id and at least one imp.' };
}

const noBid = (reply: FastifyReply) => reply.code(204).header('x-openrtb-version', '2.6').send();

export const rtbRoutes: FastifyPluginAsyncZod<{
  bidder: Bidder;
  publicUrl: string;
  processes: number;
}> = async (app, { bidder, publicUrl, processes }) => {
  const qps = new QpsLimiter(processes);
  app.addHook('preParsing', gunzipWhenEncoded);
  // Feeds share the endpoints' QPS counters.
  feedRoutes(app, { bidder, publicUrl, qps });

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    ver: '2.5' | '2.6',
    source: Source,
    advertiserId: number,
    endpoint: EndpointEntry | null,
  ) => {
    const now = Date.now();
    const parsed = parseOpenRtb(request.body, ver, source, request.ip, now);
    if ('refused' in parsed) {
      if (parsed.refused === 'malformed')
        return reply.code(400).send({
          error: true,
          code: 'VALIDATION_ERROR',
          message: 'Not an OpenRTB bid request: it needs an id and at least one imp.',
          fields: malformedFields(request.body),
        });
      return noBid(reply);
    }
    const view = parsed.view;
    let campaigns: ReadonlyMap<string, readonly CampaignEntry[]> | null =
      bidder.snapshot.byAdvertiserFormat.get(advertiserId) ?? EMPTY;
    if (endpoint) {
      // The endpoint sells only its formats and countries, at its floor or the request's, the higher.
      for (const p of view.placements) {
        p.formats = p.formats.filter((f) => endpoint.adFormats.has(f));
        p.floorMicros = Math.max(p.floorMicros, endpoint.floorMicros);
      }
      view.placements = view.placements.filter((p) => p.formats.length > 0);
      if (
        view.placements.length === 0 ||
        (endpoint.countries && !endpoint.countries.has(view.audience.country))
      )
        campaigns = null;
    }
    // Run even with no campaign: the request is counted either way.
    const served = bidder.auction(view, campaigns, advertiserId);
    if (served.length === 0) return noBid(reply);
    const wire = encodeBidResponse(
      JSON.stringify(bidResponseOf(view, served, publicUrl, ver)),
      request.headers['accept-encoding'],
    );
    reply.header('x-openrtb-version', ver).header('vary', 'accept-encoding').type('application/json');
    if (wire.gzip) reply.header('content-encoding', 'gzip');
    return reply.send(wire.body);
  };

  // One route per version, as the parsers' URL templates spell them: a version is part of the address.
  for (const ver of OPENRTB_VERSIONS) {
    app.post(`/rtb/openrtb/${ver}/:endpoint_id`, {
      ...MACHINE_ROUTE,
      schema: {
        tags: ['bidder'],
        summary: `OpenRTB ${ver} bid request from an SSP (public)`,
        description:
          'The address an SSP endpoint shows as its `url`. Takes an OpenRTB 2.5 or 2.6 BidRequest (JSON, gzip ' +
          'accepted) and answers a BidResponse, or 204 for no bid, within the request’s `tmax`. An endpoint set to ' +
          'require the token takes the SSP’s API token as `Authorization: Bearer <token>` (401 without it). Over the ' +
          'endpoint’s QPS limit (or the SSP’s cap) the answer is 204 at once, and the request is counted. A paused or ' +
          'archived endpoint answers 204; an unknown one 404. docs/bidder.md describes the auction.',
        security: [],
        params: endpointIdParams,
        body,
        response: answers,
      },
      config: { examples: [RTB_EXAMPLE] },
      handler: async (request, reply) => {
        const gate = gateEndpoint(bidder, qps, request, request.params.endpoint_id, null);
        if ('refused' in gate) {
          if (gate.refused === 'not-found') return endpointNotFound(reply);
          return gate.refused === 'unauthorized' ? unauthorized(reply) : noBid(reply);
        }
        const { endpoint, source } = gate;
        return answer(request, reply, ver, source, endpoint.advertiserId, endpoint);
      },
    });

    app.post(`/rtb/guest/openrtb/${ver}`, {
      ...MACHINE_ROUTE,
      schema: {
        tags: ['bidder'],
        summary: `OpenRTB ${ver} bid request from a guest SSP (public, token)`,
        description:
          'A guest SSP sends its traffic here with the token it made for one advertiser, as ' +
          '`Authorization: Bearer <token>`: the token names the advertiser whose campaigns bid. 401 without a live ' +
          'token; 204 when the advertiser switched the guest off or nothing bids.',
        security: [],
        body,
        response: answers,
      },
      config: { examples: [RTB_EXAMPLE] },
      handler: async (request, reply) => {
        const token = bearer(request);
        const guest = token ? bidder.snapshot.guestTokens.get(hashToken(token)) : undefined;
        if (!guest) return unauthorized(reply);
        if (!guest.enabled) return noBid(reply);
        const source: Source = {
          sspId: guest.sspId,
          sspEndpointId: guest.id,
          guestSspId: guest.guestId,
          publisherId: 0,
          siteId: '',
          zoneId: '',
        };
        if (!qps.take(guest.id, guest.sspQpsCap, Date.now())) {
          bidder.throttled(source, guest.advertiserId);
          return noBid(reply);
        }
        return answer(request, reply, ver, source, guest.advertiserId, null);
      },
    });
  }
};
