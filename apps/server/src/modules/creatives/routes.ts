import {
  CREATIVE_ACTIONS,
  CREATIVE_MACHINE,
  CREATIVE_SORT_KEYS,
  creativeIdParamsSchema,
  creativeListQuerySchema,
  creativeRejectBodySchema,
  creativeSchema,
  describeStates,
  envelope,
  listOf,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { toCreative } from '../campaigns/campaign-mapper.ts';
import { findCreative, listCreatives } from './creative-repository.ts';
import { changeCreativeStatus } from './creative-status.ts';

const access = ['advertiser'] as const;
const tags = ['creatives'];

/** Creatives are written through their campaign (POST/PUT /api/v1/campaigns); here they are read, paused and resumed. */
export const creativeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/creatives', {
    config: { access },
    schema: {
      tags,
      summary: 'The caller’s creatives across campaigns',
      description: `Sort by ${CREATIVE_SORT_KEYS.join(', ')} (\`-\` for descending; default \`-created_at\`). Filter by campaign_id, status and type (comma lists).`,
      querystring: creativeListQuerySchema,
      response: { 200: envelope(listOf(creativeSchema)) },
    },
    handler: async (request) => ({
      ext: await listCreatives(db, requireSession(request).user.id, request.query),
    }),
  });

  app.get('/api/v1/creatives/:creative_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One creative',
      params: creativeIdParamsSchema,
      response: { 200: envelope(creativeSchema) },
    },
    handler: async (request) => {
      const row = await findCreative(db, requireSession(request).user.id, request.params.creative_id);
      if (!row) throw notFound();
      return { ext: toCreative(row) };
    },
  });

  for (const action of CREATIVE_ACTIONS) {
    const rule = `Allowed from ${describeStates(CREATIVE_MACHINE.allowedFrom(action))}; leads to ${CREATIVE_MACHINE.table[action].to}. From any other state: 409 INVALID_TRANSITION.`;
    const common = { tags, params: creativeIdParamsSchema, response: { 200: envelope(creativeSchema) } };
    if (action === 'reject') {
      app.put('/api/v1/creatives/:creative_id/status/reject', {
        config: { access, examples: [{ reason: 'Replaced by a new banner for the spring offer.' }] },
        schema: {
          ...common,
          summary: 'Retire one of your creatives, with the reason',
          description:
            `${rule} For the advertiser, reject retires a creative of its own for good: it stops running ` +
            'and the reason is kept beside it (for the team, and for the history). Moderation rejects with ' +
            'the same state and its own reason. A rejected creative returns to moderation only when its ' +
            'content is changed (PUT /api/v1/campaigns/{id}).',
          body: creativeRejectBodySchema,
        },
        handler: async (request) => ({
          ext: await changeCreativeStatus(
            db,
            requireSession(request).user.id,
            request.params.creative_id,
            'reject',
            request.body.reason,
          ),
        }),
      });
      continue;
    }
    app.put(`/api/v1/creatives/:creative_id/status/${action}`, {
      config: { access },
      schema: {
        ...common,
        summary: action === 'start' ? 'Resume a paused creative' : 'Pause a creative',
        description:
          action === 'start'
            ? `${rule} Start does not approve: a pending creative waits for moderation (the operator's ` +
              '`creatives approve` command), and its start is a 409 that says so. Once approved it is ' +
              'active; the advertiser pauses and resumes it from there.'
            : rule,
      },
      handler: async (request) => ({
        ext: await changeCreativeStatus(
          db,
          requireSession(request).user.id,
          request.params.creative_id,
          action,
        ),
      }),
    });
  }
};
