import {
  bulkStatusBodySchema,
  bulkStatusResponseSchema,
  CAMPAIGN_MACHINE,
  CAMPAIGN_STATUS_ACTIONS,
  campaignIdParamsSchema,
  campaignSchema,
  describeStates,
  envelope,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { campaignEtag } from './campaign-etag.ts';
import { bulkCampaignStatus, changeCampaignStatus } from './campaign-status.ts';
import { cloneCampaign } from './campaign-writer.ts';
import { bulkStatusExamples } from './examples.ts';

const access = ['advertiser'] as const;

const MACHINE_TABLE = CAMPAIGN_STATUS_ACTIONS.map(
  (a) => `\`${a}\`: ${describeStates(CAMPAIGN_MACHINE.allowedFrom(a))} → ${CAMPAIGN_MACHINE.table[a].to}`,
).join('; ');

export const campaignStatusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preSerialization', campaignEtag);
  for (const action of CAMPAIGN_STATUS_ACTIONS) {
    app.put(`/api/v1/campaigns/:campaign_id/status/${action}`, {
      config: { access },
      schema: {
        tags: ['campaigns'],
        summary: `${action[0]?.toUpperCase()}${action.slice(1)} a campaign`,
        description:
          `Allowed from ${describeStates(CAMPAIGN_MACHINE.allowedFrom(action))}; leads to ${CAMPAIGN_MACHINE.table[action].to}. ` +
          'From any other state: 409 INVALID_TRANSITION naming the states that allow it.' +
          (action === 'start'
            ? ' Starting also needs a creative that moderation approved and that is active (409 CONFLICT ' +
              'otherwise, saying whether none is approved yet or the approved ones are all paused): a ' +
              'campaign live with nothing to show would only look as if it ran.'
            : ''),
        params: campaignIdParamsSchema,
        response: { 200: envelope(campaignSchema) },
      },
      handler: async (request) => ({
        ext: await changeCampaignStatus(
          db,
          requireSession(request).user.id,
          request.params.campaign_id,
          action,
        ),
      }),
    });
  }

  app.put('/api/v1/campaigns/status', {
    config: { access, examples: bulkStatusExamples },
    schema: {
      tags: ['campaigns'],
      summary: 'One status action for up to 100 campaigns',
      description:
        `The state machine: ${MACHINE_TABLE}. Each id gets a line: changed, skipped (with the reason) or not_found ` +
        '(not a campaign of the caller’s). The call itself succeeds whatever the lines say. `start` skips a ' +
        'campaign with no approved, active creative, with the same sentence as the single call’s 409.',
      body: bulkStatusBodySchema,
      response: { 200: envelope(bulkStatusResponseSchema) },
    },
    handler: async (request) => ({
      ext: await bulkCampaignStatus(
        db,
        requireSession(request).user.id,
        request.body.ids,
        request.body.action,
        request.messages,
      ),
    }),
  });

  app.post('/api/v1/campaigns/:campaign_id/clone', {
    config: { access },
    schema: {
      tags: ['campaigns'],
      summary: 'Copy a campaign as a new draft',
      description:
        'Copies every setting, the creatives with their moderation verdicts and the protected zones. The copy is a draft named "<name> (copy)". ' +
        'Archived campaigns can be cloned too.',
      params: campaignIdParamsSchema,
      response: { 201: envelope(campaignSchema) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ ext: await cloneCampaign(db, requireSession(request).user.id, request.params.campaign_id) }),
  });
};
