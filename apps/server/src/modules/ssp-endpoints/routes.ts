import {
  describeStates,
  envelope,
  listOf,
  SSP_ENDPOINT_MACHINE,
  SSP_ENDPOINT_SORT_KEYS,
  SSP_ENDPOINT_STATUSES,
  sspEndpointBodySchema,
  sspEndpointCreateSchema,
  sspEndpointIdParamsSchema,
  sspEndpointListQuerySchema,
  sspEndpointSchema,
  sspEndpointStatusParamsSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { inLanguage } from './endpoint-mapper.ts';
import { listEndpointRows, withNames } from './endpoint-repository.ts';
import { EndpointService } from './endpoint-service.ts';

const access = ['advertiser'] as const;
const tags = ['ssp endpoints'];

const example = {
  name: 'Adverta pops EU',
  ssp_id: 1,
  parser_id: 1,
  ad_formats: ['popunder'],
  countries: ['DE', 'FR'],
  qps_limit: 2000,
  bid_floor: 0.35,
  require_token: true,
};

const FIELDS =
  '`ssp_id` is one of the caller’s SSPs (a partner, or a guest SSP sending it traffic; else a 400 naming `ssp_id`); ' +
  '`parser_id` a protocol of /resources/ssp_parsers; `ad_formats` at least one code of /resources/ad_formats; ' +
  '`countries` two-letter codes (empty: every country); `qps_limit` null for none; `bid_floor` USD CPM, 0 to 1000; ' +
  '`require_token` true: bid requests must carry the API token the advertiser made for this SSP ' +
  '(POST /api/v1/ssp/{ssp_id}/token) as `Authorization: Bearer <token>`, others are refused. ' +
  'The answer’s `url` is where the SSP sends its bid requests: the parser’s URL template on this server’s public ' +
  'address, with the SSP’s own macros left for it to fill.';

const MACHINE = SSP_ENDPOINT_STATUSES.map(
  (s) => `${s.id} ${s.code} (from ${describeStates(SSP_ENDPOINT_MACHINE.allowedFrom(s.code))})`,
).join(', ');

export const sspEndpointRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const service = new EndpointService(db, publicUrl);
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

  app.get('/api/v1/ssp_endpoints', {
    config: { access },
    schema: {
      tags,
      summary: 'The advertiser’s SSP endpoints',
      description: `Sort by ${SSP_ENDPOINT_SORT_KEYS.join(', ')} (default -created_at). Without \`status\` archived endpoints are left out. \`search\` matches the name or the id.`,
      querystring: sspEndpointListQuerySchema,
      response: { 200: envelope(listOf(sspEndpointSchema)) },
    },
    handler: async (request) => {
      const page = await listEndpointRows(db, me(request), request.query);
      const items = await withNames(db, page.items, publicUrl);
      return { ext: { items: items.map((e) => inLanguage(e, request.messages)), total: page.total } };
    },
  });

  app.get('/api/v1/ssp_endpoints/:ssp_endpoint_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One SSP endpoint',
      params: sspEndpointIdParamsSchema,
      response: { 200: envelope(sspEndpointSchema) },
    },
    handler: async (request) => ({
      ext: inLanguage(await service.get(me(request), request.params.ssp_endpoint_id), request.messages),
    }),
  });

  app.post('/api/v1/ssp_endpoints', {
    config: { access, examples: [example] },
    schema: {
      tags,
      summary: 'Create an SSP endpoint',
      description: `${FIELDS} A new endpoint is active unless \`status: "paused"\` is sent, and takes requests without a token unless \`require_token: true\` is sent.`,
      body: sspEndpointCreateSchema,
      response: { 201: envelope(sspEndpointSchema) },
    },
    handler: async (request, reply) => {
      const { status, ...values } = request.body;
      const created = await service.create(me(request), values, status);
      return reply.status(201).send({ ext: inLanguage(created, request.messages) });
    },
  });

  app.put('/api/v1/ssp_endpoints/:ssp_endpoint_id', {
    config: { access, examples: [{ ...example, qps_limit: null, bid_floor: 0.4, require_token: false }] },
    schema: {
      tags,
      summary: 'Change an SSP endpoint',
      description: `Replaces every setting; fields left out take their defaults, except \`require_token\`, which left out stays as it is. ${FIELDS} An archived endpoint cannot be changed (409): set it to paused first. An endpoint keeps its SSP when a guest SSP stops sending traffic (its token revoked), but a PUT must name an SSP the advertiser has now.`,
      params: sspEndpointIdParamsSchema,
      body: sspEndpointBodySchema,
      response: { 200: envelope(sspEndpointSchema) },
    },
    handler: async (request) => ({
      ext: inLanguage(
        await service.update(me(request), request.params.ssp_endpoint_id, request.body),
        request.messages,
      ),
    }),
  });

  app.post('/api/v1/ssp_endpoints/:ssp_endpoint_id/clone', {
    config: { access },
    schema: {
      tags,
      summary: 'Copy an SSP endpoint',
      description:
        'The copy has every setting, is named "<name> (copy)" and is paused; it has its own id, so its own URL.',
      params: sspEndpointIdParamsSchema,
      response: { 201: envelope(sspEndpointSchema) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        ext: inLanguage(await service.clone(me(request), request.params.ssp_endpoint_id), request.messages),
      }),
  });

  app.put('/api/v1/ssp_endpoints/:ssp_endpoint_id/status/:status_id', {
    config: { access },
    schema: {
      tags,
      summary: 'Set an SSP endpoint’s status',
      description: `Status ids: ${MACHINE}. From any other state: 409 INVALID_TRANSITION naming the states that allow it. An archived endpoint comes back paused, never straight to active.`,
      params: sspEndpointStatusParamsSchema,
      response: { 200: envelope(sspEndpointSchema) },
    },
    handler: async (request) => ({
      ext: inLanguage(
        await service.setStatus(me(request), request.params.ssp_endpoint_id, request.params.status_id),
        request.messages,
      ),
    }),
  });
};
