import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a compressed header and frame would cost more. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * API answers over ~1 kB compressed on the fly (issue 14), brotli or gzip as the client accepts,
 * with `Vary: Accept-Encoding`. Brotli at quality 4: close to gzip's speed and still smaller
 * (quality 11, the library's default, costs tens of milliseconds on a large report). The web's
 * files are compressed at build time and served as they are (plugins/web.ts). Registered after
 * the ETag plugin, so a tag is made from the body, whichever encoding it travels in.
 *
 * Request bodies are not decompressed here: the bid endpoint reads gzip itself, within its body
 * limit (bidder/gzip-body.ts), and no other route takes a compressed body.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
