import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD } from '../plugins/compression.ts';

type Encoding = 'br' | 'gzip';
/** The compression plugin's order: brotli where the client takes both. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * A kept answer is compressed once, so harder than the plugin's on-the-fly quality 1: brotli
 * quality 5 makes the 29 kB country list 5.7 kB instead of 7.9 kB, in 0.4 ms. Quality 11 makes it
 * 4.3 kB but takes 20–40 ms per list, too long for the first ask of a free-text search.
 */
const COMPRESSORS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

interface Cached {
  body: Buffer;
  etag: string;
  /** Over COMPRESS_THRESHOLD bytes: sent compressed to a client that takes it. */
  large: boolean;
  /** The body in each encoding asked for so far (large bodies only). */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Answers that depend only on the release and the query (reference lists), kept serialized with
 * their ETag: a request for one already made costs a map lookup, and a revalidation
 * (`If-None-Match`) a 304 without building or hashing anything. The body is checked against the
 * route's response schema once, when it is made, as Fastify's serializer would check it. Least
 * recently used entries go first past `max` (free-text searches make many keys).
 *
 * A client that takes brotli or gzip (every browser) gets the kept compressed copy, made on the
 * first ask in that encoding, with `Content-Encoding` set, so the compression plugin passes it by:
 * measured on the country list (bench:api, PostgreSQL), 10,700 answers/s through the plugin (which
 * hashes the 29 kB body to find its copy) against 36,000 with the copy kept here. The ETag is the
 * body's, in any encoding, as the plugin keeps it for every other answer.
 *
 * The handler must `return reply` once this resolves: an async handler that resolves with nothing
 * while an async onSend hook (compression) is still at work gets an empty body sent.
 */
export class ReplyCache {
  readonly #entries = new Map<string, Cached>();

  constructor(private readonly max = 512) {}

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType,
    build: () => unknown | Promise<unknown>,
    /** For an answer in the request's language: its tag, and the answer varies by Accept-Language. */
    language?: string,
  ): Promise<void> {
    const key = language === undefined ? request.url : `${language} ${request.url}`;
    let cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
    } else {
      const body = Buffer.from(JSON.stringify(schema.parse(await build())));
      const etag = `"${createHash('sha1').update(body).digest('base64')}"`;
      cached = { body, etag, large: body.length > COMPRESS_THRESHOLD, encoded: {} };
      this.#entries.set(key, cached);
      if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    const { large } = cached;
    const vary = [
      ...(language === undefined ? [] : ['Accept-Language']),
      ...(large ? ['Accept-Encoding'] : []),
    ];
    if (vary.length > 0) reply.header('vary', vary.join(', '));
    reply.header('etag', cached.etag);
    const asked = request.headers['if-none-match'];
    if (asked === cached.etag || asked === `W/${cached.etag}`) return void reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    // As the plugin reads it: `*` and `x-gzip` stand for gzip.
    const encoding =
      large && accepted ? negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) : null;
    if (!encoding) return void reply.send(cached.body);
    cached.encoded[encoding] ??= COMPRESSORS[encoding](cached.body);
    reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
  }

  get size() {
    return this.#entries.size;
  }
}
