import { envelope, handoffResponseSchema } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, rateLimited } from '../../lib/http-error.ts';
import { attempt } from '../../lib/rate-limit.ts';
import { requireSession } from '../../plugins/auth.ts';
import { HANDOFF_ISSUERS, issueActCode } from './act-codes.ts';

/** Long enough for a redirect on a slow line, short enough that a leaked address is worthless. */
export const HANDOFF_TTL_MS = 2 * 60_000;
/** A publisher opens its area a few times a day; each handoff writes a code and an audit line. */
export const HANDOFF_LIMIT = { limit: 30, windowMs: 15 * 60_000 };

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
        "one, and the session it opens ends when the caller's would have: handing off again never extends a session. " +
        'Only when the area is on another host (PUBLISHER_URL set; else 409): on the same host the session is already ' +
        `there, and a code nobody needs is one less to leak. At most ${HANDOFF_LIMIT.limit} per user in ` +
        `${HANDOFF_LIMIT.windowMs / 60_000} minutes (429 with Retry-After).`,
      response: { 200: envelope(handoffResponseSchema) },
    },
    handler: async (request) => {
      const session = requireSession(request);
      if (config.publisherUrl === null) throw new HttpError(409, 'CONFLICT', 'errors.handoffSameHost');
      const counted = await attempt(db, [{ key: `handoff:${session.user.id}`, ...HANDOFF_LIMIT }]);
      if (!counted.allowed) throw rateLimited('errors.tooManyRequests', counted.retryAfterMs);
      const issuer = session.acting ? HANDOFF_ISSUERS.acting : HANDOFF_ISSUERS.own;
      const code = await issueActCode(db, session.user.id, issuer, HANDOFF_TTL_MS, session.expiresAt);
      const target = new URL(config.publisherUrl);
      target.searchParams.set('at', code);
      return {
        ext: { url: target.toString(), expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString() },
      };
    },
  });
};
