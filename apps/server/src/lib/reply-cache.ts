import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type KeptAnswer, keptAnswer, sendKept } from './kept-answer.ts';

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
  readonly #entries = new Map<string, KeptAnswer>();

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
      cached = keptAnswer(JSON.stringify(schema.parse(await build())));
      this.#entries.set(key, cached);
      if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    sendKept(request, reply, cached, language !== undefined);
  }

  get size() {
    return this.#entries.size;
  }
}
