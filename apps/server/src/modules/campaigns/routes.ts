import {
  BID_MAP_MAX,
  CAMPAIGN_SORT_KEYS,
  campaignCreateSchema,
  campaignIdParamsSchema,
  campaignListItemSchema,
  campaignListQuerySchema,
  campaignSchema,
  campaignUpdateSchema,
  envelope,
  listOf,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { sendKept } from '../../lib/kept-answer.ts';
import { requireSession } from '../../plugins/auth.ts';
import { campaignEtag, readIfMatch } from './campaign-etag.ts';
import { CampaignListCache } from './campaign-list-cache.ts';
import { figureHours } from './campaign-list-figures.ts';
import { withStatsOf } from './campaign-list-statement.ts';
import { listCampaigns, loadCampaign } from './campaign-repository.ts';
import { createCampaign, updateCampaignSettings } from './campaign-writer.ts';
import { campaignDeliveryRoutes } from './delivery-route.ts';
import { campaignCreateExamples, campaignUpdateExamples } from './examples.ts';
import { watchListChanges } from './list-changes.ts';

const access = ['advertiser'] as const;

export const campaignRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.addHook('preSerialization', campaignEtag);
  // Lists are kept between the changes they may show (campaign-list-cache.ts, list-changes.ts).
  const changes = await watchListChanges(database);
  app.addHook('onClose', async () => {
    await changes?.close();
  });
  const lists = changes ? new CampaignListCache(changes) : null;
  await app.register(campaignDeliveryRoutes, { db });

  app.get('/api/v1/campaigns', {
    config: { access },
    schema: {
      tags: ['campaigns'],
      summary: 'The caller’s campaigns, a page at a time',
      description:
        `Sort by ${CAMPAIGN_SORT_KEYS.join(', ')} (\`-\` for descending; default \`-created_at\`). ` +
        'Archived campaigns are left out unless `status` names them. `group_id=0` lists campaigns outside every group. ' +
        '`search` matches any part of the name, or the id.',
      querystring: campaignListQuerySchema,
      response: { 200: envelope(listOf(campaignListItemSchema)) },
    },
    handler: async (request, reply) => {
      const advertiserId = requireSession(request).user.id;
      const q = request.query;
      if (!lists) return { ext: await listCampaigns(db, advertiserId, q) };
      const key = JSON.stringify([advertiserId, q, withStatsOf(q) ? figureHours(q) : null]);
      const answer = await lists.answer(advertiserId, key, async () =>
        reply.serialize({ ext: await listCampaigns(db, advertiserId, q) }),
      );
      return sendKept(request, reply, answer);
    },
  });

  app.get('/api/v1/campaigns/:campaign_id', {
    config: { access },
    schema: {
      tags: ['campaigns'],
      summary: 'One campaign with its targeting, bids, creatives and optimizer state',
      description:
        'A campaign of another advertiser is a 404, as one that does not exist. ' +
        'The answer carries `ETag: "<version>"` (a strong tag: the `version` of the body in quotes), which changes with every change of the campaign, ' +
        'its creatives, protected zones or group name. Send it back in `If-Match` on PUT to change only the version you saw; ' +
        '`If-None-Match` with it answers 304 without a body while nothing changed.',
      params: campaignIdParamsSchema,
      response: { 200: envelope(campaignSchema) },
    },
    handler: async (request) => {
      const campaign = await loadCampaign(db, requireSession(request).user.id, request.params.campaign_id);
      if (!campaign) throw notFound();
      return { ext: campaign };
    },
  });

  app.post('/api/v1/campaigns', {
    config: { access, examples: campaignCreateExamples },
    schema: {
      tags: ['campaigns'],
      summary: 'Create a campaign (a draft) with its creatives',
      description:
        'Required: name, ad_format, pricing_model, bid (USD), destination_url and at least one creative whose `type` is the family of the ad format. ' +
        'Everything else defaults to buying all traffic, always, without limits, in UTC. Images come from POST /api/v1/creatives/images. ' +
        "Targeting ids must be ids of the /resources lists ('Other', id 0, included where a list has it); each OS or browser version one of the OS or browser it is listed under; " +
        "when countries are included, targeted regions, cities and carriers must lie in one of them ('Other' fits any); " +
        'named carriers need cellular traffic, so connection types must not leave out the cellular one (id 2). An unknown id or a contradiction is a 400 naming its field. ' +
        '`targeting.retargeting` holds two lists at once, `include` and `exclude` (at most 50 each): ids of the caller’s retargeting pixels (GET /api/v1/retargeting) whose visitors to buy, or to leave out. ' +
        'An id that is not one of the caller’s pixels is a 400 on that list, whether it does not exist or is another advertiser’s; a pixel in both lists is a 400 on `targeting.retargeting.exclude`. ' +
        'The campaign starts as `draft`; creatives start `pending` moderation.',
      body: campaignCreateSchema,
      response: { 201: envelope(campaignSchema) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ ext: await createCampaign(db, requireSession(request).user.id, request.body) }),
  });

  app.put('/api/v1/campaigns/:campaign_id', {
    config: { access, examples: campaignUpdateExamples },
    schema: {
      tags: ['campaigns'],
      summary: 'Change a campaign’s settings',
      description:
        'Any subset of the create fields. `budget` and `targeting` merge into the stored ones (a field or a dimension at a time; `targeting.retargeting` replaces both its lists, one left out being empty); other fields replace. ' +
        'The result must pass every rule of a new campaign. `creatives` is the whole set: items with the `id` of one of this campaign’s creatives update it ' +
        '(new content goes back to `pending` moderation), items without `id` are added, creatives left out are removed. An archived campaign cannot be changed (409). ' +
        `\`bid_by_country\`, \`bid_by_site\` and \`bid_by_zone\` replace the stored lists and hold at most ${BID_MAP_MAX.country}, ${BID_MAP_MAX.site.toLocaleString('en')} and ${BID_MAP_MAX.zone.toLocaleString('en')} bids, the same totals the bid_by_* calls keep to. ` +
        'Concurrency: the change is made on the locked campaign, so a parallel call (a partial update, a status change) runs wholly before or after it and nothing is lost. ' +
        '`If-Match: "<version>"` (the ETag of GET, or the `version` of any answer that is the campaign) changes the campaign only if it is still at that version: ' +
        'otherwise nothing changes and the answer is 412 `VERSION_CONFLICT` whose `ETag` header is the current version. `If-Match: *` and no If-Match change it whatever its version. ' +
        'Weak tags (`W/"7"`) never match. The answer (200) carries the new version in `version` and in its `ETag`.',
      params: campaignIdParamsSchema,
      body: campaignUpdateSchema,
      response: { 200: envelope(campaignSchema) },
    },
    handler: async (request) => ({
      ext: await updateCampaignSettings(
        db,
        requireSession(request).user.id,
        request.params.campaign_id,
        request.body,
        readIfMatch(request),
      ),
    }),
  });
};
