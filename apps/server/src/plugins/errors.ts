import {
  type ApiErrorBody,
  type ErrorCode,
  issuesToFields,
  type MessageCatalog,
  type MessageKey,
  translateMessage,
} from '@panel/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, RequestValidationError } from '../lib/http-error.ts';
import { catalogFor, renderFields } from '../lib/i18n.ts';
import { databaseRefusal } from '../lib/sql-state.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The messages of the request's language: its Accept-Language, else the signed-in user's
     * profile language, else English (lib/i18n.ts). Worked out when first asked for.
     */
    readonly messages: MessageCatalog;
  }
}

/** Adds `request.messages`; a getter, so a request that sends no message pays nothing. */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('messages', {
    getter(this: FastifyRequest) {
      return catalogFor(this.headers['accept-language'], this.session?.user.language ?? null);
    },
  });
}

const BY_STATUS: Record<number, [ErrorCode, MessageKey]> = {
  400: ['BAD_REQUEST', 'errors.badRequest'],
  401: ['UNAUTHORIZED', 'errors.unauthorized'],
  403: ['FORBIDDEN', 'errors.forbidden'],
  404: ['NOT_FOUND', 'errors.notFound'],
  408: ['TIMEOUT', 'errors.timeout'],
  413: ['PAYLOAD_TOO_LARGE', 'errors.payloadTooLarge'],
  414: ['BAD_REQUEST', 'errors.uriTooLong'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'errors.badRequest'],
  429: ['RATE_LIMITED', 'errors.tooManyRequests'],
};

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return fields ? { error: true, message, code, fields } : { error: true, message, code };
}

/**
 * Fastify's own errors by their status. Also Fastify's `frameworkErrors` option: the router
 * refuses a path that is not valid percent-encoded UTF-8, or whose parameter is longer than
 * it keeps, before any route or error handler runs; those get the same shape, and the path is
 * not echoed back.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  const known = BY_STATUS[status];
  if (status < 500 && known) {
    request.log.info({ code: err.code }, 'request refused');
    return reply.status(status).send(body(known[0], translateMessage(known[1], {}, request.messages)));
  }
  request.log.error({ err }, 'unhandled error');
  return reply.status(500).send(body('INTERNAL', translateMessage('errors.internal', {}, request.messages)));
}

/**
 * The one error handler (design.md): the real message for a 4xx, nothing internal for a 5xx.
 * Framework errors (bad JSON, body too large, timeouts) get the same shape as ours.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  spaFallback: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
) {
  app.setErrorHandler((err: FastifyError | HttpError | RequestValidationError, request, reply) => {
    if (err instanceof RequestValidationError) {
      const catalog = request.messages;
      const fields = issuesToFields(err.issues, (key, params) => translateMessage(key, params, catalog));
      return reply
        .status(400)
        .send(body('VALIDATION_ERROR', translateMessage('errors.validation', {}, catalog), fields));
    }
    if (err instanceof HttpError) {
      return reply
        .status(err.status)
        .headers(err.headers)
        .send(
          body(
            err.code,
            translateMessage(err.messageKey, err.params, request.messages),
            renderFields(err.fields, request.messages),
          ),
        );
    }
    const refusal = databaseRefusal(err);
    if (refusal) {
      request.log.warn({ sqlState: refusal.sqlState }, 'database refused the request');
      return reply
        .status(refusal.status)
        .send(body(refusal.code, translateMessage(refusal.message, {}, request.messages)));
    }
    return frameworkErrors(err, request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback?.(request, reply)) return reply;
    return reply
      .status(404)
      .send(body('NOT_FOUND', translateMessage('errors.routeNotFound', {}, request.messages)));
  });
}
