import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A JSON answer written once and sent again as it is (a reference list, a report page while its
 * statistics stay the same): its bytes, its ETag, and its compressed copies, each made on the
 * first ask in that encoding.
 */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly etag: string;
  /** COMPRESS_THRESHOLD bytes or more: sent compressed to a client that takes it, as the plugin does. */
  readonly large: boolean;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

/** Keeps a serialized JSON answer; its ETag is the one @fastify/etag would make (SHA-1, base64). */
export function keptAnswer(json: string | Buffer | ArrayBuffer): KeptAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
  const etag = `"${createHash('sha1').update(body).digest('base64')}"`;
  return { body, etag, large: body.length >= COMPRESS_THRESHOLD, encoded: {} };
}

/**
 * Sends a kept answer: a 304 on a matching `If-None-Match`, else the body in the encoding the
 * client takes, with `Content-Encoding` and `Vary` set, so neither the ETag plugin nor the
 * compression plugin hashes or compresses it again (each hashed the whole body per answer: on a
 * 30 kB report, 14 % of its CPU). `varyLanguage`: the answer is in the request's language.
 * The handler must return the reply this gives.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswer,
  varyLanguage = false,
): FastifyReply {
  const vary = [...(varyLanguage ? ['Accept-Language'] : []), ...(kept.large ? ['Accept-Encoding'] : [])];
  if (vary.length > 0) reply.header('vary', vary.join(', '));
  reply.header('etag', kept.etag);
  const asked = request.headers['if-none-match'];
  if (asked === kept.etag || asked === `W/${kept.etag}`) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // `X-No-Compression` asks for the body as it is, as the plugin honours it.
  const accepted =
    request.headers['x-no-compression'] === undefined ? request.headers['accept-encoding'] : undefined;
  // As the plugin reads it: `*` and `x-gzip` stand for gzip.
  const encoding =
    kept.large && accepted
      ? negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS)
      : null;
  if (!encoding) return reply.send(kept.body);
  kept.encoded[encoding] ??= COMPRESSORS[encoding](kept.body);
  return reply.header('content-encoding', encoding).send(kept.encoded[encoding]);
}
