import {
  DSP_ENDPOINTS,
  DSP_LIST,
  dspEndpointListQuerySchema,
  dspEndpointSchema,
  envelope,
  listOf,
  pubDspSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireSession } from '../../plugins/auth.ts';
import { liveZoneFormats } from './zone-repository.ts';

const access = ['publisher'] as const;
const tags = ['publisher'];

/** The demand side as a publisher sees it: read-only, from the contract's lists. */
export const pubDspRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v1/pub/dsp', {
    config: { access },
    schema: {
      tags,
      summary: 'The DSPs that buy publishers’ traffic',
      description:
        'Every DSP the platform sells publisher traffic to (the panel’s own advertisers first), with the ad ' +
        'formats it buys and `your_formats`: which of the formats of the caller’s zones (not archived) it buys. ' +
        'All DSPs are listed, not only those buying from the caller today, so a new publisher sees the demand ' +
        'before making a zone.',
      response: { 200: envelope(z.array(pubDspSchema)) },
    },
    handler: async (request) => {
      const formats = await liveZoneFormats(db, requireSession(request).user.id);
      return {
        ext: DSP_LIST.map((dsp) => ({ ...dsp, your_formats: dsp.ad_formats.filter((f) => formats.has(f)) })),
      };
    },
  });

  app.get('/api/v1/pub/dsp_endpoints', {
    config: { access },
    schema: {
      tags,
      summary: 'The DSP endpoints the publisher’s traffic is sold through',
      description:
        'Where each DSP takes bid requests for publishers’ traffic: its protocol, the ad formats and countries ' +
        '(empty: all) it buys there and the most requests per second it takes. Read-only: the operator connects ' +
        'DSPs. By id; `dsp_id` keeps one DSP’s endpoints (an unknown DSP: an empty list).',
      querystring: dspEndpointListQuerySchema,
      response: { 200: envelope(listOf(dspEndpointSchema)) },
    },
    handler: async (request) => {
      const { page, per_page, dsp_id } = request.query;
      const all = DSP_ENDPOINTS.filter((e) => dsp_id === undefined || e.dsp_id === dsp_id);
      return { ext: { items: all.slice((page - 1) * per_page, page * per_page), total: all.length } };
    },
  });
};
