import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { sqlState } from './sql-state.ts';

/** No password, token or one-time code ever reaches a log line. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'password',
    '*.password',
    'token',
    '*.token',
    'code',
  ],
  censor: '[redacted]',
};

/** Request URLs may carry an `at` code (the web app's address); it is replaced before logging. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]at=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}

/**
 * One log line per request, when it is answered: what was asked (through requestSerializer, so
 * codes in the address are redacted), the status and the time taken. Fastify's own pair of lines
 * (received, then completed) doubled the logging cost of every call. Routes that log at `warn`
 * (the bid endpoints) write none; errors are logged as Fastify logs them, with the request.
 */
export class OneLineLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

interface DatabaseErrorFields {
  name?: unknown;
  query?: unknown;
  cause?: unknown;
  stack?: unknown;
}

/** The frames of a stack without the message above them, which may hold values. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : '';

/**
 * Errors in log lines. A database error's message and detail carry the statement's parameters
 * and the offending values (an e-mail in a duplicate key, the text of a refused value), so it is
 * logged by what names the failure: its SQLSTATE, the statement with its $n placeholders, and the
 * constraint, table and column; never its parameters or message. Other errors log as pino does.
 */
export function errorSerializer(err: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const state = sqlState(err);
  const wrapper = err as DatabaseErrorFields;
  if (!state && wrapper.name !== 'DrizzleQueryError') return { ...pino.stdSerializers.err(err) };
  let cause: unknown = err;
  while (cause && typeof cause === 'object' && !(cause as { severity?: unknown }).severity) {
    cause = (cause as { cause?: unknown }).cause;
  }
  const pg = (cause ?? {}) as Record<string, unknown>;
  return {
    type: typeof wrapper.name === 'string' ? wrapper.name : 'Error',
    message: `database error ${state ?? 'without a SQLSTATE'}`,
    sqlState: state,
    query: typeof wrapper.query === 'string' ? wrapper.query : undefined,
    constraint: pg.constraint,
    table: pg.table,
    column: pg.column,
    stack: framesOf(wrapper.stack),
  };
}
