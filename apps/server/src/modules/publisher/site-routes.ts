import {
  describeStates,
  envelope,
  listOf,
  PUB_MACHINE,
  PUB_STATUS_ACTIONS,
  SITE_SORT_KEYS,
  siteBodySchema,
  siteIdParamsSchema,
  siteListQuerySchema,
  siteSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { siteExamples } from './examples.ts';
import { changeSiteStatus, findSite, insertSite, listSites, updateSite } from './site-repository.ts';

const access = ['publisher'] as const;
const tags = ['publisher'];

export const pubSiteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (publisherId: number, id: number) => {
    const site = await findSite(db, publisherId, id);
    if (!site) throw notFound();
    return { ext: site };
  };

  app.get('/api/v1/pub/sites', {
    config: { access },
    schema: {
      tags,
      summary: 'The publisher’s sites',
      description:
        `Sort by ${SITE_SORT_KEYS.join(', ')} (default -created_at). Without \`status\` every site but the archived ones; ` +
        '`status=archived` (or a list such as `stopped,archived`) shows them. `search` matches name, address or id.',
      querystring: siteListQuerySchema,
      response: { 200: envelope(listOf(siteSchema)) },
    },
    handler: async (request) => ({
      ext: await listSites(db, requireSession(request).user.id, request.query),
    }),
  });

  app.get('/api/v1/pub/sites/:site_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One site',
      params: siteIdParamsSchema,
      response: { 200: envelope(siteSchema) },
    },
    handler: async (request) => load(requireSession(request).user.id, request.params.site_id),
  });

  app.post('/api/v1/pub/sites', {
    config: { access, examples: siteExamples },
    schema: {
      tags,
      summary: 'Add a site',
      description:
        'A site is where the publisher’s zones live: a name, its http(s) address and, optionally, a traffic ' +
        'category of /resources/traffic_categories (none declared reads as Other). A new site is active.',
      body: siteBodySchema,
      response: { 201: envelope(siteSchema) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ ext: await insertSite(db, requireSession(request).user.id, request.body) }),
  });

  app.put('/api/v1/pub/sites/:site_id', {
    config: { access, examples: siteExamples },
    schema: {
      tags,
      summary: 'Change a site',
      description:
        'Replaces name, address and category (absent category: none). An archived site cannot change: 409.',
      params: siteIdParamsSchema,
      body: siteBodySchema,
      response: { 200: envelope(siteSchema) },
    },
    handler: async (request) => {
      const publisherId = requireSession(request).user.id;
      await updateSite(db, publisherId, request.params.site_id, request.body);
      return load(publisherId, request.params.site_id);
    },
  });

  for (const action of PUB_STATUS_ACTIONS) {
    app.put(`/api/v1/pub/sites/:site_id/status/${action}`, {
      config: { access },
      schema: {
        tags,
        summary: `${action[0]?.toUpperCase()}${action.slice(1)} a site`,
        description:
          `Allowed from ${describeStates(PUB_MACHINE.allowedFrom(action))}; leads to ${PUB_MACHINE.table[action].to}. ` +
          'From any other state: 409 INVALID_TRANSITION naming the states that allow it. Archive is final.' +
          (action === 'archive'
            ? ' Archiving a site archives its zones with it, in one transaction: their tags stop serving.'
            : ' A zone serves only while both it and its site are active; its own status is kept apart.'),
        params: siteIdParamsSchema,
        response: { 200: envelope(siteSchema) },
      },
      handler: async (request) => {
        const publisherId = requireSession(request).user.id;
        await changeSiteStatus(db, publisherId, request.params.site_id, action);
        return load(publisherId, request.params.site_id);
      },
    });
  }
};
