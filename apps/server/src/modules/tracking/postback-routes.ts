import {
  CONVERSION_WINDOW_DAYS,
  envelope,
  listOf,
  POSTBACK_SORT_KEYS,
  POSTBACKS_MAX,
  postbackBodySchema,
  postbackIdParamsSchema,
  postbackListQuerySchema,
  postbackSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import { postbackExamples, postbackUpdateExamples } from './postback-examples.ts';
import {
  deletePostback,
  findPostback,
  insertPostback,
  listPostbacks,
  updatePostback,
  type Written,
} from './postback-repository.ts';
import { toPostback } from './postback-view.ts';

const access = ['advertiser'] as const;
const tags = ['tracking'];

const ABOUT = `A postback is a conversion goal. Its \`url\` is what the advertiser's tracker calls for each
conversion: \`goal\` names the goal (an unguessable token, fixed for its life), \`{click_id}\` is the
click id our click redirect added to the landing page address, \`{payout}\` the conversion's value in
USD (optional: without it \`payout\`, the goal's default, counts; no default counts 0); \`&txid={txid}\`
may be added so that a goal that counts repeats counts a tracker's retry once. A conversion counts
within \`conversion_window_days\` of its click (default ${CONVERSION_WINDOW_DAYS.default}), once per click
unless \`allow_repeats\`. \`conversions_today\` counts since 00:00 UTC.`;

const conflict = (key: 'errors.postbackName' | 'errors.postbacksMax') =>
  key === 'errors.postbackName'
    ? new HttpError(409, 'CONFLICT', key, {}, { name: text(key) })
    : new HttpError(409, 'CONFLICT', key, { max: POSTBACKS_MAX });

function written(result: Written): number {
  if (result.kind === 'name') throw conflict('errors.postbackName');
  if (result.kind === 'full') throw conflict('errors.postbacksMax');
  if (result.kind === 'missing') throw notFound();
  return result.id;
}

export const postbackRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const load = async (advertiserId: number, id: number) => {
    const found = await findPostback(db, advertiserId, id);
    if (!found) throw notFound();
    return { ext: toPostback(publicUrl, found) };
  };

  app.get('/api/v1/postbacks', {
    config: { access },
    schema: {
      tags,
      summary: 'The advertiser’s postbacks (conversion goals)',
      description: `${ABOUT} Sort by ${POSTBACK_SORT_KEYS.join(', ')} (default -created_at); \`search\` matches the name or the id.`,
      querystring: postbackListQuerySchema,
      response: { 200: envelope(listOf(postbackSchema)) },
    },
    handler: async (request) => {
      const page = await listPostbacks(db, requireSession(request).user.id, request.query);
      return { ext: { items: page.items.map((p) => toPostback(publicUrl, p)), total: page.total } };
    },
  });

  app.get('/api/v1/postbacks/:postback_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One postback',
      params: postbackIdParamsSchema,
      response: { 200: envelope(postbackSchema) },
    },
    handler: async (request) => load(requireSession(request).user.id, request.params.postback_id),
  });

  app.post('/api/v1/postbacks', {
    config: { access, examples: postbackExamples },
    schema: {
      tags,
      summary: 'Add a postback',
      description: `${ABOUT} Names are unique per advertiser, whatever the case: a taken one is a 409 naming \`name\`. At most ${POSTBACKS_MAX} postbacks: past that, 409.`,
      body: postbackBodySchema,
      response: { 201: envelope(postbackSchema) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const id = written(await insertPostback(db, advertiserId, request.body));
      return reply.status(201).send(await load(advertiserId, id));
    },
  });

  app.put('/api/v1/postbacks/:postback_id', {
    config: { access, examples: postbackUpdateExamples },
    schema: {
      tags,
      summary: 'Change a postback',
      description:
        'Replaces name, default payout, window and repeats; fields left out take their defaults. The URL stays the same. A taken name is a 409 naming `name`.',
      params: postbackIdParamsSchema,
      body: postbackBodySchema,
      response: { 200: envelope(postbackSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      written(await updatePostback(db, advertiserId, request.params.postback_id, request.body));
      return load(advertiserId, request.params.postback_id);
    },
  });

  app.delete('/api/v1/postbacks/:postback_id', {
    config: { access },
    schema: {
      tags,
      summary: 'Delete a postback',
      description:
        'Its conversions and debugger log go with it, and its URL stops counting (the tracker’s calls are refused as an unknown goal). The panel asks for confirmation; the call does not.',
      params: postbackIdParamsSchema,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (request, reply) => {
      if (!(await deletePostback(db, requireSession(request).user.id, request.params.postback_id)))
        throw notFound();
      return reply.status(204).send(null);
    },
  });
};
