import {
  envelope,
  sspIdParamsSchema,
  sspListQuerySchema,
  sspListResponseSchema,
  sspSchema,
  sspSettingsBodySchema,
  sspTokenCreatedSchema,
  sspTokenRevokedSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { resolveSsp } from './ssp-directory.ts';
import { findSsp, issueToken, listSsps, revokeToken, upsertSettings } from './ssp-repository.ts';

const access = ['advertiser'] as const;
const tags = ['ssp'];

const TOKEN_PURPOSE =
  'The token authenticates this SSP to the advertiser: the SSP sends it as `Authorization: Bearer <token>` ' +
  'with its bid requests to the advertiser’s SSP endpoints, and with its own report of the traffic it sent. ' +
  'It starts with `ssp_`; only its SHA-256 digest is stored, so it is shown once, in this answer. ';

export const sspRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The SSP named by the path, if it is one of the caller's; a 404 otherwise. */
  const sspOf = async (advertiserId: number, sspId: number) => {
    const ref = await resolveSsp(db, advertiserId, sspId);
    if (!ref) throw notFound();
    return ref;
  };

  app.get('/api/v1/ssp', {
    config: { access },
    schema: {
      tags,
      summary: 'The advertiser’s SSPs and its partner code',
      description:
        'Every partner of the platform’s SSP list (`ssps` of /resources/all), then every guest SSP holding a token that is not ' +
        'revoked for this advertiser (SSP id 1000000 + the guest’s account id, named by its trading name or else its ' +
        'person’s name), each with the advertiser’s settings or the defaults (enabled, no QPS cap, no margin). ' +
        '`endpoints_count` leaves archived endpoints out. `partner_code` is what the advertiser gives a guest SSP so ' +
        'that it can make a token for it; it is made on the first read. `kind` and `search` (name) filter.',
      querystring: sspListQuerySchema,
      response: { 200: envelope(sspListResponseSchema) },
    },
    handler: async (request) => ({ ext: await listSsps(db, requireSession(request).user.id, request.query) }),
  });

  app.put('/api/v1/ssp/:ssp_id', {
    config: {
      access,
      examples: [{ enabled: true, qps_cap: 5000, margin_percent: 12.5, notes: 'Pops only, EU hours' }],
    },
    schema: {
      tags,
      summary: 'The advertiser’s settings for one SSP',
      description:
        'Only the fields sent change. `enabled: false` refuses that SSP’s traffic; `qps_cap` caps its requests per ' +
        'second over all of the advertiser’s endpoints (null: no cap); `margin_percent` (0 to 90, two decimals) is the ' +
        'advertiser’s revenue share kept from that traffic; `notes` are the advertiser’s own. An SSP that is neither a ' +
        'partner nor a guest SSP sending the advertiser traffic is a 404.',
      params: sspIdParamsSchema,
      body: sspSettingsBodySchema,
      response: { 200: envelope(sspSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const ref = await sspOf(advertiserId, request.params.ssp_id);
      await upsertSettings(db, advertiserId, ref.id, request.body);
      return { ext: await findSsp(db, advertiserId, ref) };
    },
  });

  app.post('/api/v1/ssp/:ssp_id/token', {
    config: { access },
    schema: {
      tags,
      summary: 'Make a new API token for an SSP',
      description: `${TOKEN_PURPOSE}A new token replaces the one before, which stops working at once.`,
      params: sspIdParamsSchema,
      response: { 201: envelope(sspTokenCreatedSchema) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const ref = await sspOf(advertiserId, request.params.ssp_id);
      return reply.status(201).send({ ext: await issueToken(db, advertiserId, ref.id) });
    },
  });

  app.delete('/api/v1/ssp/:ssp_id/token', {
    config: { access },
    schema: {
      tags,
      summary: 'Revoke an SSP’s API token',
      description: `${TOKEN_PURPOSE}Revoking drops the digest: requests with the token are refused from then on. 404 when the SSP has no token.`,
      params: sspIdParamsSchema,
      response: { 200: envelope(sspTokenRevokedSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const ref = await sspOf(advertiserId, request.params.ssp_id);
      if (!(await revokeToken(db, advertiserId, ref.id)))
        throw new HttpError(404, 'NOT_FOUND', 'errors.sspTokenNone');
      return { ext: { ssp_id: ref.id, revoked: true as const } };
    },
  });
};
