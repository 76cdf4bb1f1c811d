import {
  envelope,
  GUEST_TOKEN_SORT_KEYS,
  GUEST_TOKENS_MAX,
  GUEST_TOKENS_PER_DAY,
  guestBidUrlsOf,
  guestTokenCreatedSchema,
  guestTokenCreateSchema,
  guestTokenIdParamsSchema,
  guestTokenListQuerySchema,
  guestTokenListResponseSchema,
  guestTokenRevokedSchema,
  guestTokenSchema,
  guestTokenUpdateSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import { listGuestTokens } from './token-list.ts';
import {
  advertiserByCode,
  createGuestToken,
  revokeGuestToken,
  updateGuestToken,
} from './token-repository.ts';
import { findGuestToken } from './token-view.ts';

const access = ['guest-ssp'] as const;
const tags = ['guest SSP tokens'];

const ABOUT = `A guest SSP sends an advertiser its traffic with a token made for that advertiser. The guest
asks the advertiser for its partner code (shown on the advertiser's SSP page) and makes the token
with it; the guest learns only the advertiser's public name (trading name, else the person's name).
\`status\` is \`active\` or \`paused\` (the guest's own switch, also given as \`paused\`) unless the
advertiser has disabled this guest on its SSP page: then \`disabled\`. Revoked tokens are gone for the
guest (404) and kept only so that statistics still name them. \`bid_urls\` (in the list and in the answer
that makes a token) are where the guest POSTs its OpenRTB 2.6 or 2.5 bid requests, on this server's public
address; the same for every advertiser, as the token sent as \`Authorization: Bearer <token>\` names it.`;

const createdMessage = `Finds the advertiser by \`partner_code\` (any case, spaces around ignored). A code that
is well formed but belongs to no advertiser is a 400 naming \`partner_code\`: a code is the advertiser's
consent to receive this guest's traffic, so it is a value to correct, not an object to look up, and the
answer says nothing more about which accounts exist. The answer's \`token\` is the secret: it is shown
this once and only its SHA-256 digest is kept. A guest holds at most ${GUEST_TOKENS_MAX} live tokens and
makes at most ${GUEST_TOKENS_PER_DAY} in 24 hours (revoked rows are kept for statistics): past either, 409.`;

const capError = (key: 'errors.guestTokensFull' | 'errors.guestTokensDaily', max: number) =>
  new HttpError(409, 'CONFLICT', key, { max }, { _: text(key, { max }) });

export const guestTokenRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const bidUrls = guestBidUrlsOf(publicUrl);
  // The spec lists the collection as "token(s)": both spellings answer the same.
  for (const collection of ['tokens', 'token']) {
    const second = collection === 'token' ? ' The spec’s second spelling of /tokens; the same call.' : '';
    app.get(`/api/v1/guest_ssp/${collection}`, {
      config: { access },
      schema: {
        tags,
        summary: 'The guest’s tokens, one per row with its advertiser',
        description: `${ABOUT} Sort by ${GUEST_TOKEN_SORT_KEYS.join(', ')} (default -created_at). \`requests_today\` counts since 00:00 UTC.${second}`,
        querystring: guestTokenListQuerySchema,
        response: { 200: envelope(guestTokenListResponseSchema) },
      },
      handler: async (request) => ({
        ext: {
          ...(await listGuestTokens(db, requireSession(request).user.id, request.query)),
          bid_urls: bidUrls,
        },
      }),
    });

    app.post(`/api/v1/guest_ssp/${collection}`, {
      config: { access, examples: [{ partner_code: '7K3M-Q9XD-2HPA', name: 'Main push feed' }] },
      schema: {
        tags,
        summary: 'Make a token for an advertiser, with its partner code',
        description: `${createdMessage}${second}`,
        body: guestTokenCreateSchema,
        response: { 201: envelope(guestTokenCreatedSchema) },
      },
      handler: async (request, reply) => {
        const guestId = requireSession(request).user.id;
        const advertiserId = await advertiserByCode(db, request.body.partner_code);
        if (advertiserId === undefined) throw fieldError('partner_code', text('errors.partnerCodeUnknown'));
        const made = await createGuestToken(db, guestId, advertiserId, request.body.name);
        if (made.kind === 'full') throw capError('errors.guestTokensFull', GUEST_TOKENS_MAX);
        if (made.kind === 'daily') throw capError('errors.guestTokensDaily', GUEST_TOKENS_PER_DAY);
        const token = await findGuestToken(db, guestId, made.id);
        // Revoked in the instant since it was made: as gone as any revoked token.
        if (!token) throw notFound();
        return reply.status(201).send({ ext: { ...token, token: made.secret, bid_urls: bidUrls } });
      },
    });
  }

  app.get('/api/v1/guest_ssp/tokens/:token_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One token (never its secret)',
      params: guestTokenIdParamsSchema,
      response: { 200: envelope(guestTokenSchema) },
    },
    handler: async (request) => {
      const token = await findGuestToken(db, requireSession(request).user.id, request.params.token_id);
      if (!token) throw notFound();
      return { ext: token };
    },
  });

  app.put('/api/v1/guest_ssp/tokens/:token_id', {
    config: { access, examples: [{ name: 'Main push feed EU', status: 'paused' }] },
    schema: {
      tags,
      summary: 'Rename, pause or resume a token',
      description:
        'Fields left out stay as they are. A paused token is refused by the bidder until resumed; it cannot override an advertiser’s disabling.',
      params: guestTokenIdParamsSchema,
      body: guestTokenUpdateSchema,
      response: { 200: envelope(guestTokenSchema) },
    },
    handler: async (request) => {
      const guestId = requireSession(request).user.id;
      const id = request.params.token_id;
      if (!(await updateGuestToken(db, guestId, id, request.body))) throw notFound();
      const token = await findGuestToken(db, guestId, id);
      if (!token) throw notFound();
      return { ext: token };
    },
  });

  app.delete('/api/v1/guest_ssp/tokens/:token_id', {
    config: { access },
    schema: {
      tags,
      summary: 'Revoke a token',
      description:
        'The secret stops working at once and cannot be restored; make a new token instead. The row is kept so statistics still name it.',
      params: guestTokenIdParamsSchema,
      response: { 200: envelope(guestTokenRevokedSchema) },
    },
    handler: async (request) => {
      const id = request.params.token_id;
      if (!(await revokeGuestToken(db, requireSession(request).user.id, id))) throw notFound();
      return { ext: { id, revoked: true as const } };
    },
  });
};
