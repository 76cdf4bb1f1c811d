import {
  envelope,
  MIN_FLOOR_REQUESTS,
  REACH_DAYS,
  reachEstimateSchema,
  reachQuerySchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { workdaySchedule } from '../examples.ts';
import { estimateReach } from './reach-estimate.ts';

export const reachEstimateExamples = [
  {
    ad_format: 'popunder',
    pricing_model: 'cpm',
    time_zone: 'America/New_York',
    schedule: workdaySchedule,
    targeting: {
      countries: { mode: 'include', values: ['US', 'CA'] },
      device_types: { mode: 'include', values: [2] },
      cities: { mode: 'include', values: [5128581] },
    },
  },
  { ad_format: 'native', pricing_model: 'cpc' },
];

/**
 * A POST although it changes nothing: the targeting it weighs is a campaign's whole targeting,
 * too long and nested for a query string, sent as the create call takes it.
 */
export const campaignReachRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/v1/campaigns/reach_estimate', {
    config: { access: ['advertiser'], examples: reachEstimateExamples },
    schema: {
      tags: ['campaigns'],
      summary: 'How many requests a day a campaign’s targeting would reach, and a bid range',
      description:
        `From the last ${REACH_DAYS} days of traffic up to the current hour: the requests of the ad format that the caller’s own SSP endpoints and guest tokens and the platform’s publisher zones received, ` +
        'and how many of them the targeting and the weekly schedule (in `time_zone`) let through. Nothing is saved; the body is the targeting part of a create call. ' +
        'Countries, regions, languages, devices, OS and browser families, connections and carriers are counted exactly; SSPs, endpoints, sites and zones as the share of the format’s requests they keep. ' +
        'What the statistics do not keep (cities, IP ranges, traffic categories, subscription age, retargeting, OS and browser versions) is named in `not_counted`, and the figure is then an upper bound. ' +
        `\`bid\` is the median and the 90th percentile of the floors of the format’s requests (of the targeted SSPs), from the caller’s own traffic, or the platform’s when the caller’s has fewer than ${MIN_FLOOR_REQUESTS} floors; ` +
        'per click or conversion it is that CPM at the format’s typical click rate (and 2 % conversions per click).',
      body: reachQuerySchema,
      response: { 200: envelope(reachEstimateSchema) },
    },
    handler: async (request) => ({
      ext: await estimateReach(db, requireSession(request).user.id, request.body),
    }),
  });
};
