import { apiErrorSchema } from '@panel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ClickContext, decodeClickLink } from '../tracking/click-link.ts';
import type { Signer } from '../tracking/signing.ts';
import { TRANSPARENT_GIF } from '../tracking/track-pixel-route.ts';
import type { Bidder } from './bidder.ts';

/**
 * The notices of a bid: `nurl` (won), `burl` (billed: the ad was shown), `lurl` (lost) and the
 * impression pixel in the ad itself. Each names the bid by its signed token (bid-context.ts), so
 * nobody can make one up, and counts once per bid (hold-book.ts). The price is the OpenRTB
 * `${AUCTION_PRICE}` macro the SSP fills in: a CPM in USD.
 */
const params = z.object({ bid: z.string().max(1_600).describe('The bid’s signed token, from its markup') });
/** The OpenRTB macros, named in the descriptions (written apart so they read as text, not templates). */
const AUCTION_PRICE = '$' + '{AUCTION_PRICE}';
const AUCTION_LOSS = '$' + '{AUCTION_LOSS}';
const priced = z.object({
  price: z.string().max(40).optional().describe(`\`${AUCTION_PRICE}\`: the clearing price, CPM in USD`),
});
const answers = { 204: z.null().describe('Noted'), 404: apiErrorSchema };

/** A clearing price the SSP filled in, in micros; null when it sent none or the macro as is. */
export function clearingMicros(price: string | undefined): number | null {
  if (price === undefined) return null;
  const value = Number(price);
  return Number.isFinite(value) && value >= 0 && value < 1_000_000 ? Math.round(value * 1_000_000) : null;
}

/**
 * Notices come from SSPs' servers and ad pixels, thousands a second: no log line each (errors are
 * still logged) and no browser security headers (nothing here is a page).
 */
const NOTICE_ROUTE = { helmet: false, logLevel: 'warn' } as const;

export const noticeRoutes: FastifyPluginAsyncZod<{ bidder: Bidder; signer: Signer }> = async (
  app,
  { bidder, signer },
) => {
  const contextOf = (token: string): ClickContext | null => {
    const decoded = decodeClickLink(signer, token);
    return 'context' in decoded ? decoded.context : null;
  };
  const unknown = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: true, code: 'NOT_FOUND', message: 'No such bid, or its notice came too late.' });
  const impression = (context: ClickContext) =>
    bidder.impression(
      context,
      bidder.snapshot.campaigns.get(context.campaignId)?.frequencyCap ?? null,
      Date.now(),
    );

  app.get('/serve/win/:bid', {
    ...NOTICE_ROUTE,
    schema: {
      tags: ['bidder'],
      summary: 'Win notice (nurl, public)',
      description:
        'The SSP tells us the bid won: the impression is bought at the clearing price, never above the bid.',
      security: [],
      params,
      querystring: priced,
      response: answers,
    },
    handler: async (request, reply) => {
      const context = contextOf(request.params.bid);
      if (!context) return unknown(reply);
      bidder.win(context, clearingMicros(request.query.price), Date.now());
      return reply.code(204).send(null);
    },
  });

  app.get('/serve/bill/:bid', {
    ...NOTICE_ROUTE,
    schema: {
      tags: ['bidder'],
      summary: 'Billing notice (burl, public)',
      description:
        'The ad was shown: counts its impression (once per bid, whether this or the ad’s pixel comes first).',
      security: [],
      params,
      querystring: priced,
      response: answers,
    },
    handler: async (request, reply) => {
      const context = contextOf(request.params.bid);
      if (!context) return unknown(reply);
      impression(context);
      return reply.code(204).send(null);
    },
  });

  app.get('/serve/loss/:bid', {
    ...NOTICE_ROUTE,
    schema: {
      tags: ['bidder'],
      summary: 'Loss notice (lurl, public)',
      description: 'The bid lost: the budget held for it goes back.',
      security: [],
      params,
      querystring: z.object({
        reason: z.string().max(40).optional().describe(`\`${AUCTION_LOSS}\`: OpenRTB loss reason code`),
        price: z.string().max(40).optional(),
      }),
      response: answers,
    },
    handler: async (request, reply) => {
      const context = contextOf(request.params.bid);
      if (!context) return unknown(reply);
      bidder.loss(context);
      return reply.code(204).send(null);
    },
  });

  app.get('/serve/imp/:bid', {
    ...NOTICE_ROUTE,
    schema: {
      tags: ['bidder'],
      summary: 'Impression pixel (public)',
      description: 'The 1×1 image inside every ad: counts the impression once per bid.',
      security: [],
      params,
      response: { 200: z.any().describe('image/gif, 1×1 transparent'), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const context = contextOf(request.params.bid);
      if (!context) return unknown(reply);
      impression(context);
      return reply.header('cache-control', 'no-store').type('image/gif').send(TRANSPARENT_GIF);
    },
  });
};
