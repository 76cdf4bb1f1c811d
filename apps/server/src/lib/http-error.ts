import type { ErrorCode, MessageKey } from '@panel/contract';
import type { z } from 'zod';
import type { Text } from './i18n.ts';

/** An error with a status a person can act on; its message is a key of the contract's messages. */
export class HttpError extends Error {
  /** Response headers that belong to the answer, such as Retry-After on a 429. */
  headers: Record<string, string> = {};
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, unknown> = {},
    /** Messages by field, put in the request's language when the error is answered. */
    readonly fields?: Record<string, Text>,
  ) {
    super(messageKey);
  }
}

/** A request that failed its schema; carries zod's issues so the handler can name each field. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('validation failed');
  }
}

export const unauthorized = (key: MessageKey = 'errors.unauthorized') =>
  new HttpError(401, 'UNAUTHORIZED', key);
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'errors.forbidden');
export const notFound = () => new HttpError(404, 'NOT_FOUND', 'errors.notFound');

/** A 400 that names one field, for checks a schema cannot make (e.g. an unknown country). */
export const fieldError = (field: string, message: Text) =>
  new HttpError(400, 'VALIDATION_ERROR', 'errors.validation', {}, { [field]: message });

/** A 429 that says in minutes (message) and seconds (Retry-After) when to try again. */
export function rateLimited(key: MessageKey, retryAfterMs: number): HttpError {
  const error = new HttpError(429, 'RATE_LIMITED', key, { minutes: Math.ceil(retryAfterMs / 60_000) });
  error.headers['retry-after'] = String(Math.ceil(retryAfterMs / 1000));
  return error;
}
