import { createHash } from 'node:crypto';
import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { Lru } from '../lib/lru.ts';

/** Answers smaller than this go as they are: a compressed header and frame would cost more. */
export const COMPRESS_THRESHOLD = 1024;
/** Answers up to this size are compressed in one call on the event loop; larger ones stream. */
export const SYNC_LIMIT = 128 * 1024;

/**
 * API answers over ~1 kB compressed on the fly (issue 14), brotli or gzip as the client accepts,
 * with `Vary: Accept-Encoding`. The web's files are compressed at build time and served as they
 * are (plugins/web.ts). Registered after the ETag plugin, so a tag is made from the body,
 * whichever encoding it travels in.
 *
 * Brotli at quality 1, in one call for answers up to SYNC_LIMIT (issue 16). Measured on a 37 kB
 * 90-day report with autocannon asking for br: quality 4 through the library's stream path
 * about 1,800 answers/s, quality 1 in one call about 5,000, for the same size (11.0 kB: a
 * report is mostly digits); on text-like JSON quality 1 is 8–16 % larger than quality 4, about
 * gzip's size at a quarter of its time. A stream moves the work to the thread pool, but on two
 * cores that only adds chunked writes and hand-offs. Up to SYNC_LIMIT the event loop waits about
 * 0.3 ms (brotli) or 1 ms (gzip, for the rare client without brotli); larger answers stream.
 *
 * Request bodies are not decompressed here: the bid endpoint reads gzip itself, within its body
 * limit (bidder/gzip-body.ts), and no other route takes a compressed body.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    // Node's zlib, with its one-call compressors remembering what they made (CompressedCopies).
    zlib: {
      ...zlib,
      brotliCompressSync: new CompressedCopies(zlib.brotliCompressSync).compress,
      gzipSync: new CompressedCopies(zlib.gzipSync).compress,
    },
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_LIMIT,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}

type Compress = (buffer: Buffer, options?: zlib.BrotliOptions & zlib.ZlibOptions) => Buffer;

/**
 * The compressed copy of an answer sent again with the same bytes (a report polled while its
 * statistics stay the same, a list, a reference list), kept by the SHA-256 of those bytes:
 * hashing costs about a twentieth of compressing (a kept 90-day report spent 43 % of its CPU
 * in brotli). At most `maxBytes` of copies per encoding, the least recently sent going first.
 * The options are the plugin's own, the same for every call, so the bytes alone are the key.
 */
export class CompressedCopies {
  readonly #copies: Lru<string, Buffer>;

  constructor(
    private readonly compressor: Compress,
    maxBytes = 16 * 1024 * 1024,
  ) {
    this.#copies = new Lru(maxBytes);
  }

  readonly compress: Compress = (buffer, options) => {
    const key = createHash('sha256').update(buffer).digest('base64');
    const kept = this.#copies.get(key);
    if (kept) return kept;
    // Node may hand back a view of a larger output buffer: keep a copy of exactly this size, so
    // the budget counts what is held.
    const out = this.compressor(buffer, options);
    const made = Buffer.allocUnsafeSlow(out.length);
    out.copy(made);
    this.#copies.set(key, made, made.length);
    return made;
  };

  /** How many copies are kept (for tests). */
  get size(): number {
    return this.#copies.size;
  }
}
