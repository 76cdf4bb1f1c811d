import {
  campaignIdParamsSchema,
  DELIVERY_DROP_STAGES,
  DELIVERY_WINDOW_MINUTES,
  deliveryReportSchema,
  envelope,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { deliveryReport } from './delivery-report.ts';

const access = ['advertiser'] as const;

/** "Why am I not getting traffic?": where the bidder refused the campaign's requests lately. */
export const campaignDeliveryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/campaigns/:campaign_id/delivery', {
    config: { access },
    schema: {
      tags: ['campaigns'],
      summary: 'The campaign’s delivery funnel of the last hour, and what to change',
      description:
        `The bid requests that reached the campaign in the last ${DELIVERY_WINDOW_MINUTES} minutes (\`from\` is the start of the first minute, \`to\` now), ` +
        'and the first stage of its filters that refused each one, in the order the bidder checks them: ' +
        `${DELIVERY_DROP_STAGES.join(', ')}. The rest were bid, and then won and shown; \`requests\` is the sum of every \`dropped\` and \`bids\`. ` +
        'Bidders add their counts every few seconds, so the last seconds may not show yet. ' +
        'Prices are USD per thousand impressions: `winning_price` is the range of the prices that beat the campaign, `floor_price` that of the floors its bid was below. ' +
        '`advice` is the one change that would help most: the campaign’s status when it is not active; when no request reached it, its ads or its traffic; ' +
        'else the stage (other than `format`, which is not a filter) that refused the most requests, with the bid to make for `floor` and `lost`; ' +
        '`format` only when nothing else refused anything; null when nothing did. `message` is a message key and `text` its text in the request’s language (Accept-Language, else the profile’s, else English). ' +
        'A campaign of another advertiser is a 404, as one that does not exist.',
      params: campaignIdParamsSchema,
      response: { 200: envelope(deliveryReportSchema) },
    },
    handler: async (request) => {
      const report = await deliveryReport(
        db,
        requireSession(request).user.id,
        request.params.campaign_id,
        Date.now(),
        request.messages,
      );
      if (!report) throw notFound();
      return { ext: report };
    },
  });
};
