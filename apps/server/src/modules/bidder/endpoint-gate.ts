import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashToken } from '../../lib/secrets.ts';
import type { Source } from './bid-request.ts';
import type { Bidder } from './bidder.ts';
import { type QpsLimiter, tighter } from './qps-limiter.ts';
import type { EndpointEntry } from './snapshot.ts';

/**
 * What an SSP endpoint's address checks before its auction, whatever protocol it speaks
 * (OpenRTB, feeds): the endpoint exists (404 for an id never seen), is active and its SSP
 * switched on (else no bid), its token when it requires one (401), its QPS limit and the SSP's
 * cap (over them: no bid at once, counted).
 */
/** The endpoint's id in its address: `/rtb/openrtb/2.6/{endpoint_id}`, `/feed/json/{endpoint_id}`. */
export const endpointIdParams = z.object({
  endpoint_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export type EndpointGate =
  | { endpoint: EndpointEntry; source: Source }
  | { refused: 'not-found' | 'unauthorized' | 'no-bid' };

/** The SSP's API token, as `Authorization: Bearer <token>`. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 200 || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

export function unauthorized(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer').send({
    error: true,
    code: 'UNAUTHORIZED',
    message: 'This endpoint needs the SSP’s API token (Authorization: Bearer …).',
  });
}

export const endpointNotFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: true, code: 'NOT_FOUND', message: 'No such SSP endpoint.' });

export function gateEndpoint(
  bidder: Bidder,
  qps: QpsLimiter,
  request: FastifyRequest,
  id: number,
  parserIds: readonly number[] | null,
): EndpointGate {
  const endpoint = bidder.snapshot.endpoints.get(id);
  // Paused and archived endpoints are not in the snapshot: a 404 only for ids never seen.
  if (!endpoint) return { refused: bidder.snapshot.inactiveEndpoints.has(id) ? 'no-bid' : 'not-found' };
  // A feed's address answers only the endpoints set to that feed.
  if (parserIds && !parserIds.includes(endpoint.parserId)) return { refused: 'not-found' };
  if (endpoint.requireToken) {
    const token = bearer(request);
    if (!token || !endpoint.tokenHash || hashToken(token) !== endpoint.tokenHash)
      return { refused: 'unauthorized' };
  }
  if (!endpoint.sspEnabled) return { refused: 'no-bid' };
  const source: Source = {
    sspId: endpoint.sspId,
    sspEndpointId: endpoint.id,
    guestSspId: 0,
    publisherId: 0,
    siteId: '',
    zoneId: '',
  };
  if (!qps.take(endpoint.id, tighter(endpoint.qpsLimit, endpoint.sspQpsCap), Date.now())) {
    bidder.throttled(source, endpoint.advertiserId);
    return { refused: 'no-bid' };
  }
  return { endpoint, source };
}
