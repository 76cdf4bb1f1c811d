import {
  campaignIdParamsSchema,
  campaignSchema,
  campaignSspZoneParamsSchema,
  envelope,
  PROTECTED_ZONES_MAX,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { campaignEtag } from './campaign-etag.ts';
import { protectZone, resetOptimizer } from './optimizer-settings.ts';

const access = ['advertiser'] as const;
const tags = ['traffic optimizer'];
const response = { 200: envelope(campaignSchema) };

/**
 * The traffic optimizer blacklists zones that break the advertiser's rules (spend without
 * conversions, low CTR). A protected zone is never blacklisted by it, whatever its numbers;
 * a reset makes it forget what it learned before now. Zones are named per SSP, since two SSPs
 * may use the same zone id.
 */
export const campaignOptimizerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preSerialization', campaignEtag);
  for (const protect of [true, false]) {
    app.put(
      `/api/v1/campaigns/:campaign_id/ssp/:ssp_id/zone/:zone_id/traffic_optimizer/${protect ? 'protect' : 'unprotect'}`,
      {
        config: { access },
        schema: {
          tags,
          summary: protect
            ? 'Protect a zone from the traffic optimizer'
            : 'Let the traffic optimizer judge a zone again',
          description: protect
            ? `A protected zone is never blacklisted by the optimizer. Protecting one twice changes nothing. A campaign protects at most ${PROTECTED_ZONES_MAX.toLocaleString('en')} zones over all SSPs: one more is a 409 that says the cap and the current count.`
            : 'Unprotecting a zone that is not protected changes nothing.',
          params: campaignSspZoneParamsSchema,
          response,
        },
        handler: async (request) => {
          const { campaign_id, ssp_id, zone_id } = request.params;
          return {
            ext: await protectZone(
              db,
              requireSession(request).user.id,
              campaign_id,
              { sspId: ssp_id, zoneId: zone_id },
              protect,
            ),
          };
        },
      },
    );
  }

  app.put('/api/v1/campaigns/:campaign_id/traffic_optimizer/reset', {
    config: { access },
    schema: {
      tags,
      summary: 'Make the traffic optimizer start learning afresh',
      description:
        'Sets `traffic_optimizer.reset_at` to now: the optimizer judges zones only on traffic after it. Protected zones stay protected.',
      params: campaignIdParamsSchema,
      response,
    },
    handler: async (request) => ({
      ext: await resetOptimizer(db, requireSession(request).user.id, request.params.campaign_id),
    }),
  });
};
