import { apiErrorSchema } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { REFUSAL_ANSWER } from './conversion-input.ts';
import { type ConversionOutcome, recordConversion } from './conversion-record.ts';
import type { Signer } from './signing.ts';

/** Bounded, so a hostile query costs nothing; the real limits are checked with their reasons. */
const param = (description: string) => z.string().max(2000).optional().describe(description);

/** Trackers add parameters of their own: those are ignored, not refused. */
export const conversionQuerySchema = z.looseObject({
  goal: param('The goal token of the postback URL (from the Tracking page)'),
  click_id: param('The click id the landing page received in {click_id}'),
  payout: param('USD, 0 to 10,000 with at most six decimals; without it the goal’s default payout'),
  txid: param('A transaction id: a goal that counts repeats counts each txid once'),
  test: param('Set by the panel’s "Send a test conversion"'),
});

const DESCRIPTION =
  'The postback URL a tracker calls for a conversion, server to server, GET or POST (parameters in the query; ' +
  'a body is ignored). 204 when counted, with `x-conversion-id`; otherwise the refusal’s code: MISSING_CLICK_ID, ' +
  'FORGED_CLICK, BAD_PAYOUT (400), UNKNOWN_CLICK (404), EXPIRED (410), DUPLICATE (409), and UNKNOWN_GOAL (404) ' +
  'for a goal token that names no postback. Every call but the last shows in the goal’s debugger. No session, ' +
  'no rate limit (trackers send bursts); statistics show the conversion within seconds.';

function refusal(outcome: Exclude<ConversionOutcome, { kind: 'counted' }>): HttpError {
  if (outcome.kind === 'unknown_goal')
    return new HttpError(
      404,
      'UNKNOWN_GOAL',
      'errors.unknownGoal',
      {},
      {
        goal: text('errors.unknownGoal'),
      },
    );
  const { status, field } = REFUSAL_ANSWER[outcome.reason];
  const key = `errors.${outcome.reason}` as const;
  const code = outcome.reason.toUpperCase() as Uppercase<typeof outcome.reason>;
  return new HttpError(status, code, key, {}, { [field]: text(key) });
}

export const trackConversionRoute: FastifyPluginAsyncZod<{ db: Db; signer: Signer }> = async (
  app,
  { db, signer },
) => {
  // A tracker may POST a form or anything else: the body is read within the limit and ignored.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, _body, done) =>
    done(null, undefined),
  );
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/track/conversion',
      schema: {
        tags: ['tracking'],
        summary: 'Conversion postback (public)',
        description: DESCRIPTION,
        security: [],
        querystring: conversionQuerySchema,
        response: {
          204: z.null().describe('Counted; the header x-conversion-id names the conversion'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const outcome = await recordConversion(db, signer, request.query);
        if (outcome.kind !== 'counted') throw refusal(outcome);
        return reply.code(204).header('x-conversion-id', String(outcome.id)).send(null);
      },
    });
};
