import {
  describeStates,
  envelope,
  listOf,
  PUB_MACHINE,
  PUB_STATUS_ACTIONS,
  ZONE_SORT_KEYS,
  zoneCreateBodySchema,
  zoneIdParamsSchema,
  zoneListQuerySchema,
  zoneSchema,
  zoneUpdateBodySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { text } from '../../lib/i18n.ts';
import { requireSession } from '../../plugins/auth.ts';
import { zoneCreateExamples, zoneUpdateExamples } from './examples.ts';
import { applyPubAction } from './pub-transition.ts';
import { findZone, insertZone, listZones } from './zone-repository.ts';

const access = ['publisher'] as const;
const tags = ['publisher'];

const TAG_NOTE =
  'Each zone answers with `tag`, the snippet for its format (pops, push, in-page push, native, calendar: a ' +
  'script of /serve/zone/{id}.js; banners and HTML tag: an iframe of /serve/zone/{id}.html sized to the zone; ' +
  'VAST and video: the URL /serve/vast/{id}.xml; direct link: /serve/link/{id}), on PUBLIC_URL. Classic push ' +
  'also has `service_worker`, the content of the site’s /sw.js. These addresses are fixed now, before the ' +
  'serving endpoints exist, so that tags pasted today stay valid. No user text goes into a tag.';

export const pubZoneRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const load = async (publisherId: number, id: number) => {
    const zone = await findZone(db, publisherId, id, publicUrl);
    if (!zone) throw notFound();
    return { ext: zone };
  };

  app.get('/api/v1/pub/zones', {
    config: { access },
    schema: {
      tags,
      summary: 'The publisher’s zones, with their tags',
      description:
        `Sort by ${ZONE_SORT_KEYS.join(', ')} (default -created_at). Without \`status\` every zone but the archived ` +
        'ones. Filters: `site_id`, `ad_format` (codes, comma separated), `search` (name or id). ' +
        TAG_NOTE,
      querystring: zoneListQuerySchema,
      response: { 200: envelope(listOf(zoneSchema)) },
    },
    handler: async (request) => ({
      ext: await listZones(db, requireSession(request).user.id, request.query, publicUrl),
    }),
  });

  app.get('/api/v1/pub/zones/:zone_id', {
    config: { access },
    schema: {
      tags,
      summary: 'One zone, with its tag',
      description: TAG_NOTE,
      params: zoneIdParamsSchema,
      response: { 200: envelope(zoneSchema) },
    },
    handler: async (request) => load(requireSession(request).user.id, request.params.zone_id),
  });

  app.post('/api/v1/pub/zones', {
    config: { access, examples: zoneCreateExamples },
    schema: {
      tags,
      summary: 'Add a zone to a site',
      description:
        '`site_id` must be one of the caller’s sites that is not archived (else 400 naming `site_id`; a stopped ' +
        'site takes zones). `ad_format` is a code of /resources/ad_formats. Size: a banner zone is its format’s ' +
        'size (filled in; a different one is refused), an HTML tag zone needs `width` and `height` (1 to 2000 px), ' +
        'other formats take none. A new zone is active. ' +
        TAG_NOTE,
      body: zoneCreateBodySchema,
      response: { 201: envelope(zoneSchema) },
    },
    handler: async (request, reply) => {
      const zone = await insertZone(db, requireSession(request).user.id, request.body, publicUrl);
      if (!zone) throw fieldError('site_id', text('validation.pubSite'));
      return reply.status(201).send({ ext: zone });
    },
  });

  app.put('/api/v1/pub/zones/:zone_id', {
    config: { access, examples: zoneUpdateExamples },
    schema: {
      tags,
      summary: 'Rename a zone',
      description:
        'Only the name changes: site, format and size are fixed at creation because the pasted tag was made ' +
        'for them (another format is another zone). An archived zone cannot change: 409.',
      params: zoneIdParamsSchema,
      body: zoneUpdateBodySchema,
      response: { 200: envelope(zoneSchema) },
    },
    handler: async (request) => {
      const publisherId = requireSession(request).user.id;
      await applyPubAction(db, 'zone', publisherId, request.params.zone_id, 'edit', {
        name: request.body.name,
      });
      return load(publisherId, request.params.zone_id);
    },
  });

  for (const action of PUB_STATUS_ACTIONS) {
    app.put(`/api/v1/pub/zones/:zone_id/status/${action}`, {
      config: { access },
      schema: {
        tags,
        summary: `${action[0]?.toUpperCase()}${action.slice(1)} a zone`,
        description:
          `Allowed from ${describeStates(PUB_MACHINE.allowedFrom(action))}; leads to ${PUB_MACHINE.table[action].to}. ` +
          'From any other state: 409 INVALID_TRANSITION naming the states that allow it. Archive is final. ' +
          'A zone serves only while both it and its site are active.',
        params: zoneIdParamsSchema,
        response: { 200: envelope(zoneSchema) },
      },
      handler: async (request) => {
        const publisherId = requireSession(request).user.id;
        await applyPubAction(db, 'zone', publisherId, request.params.zone_id, action);
        return load(publisherId, request.params.zone_id);
      },
    });
  }
};
