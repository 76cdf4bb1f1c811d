import {
  envelope,
  GROUP_SORT_KEYS,
  groupBodySchema,
  groupDeleteResponseSchema,
  groupIdParamsSchema,
  groupListQuerySchema,
  groupSchema,
  listOf,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import {
  deleteGroup,
  findGroup,
  insertGroup,
  isUniqueViolation,
  listGroups,
  nameTaken,
  renameGroup,
} from './group-repository.ts';

const access = ['advertiser'] as const;
const tags = ['groups'];
const nameTakenError = () =>
  new HttpError(409, 'CONFLICT', 'errors.groupNameTaken', {}, { name: text('errors.groupNameTaken') });

export const groupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/groups', {
    config: { access },
    schema: {
      tags,
      summary: 'The caller’s campaign groups',
      description: `Sort by ${GROUP_SORT_KEYS.join(', ')} (default name). \`with_no_group=true\` adds the 'No group' entry (id 0) first on page 1, outside \`total\`.`,
      querystring: groupListQuerySchema,
      response: { 200: envelope(listOf(groupSchema)) },
    },
    handler: async (request) => ({
      ext: await listGroups(db, requireSession(request).user.id, request.query),
    }),
  });

  app.get('/api/v1/groups/:group_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One group',
      params: groupIdParamsSchema,
      response: { 200: envelope(groupSchema) },
    },
    handler: async (request) => {
      const group = await findGroup(db, requireSession(request).user.id, request.params.group_id);
      if (!group) throw notFound();
      return { ext: group };
    },
  });

  app.post('/api/v1/groups', {
    config: { access, examples: [{ name: 'Evergreen offers' }] },
    schema: {
      tags,
      summary: 'Create a group',
      description: 'Names are unique per advertiser, whatever the case: a taken one is a 409 naming `name`.',
      body: groupBodySchema,
      response: { 201: envelope(groupSchema) },
    },
    handler: async (request, reply) => {
      const group = await insertGroup(db, requireSession(request).user.id, request.body.name);
      if (!group) throw nameTakenError();
      return reply.status(201).send({ ext: group });
    },
  });

  app.put('/api/v1/groups/:group_id', {
    config: { access, examples: [{ name: 'Evergreen offers EU' }] },
    schema: {
      tags,
      summary: 'Rename a group',
      params: groupIdParamsSchema,
      body: groupBodySchema,
      response: { 200: envelope(groupSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      const id = request.params.group_id;
      if (!(await findGroup(db, advertiserId, id))) throw notFound();
      if (await nameTaken(db, advertiserId, request.body.name, id)) throw nameTakenError();
      try {
        await renameGroup(db, advertiserId, id, request.body.name);
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTakenError();
        throw err;
      }
      const group = await findGroup(db, advertiserId, id);
      if (!group) throw notFound();
      return { ext: group };
    },
  });

  app.delete('/api/v1/groups/:group_id', {
    config: { access },
    schema: {
      tags,
      summary: 'Delete a group; its campaigns stay, outside every group',
      params: groupIdParamsSchema,
      response: { 200: envelope(groupDeleteResponseSchema) },
    },
    handler: async (request) => {
      const id = request.params.group_id;
      const ungrouped = await deleteGroup(db, requireSession(request).user.id, id);
      if (ungrouped === null) throw notFound();
      return { ext: { id, deleted: true as const, ungrouped_campaigns: ungrouped } };
    },
  });
};
