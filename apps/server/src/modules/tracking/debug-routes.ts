import {
  envelope,
  POSTBACK_LOG_SIZE,
  postbackDebugSchema,
  postbackIdParamsSchema,
  postbackTestBodySchema,
  postbackTestResultSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { receivedCalls, recentClick } from './debug-repository.ts';
import { previewOf, sendTestConversion, type Tracker } from './debug-test.ts';
import { postbackTestExamples } from './postback-examples.ts';
import { findPostback } from './postback-repository.ts';
import type { Signer } from './signing.ts';

const access = ['advertiser'] as const;
const tags = ['tracking'];

export const postbackDebugRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicUrl: string;
  signer: Signer;
}> = async (app, { db, publicUrl, signer }) => {
  const tracker: Tracker = { app, db, signer, publicUrl };
  /** The goal and the advertiser's latest click within its window, if any. */
  const goalAndClick = async (advertiserId: number, id: number) => {
    const found = await findPostback(db, advertiserId, id);
    if (!found) throw notFound();
    return { goal: found.row, click: await recentClick(db, advertiserId, found.row.windowDays) };
  };

  app.get('/api/v1/postbacks/:postback_id/debug', {
    config: { access },
    schema: {
      tags,
      summary: 'The postback debugger: a macro preview and the calls received',
      description:
        '`preview` is the postback URL the advertiser’s tracker would call for its most recent click within ' +
        'the goal’s conversion window (`{payout}` filled with the default payout, or 1 without one); null ' +
        `without such a click. \`received\` lists the last ${POSTBACK_LOG_SIZE} calls of the goal, newest first, ` +
        'counted or refused with the reason.',
      params: postbackIdParamsSchema,
      response: { 200: envelope(postbackDebugSchema) },
    },
    handler: async (request) => {
      const { goal, click } = await goalAndClick(requireSession(request).user.id, request.params.postback_id);
      return {
        ext: {
          preview: click ? previewOf(tracker, goal, click) : null,
          received: await receivedCalls(db, goal.id),
        },
      };
    },
  });

  app.post('/api/v1/postbacks/:postback_id/test', {
    config: { access, examples: postbackTestExamples },
    schema: {
      tags,
      summary: 'Send a test conversion',
      description:
        'Calls the goal’s real postback URL (GET /track/conversion) for the preview’s click, end to end, marked as ' +
        'a test: it counts and shows in the statistics and the log like any conversion, but never blocks a real ' +
        'conversion of the same click. `payout` is sent as given; null sends none; left out, the default payout ' +
        'is sent when the goal has one. The answer says what the endpoint answered and, when counted, where the ' +
        'conversion landed in the statistics. No click within the window: 409.',
      params: postbackIdParamsSchema,
      body: postbackTestBodySchema,
      response: { 200: envelope(postbackTestResultSchema) },
    },
    handler: async (request) => {
      const { goal, click } = await goalAndClick(requireSession(request).user.id, request.params.postback_id);
      if (!click) throw new HttpError(409, 'CONFLICT', 'errors.noRecentClick');
      return { ext: await sendTestConversion(tracker, goal, click, request.body.payout) };
    },
  });
};
