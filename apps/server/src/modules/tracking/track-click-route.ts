import { apiErrorSchema } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { decodeClickLink } from './click-link.ts';
import { recordClick } from './click-record.ts';
import type { Signer } from './signing.ts';
import { setUidCookie, visitorUid } from './uid-cookie.ts';

const linkRefused = () => new HttpError(404, 'NOT_FOUND', 'errors.clickLink');

const DESCRIPTION =
  'The address of an ad: counts the click and answers 302 to the campaign’s destination URL with its macros ' +
  'filled ({click_id} and the others of the campaign editor). The link is signed and names the campaign and the ' +
  'traffic the ad was shown on; the destination always comes from the campaign, never from the request. A link ' +
  'that is altered, not ours, older than 7 days or whose campaign is gone is a 404 and redirects nowhere. Sets ' +
  'the `uid` cookie (a random first-party id) for the advertiser’s click audiences.';

export const trackClickRoute: FastifyPluginAsyncZod<{ db: Db; signer: Signer }> = async (
  app,
  { db, signer },
) => {
  app.get('/track/click/:link', {
    schema: {
      tags: ['tracking'],
      summary: 'Ad click (public)',
      description: DESCRIPTION,
      security: [],
      params: z.object({ link: z.string().describe('The signed link the ad was served with') }),
      response: {
        302: z.null().describe('To the campaign’s destination, macros filled'),
        404: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const decoded = decodeClickLink(signer, request.params.link);
      if ('refused' in decoded) throw linkRefused();
      const visitor = visitorUid(request);
      const click = await recordClick(db, signer, decoded.context, visitor.uid);
      if (!click) throw linkRefused();
      if (visitor.fresh) setUidCookie(request, reply, visitor.uid);
      return reply.redirect(click.location, 302);
    },
  });
};
