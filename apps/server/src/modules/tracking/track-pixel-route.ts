import { apiErrorSchema } from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { recordPixelHit } from './pixel-record.ts';
import { setUidCookie, visitorUid } from './uid-cookie.ts';

/** The smallest transparent GIF: 1×1, 43 bytes. */
export const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);

const params = z.object({ token: z.string().describe('The pixel’s token, from its snippet') });
const NOTE =
  'Adds the visitor (the `uid` cookie, a random first-party id) to a site-visit pixel’s audience until its ' +
  'membership days have passed. No address, referrer or other personal data is kept. 404 for a token that ' +
  'names no site-visit pixel.';

/** The script of a pixel: requests the image with a cache-buster, so every visit is a hit. */
const script = (gifUrl: string) =>
  `(function(){var i=new Image(1,1);i.src=${JSON.stringify(gifUrl)}+"?r="+Math.random().toString(36).slice(2);})();\n`;

export const trackPixelRoute: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const hit = async (
    request: Parameters<typeof visitorUid>[0],
    reply: Parameters<typeof setUidCookie>[1],
    token: string,
  ) => {
    reply.header('cache-control', 'no-store');
    const visitor = visitorUid(request);
    if (!(await recordPixelHit(db, token, visitor.uid))) throw notFound();
    if (visitor.fresh) setUidCookie(request, reply, visitor.uid);
  };

  app.get('/track/pixel/:token.gif', {
    schema: {
      tags: ['tracking'],
      summary: 'Retargeting pixel, image (public)',
      description: NOTE,
      security: [],
      params,
      response: { 200: z.any().describe('image/gif, 1×1 transparent'), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      await hit(request, reply, request.params.token);
      return reply.type('image/gif').send(TRANSPARENT_GIF);
    },
  });

  app.get('/track/pixel/:token.js', {
    schema: {
      tags: ['tracking'],
      summary: 'Retargeting pixel, script (public)',
      description: `${NOTE} The script requests the image with a cache-buster.`,
      security: [],
      params,
      response: { 200: z.string().describe('application/javascript'), 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      await hit(request, reply, request.params.token);
      const gif = `${publicUrl}/track/pixel/${request.params.token}.gif`;
      return reply.type('application/javascript; charset=utf-8').send(script(gif));
    },
  });
};
