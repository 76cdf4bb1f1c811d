import {
  envelope,
  IMAGE_MAX_BYTES,
  IMAGE_MIMES,
  IMAGE_QUOTA,
  IMAGE_UNUSED_HOURS,
  uploadedImageSchema,
} from '@panel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireSession } from '../../plugins/auth.ts';
import { MIME_BY_EXT, readImage, STORED_NAME, storeImage } from './image-store.ts';

const CONTENT_TYPES = [...IMAGE_MIMES, 'application/octet-stream'];

/**
 * Creative images. The upload is the file itself as the body (what `fetch(url, { body: file })`
 * sends), not multipart: one file per call needs no form parsing. The parser lives inside this
 * plugin, so no other route accepts binary bodies.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  app.addContentTypeParser(
    CONTENT_TYPES,
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/v1/creatives/images', {
    config: { access: ['advertiser'] },
    bodyLimit: IMAGE_MAX_BYTES,
    schema: {
      tags: ['creatives'],
      summary: 'Upload a creative image (PNG, JPEG, GIF or WebP, at most 2 MB)',
      description:
        'Send the file as the body. Its type is read from its content, not its name or Content-Type: anything else is a 415. ' +
        'Larger than 2 MB is a 413. The answer’s `url` is what a creative’s `image_url` or `icon_url` takes; the same file uploaded twice gives the same `id`. ' +
        `An account stores at most ${IMAGE_QUOTA.images.toLocaleString('en')} images and ${IMAGE_QUOTA.bytes / 1024 / 1024} MB; the same file counts once however often it is sent. ` +
        'An upload past either is a 409 that says what the account stores. ' +
        `An image that none of the account’s creatives uses is deleted ${IMAGE_UNUSED_HOURS} hours after its last upload (a sweep runs hourly), which is how space is freed: ` +
        'so save the creative that uses an image within that time.',
      consumes: CONTENT_TYPES,
      body: z
        .custom<Buffer>((v) => Buffer.isBuffer(v))
        .meta({ type: 'string', format: 'binary', description: 'The image file' }),
      response: { 201: envelope(uploadedImageSchema) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ ext: await storeImage(db, uploadsDir, request.body, requireSession(request).user.id) }),
  });

  app.get('/uploads/:file', {
    schema: {
      tags: ['creatives'],
      summary: 'An uploaded image, with its type',
      description:
        'Public, since ads are shown to anyone; names are content hashes, so a file never changes and is cached for a year.',
      params: z.object({ file: z.string().regex(STORED_NAME, 'validation.invalid') }),
    },
    handler: async (request, reply) => {
      const { file } = request.params;
      const content = await readImage(uploadsDir, file);
      if (!content) throw notFound();
      return (
        reply
          .type(MIME_BY_EXT[file.split('.')[1] ?? ''] ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // Ads are shown on publishers' pages: other origins must be able to load the image.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(content)
      );
    },
  });
};
