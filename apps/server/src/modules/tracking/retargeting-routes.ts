import {
  envelope,
  listOf,
  MEMBERSHIP_DAYS,
  PER_PAGE_MAX,
  RETARGETING_PIXELS_MAX,
  RETARGETING_SORT_KEYS,
  type RetargetingBody,
  retargetingBodySchema,
  retargetingIdParamsSchema,
  retargetingListQuerySchema,
  retargetingSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldError, HttpError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import {
  findPixel,
  insertPixel,
  listPixels,
  type PixelWritten,
  updatePixel,
} from './retargeting-repository.ts';
import { toRetargeting } from './retargeting-view.ts';

const access = ['advertiser'] as const;
const tags = ['tracking'];

const ABOUT = `A retargeting pixel gathers an audience: \`type_id\` (/resources/retargeting_types) says who
joins it: users who saw (1) or clicked (2) an ad of the advertiser, converted on one of its postbacks
(3), or loaded one of its pages carrying the pixel (4, site visit). Only a site-visit pixel has a
\`snippet\` (a script, with an image in <noscript> for browsers without JavaScript) and a \`pixel_url\`
(the image alone); both are built from the server's address and the pixel's random token, never from
user text. A user stays in the audience \`membership_days\` after its last hit (default
${MEMBERSHIP_DAYS.default}); \`audience_size\` counts those whose membership has not run out.`;

/** Site visit first: on a new account, the example's pixel 1 has the type the PUT example keeps. */
const createExamples: RetargetingBody[] = [
  { name: 'Visited the pricing page', type_id: 4, membership_days: 30 },
  { name: 'Clicked a push ad', type_id: 2, membership_days: 14 },
];
const updateExamples: RetargetingBody[] = [
  { name: 'Visited pricing (90 days)', type_id: 4, membership_days: 90 },
];

function written(result: PixelWritten): number {
  if (result.kind === 'name')
    throw new HttpError(
      409,
      'CONFLICT',
      'errors.retargetingName',
      {},
      { name: text('errors.retargetingName') },
    );
  if (result.kind === 'full')
    throw new HttpError(409, 'CONFLICT', 'errors.retargetingMax', { max: RETARGETING_PIXELS_MAX });
  if (result.kind === 'type') throw fieldError('type_id', text('validation.retargetingTypeFixed'));
  if (result.kind === 'missing') throw notFound();
  return result.id;
}

export const retargetingRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const load = async (advertiserId: number, id: number) => {
    const found = await findPixel(db, advertiserId, id);
    if (!found) throw notFound();
    return { ext: toRetargeting(publicUrl, found) };
  };

  app.get('/api/v1/retargeting', {
    config: { access },
    schema: {
      tags,
      summary: 'The advertiser’s retargeting pixels',
      description:
        `${ABOUT} Sort by ${RETARGETING_SORT_KEYS.join(', ')} (default -created_at); \`type_id\` narrows to one ` +
        `type, \`search\` matches the name or the id. An advertiser keeps at most ${RETARGETING_PIXELS_MAX} ` +
        `pixels, so \`per_page=${PER_PAGE_MAX}\` lists them all (what the campaign editor asks for).`,
      querystring: retargetingListQuerySchema,
      response: { 200: envelope(listOf(retargetingSchema)) },
    },
    handler: async (request) => {
      const page = await listPixels(db, requireSession(request).user.id, request.query);
      return { ext: { items: page.items.map((p) => toRetargeting(publicUrl, p)), total: page.total } };
    },
  });

  app.get('/api/v1/retargeting/:retargeting_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One retargeting pixel',
      params: retargetingIdParamsSchema,
      response: { 200: envelope(retargetingSchema) },
    },
    handler: async (request) => load(requireSession(request).user.id, request.params.retargeting_id),
  });

  app.post('/api/v1/retargeting', {
    config: { access, examples: createExamples },
    schema: {
      tags,
      summary: 'Add a retargeting pixel',
      description: `${ABOUT} Names are unique per advertiser, whatever the case: a taken one is a 409 naming \`name\`. Past ${RETARGETING_PIXELS_MAX} pixels, 409.`,
      body: retargetingBodySchema,
      response: { 201: envelope(retargetingSchema) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const id = written(await insertPixel(db, advertiserId, request.body));
      return reply.status(201).send(await load(advertiserId, id));
    },
  });

  app.put('/api/v1/retargeting/:retargeting_id', {
    config: { access, examples: updateExamples },
    schema: {
      tags,
      summary: 'Rename a pixel or change its membership',
      description:
        'The whole pixel is sent. Its type cannot change (the audience gathered so far means what the old type ' +
        'meant): a different `type_id` is a 400 naming it; add a new pixel instead. Its snippet stays the same. ' +
        'The spec has no DELETE: a pixel no campaign targets simply stops mattering.',
      params: retargetingIdParamsSchema,
      body: retargetingBodySchema,
      response: { 200: envelope(retargetingSchema) },
    },
    handler: async (request) => {
      const advertiserId = requireSession(request).user.id;
      written(await updatePixel(db, advertiserId, request.params.retargeting_id, request.body));
      return load(advertiserId, request.params.retargeting_id);
    },
  });
};
