import { envelope, handoffResponseSchema, PATHS } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { HANDOFF_ISSUERS, issueActCode } from './act-codes.ts';

/** Long enough for a redirect on a slow line, short enough that a leaked address is worthless. */
export const HANDOFF_TTL_MS = 2 * 60_000;

/**
 * Where the publisher area is: PUBLISHER_URL, else this server's own /pub/ area. Publishers work
 * on a host of their own (spec section 1); /pub/redirect/ sends them there by a full redirect.
 */
export const publisherAreaUrl = (config: Config) =>
  config.publisherUrl ?? `${config.publicUrl}${PATHS.pubSites}`;

export const handoffRoute: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post('/auth/handoff', {
    config: { access: ['publisher'] },
    schema: {
      tags: ['auth'],
      summary: "Carry the caller's session to the publisher area on another host",
      description:
        "Answers the publisher area address (PUBLISHER_URL, or this server's /pub/sites/) with a one-time `at` code " +
        `that works once within ${HANDOFF_TTL_MS / 60_000} minutes: the area's own panel exchanges it through POST /auth/act ` +
        'for a session of the same user, so the publisher does not sign in twice. An acting session hands off an acting ' +
        'one (at most an hour), never a normal one. The panel calls this only when the area is on another host; on the ' +
        'same host the session is already there.',
      response: { 200: envelope(handoffResponseSchema) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      const issuer = session.acting ? HANDOFF_ISSUERS.acting : HANDOFF_ISSUERS.own;
      const code = await issueActCode(db, session.user.id, issuer, HANDOFF_TTL_MS);
      const target = new URL(publisherAreaUrl(config));
      target.searchParams.set('at', code);
      return {
        ext: { url: target.toString(), expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString() },
      };
    },
  });
};
