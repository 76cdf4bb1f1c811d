import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

interface Cached {
  body: string;
  etag: string;
}

/**
 * Answers that depend only on the release and the query (reference lists), kept serialized with
 * their ETag: a request for one already made costs a map lookup, and a revalidation
 * (`If-None-Match`) a 304 without building or hashing anything. The body is checked against the
 * route's response schema once, when it is made, as Fastify's serializer would check it. Least
 * recently used entries go first past `max` (free-text searches make many keys).
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
    if (language !== undefined) reply.header('vary', 'Accept-Language');
    let cached = this.#entries.get(key);
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
    } else {
      const body = JSON.stringify(schema.parse(await build()));
      cached = { body, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
      this.#entries.set(key, cached);
      if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    reply.header('etag', cached.etag);
    const asked = request.headers['if-none-match'];
    if (asked === cached.etag || asked === `W/${cached.etag}`) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(cached.body);
  }

  get size() {
    return this.#entries.size;
  }
}
