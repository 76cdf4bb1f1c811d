import { type CreativeItem, creativeItemSchema, creativeItemsQuerySchema, envelope } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { listCreativeItems } from './creative-repository.ts';

const example: { ext: CreativeItem[] } = {
  ext: [
    { id: 41, name: 'Summer sale 300x250', campaign_id: 7, status: 'active' },
    { id: 42, name: 'Summer sale 728x90', campaign_id: 7, status: 'pending' },
    { id: 57, name: 'Landing', campaign_id: 9, status: 'paused' },
  ],
};

/**
 * GET /resources/creatives (spec section 3). Unlike the other /resources lists it belongs to
 * one account, so it lives here rather than in the resources module: that module marks every
 * /resources answer public for a day, and /resources/all is one public answer for everyone.
 */
export const creativeItemsRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/resources/creatives', {
    config: { access: ['advertiser'] },
    schema: {
      tags: ['resources'],
      summary: 'The caller’s creatives as a reference list: id, name, campaign_id, status',
      description:
        'Advertisers only (no session 401, other roles 403). Every creative of the signed-in advertiser, ' +
        'whatever its state or its campaign’s (archived included: statistics still name them), ordered by ' +
        'campaign_id, then name, never paged; the paged list with every field is /api/v1/creatives. ' +
        '`campaign_id` keeps one campaign’s creatives; a campaign that is not the caller’s gives an empty ' +
        'list, as a campaign without creatives does, so the answer never tells whether another account’s ' +
        'campaign exists. Not part of /resources/all, which is the same public answer for everyone. ' +
        'Sent `private, no-store`: it changes with every edit and belongs to one session.',
      querystring: creativeItemsQuerySchema,
      response: { 200: envelope(z.array(creativeItemSchema)).meta({ examples: [example] }) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ext: await listCreativeItems(db, requireSession(request).user.id, request.query) };
    },
  });
};
