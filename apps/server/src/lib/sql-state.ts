import type { ErrorCode, MessageKey } from '@panel/contract';

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The SQLSTATE of a database error, however it arrives: bare from node-postgres or PGlite, or
 * as the `cause` of Drizzle's query error (possibly wrapped again by a transaction).
 */
export function sqlState(err: unknown): string | undefined {
  let current = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    // Node's own errors carry five-letter codes too (EPIPE); only PostgreSQL's have a severity.
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface DatabaseRefusal {
  sqlState: string;
  status: 400 | 409;
  code: ErrorCode;
  message: MessageKey;
}

/**
 * Database errors a client can cause, as the 4xx they deserve. Class 22 (data exception: NUL
 * in text, a number or date out of range, invalid text for a type) means a value got past the
 * schemas; it is the client's value, so a 400, and worth a warning to close the gap. A unique
 * or foreign-key violation that slips past a check is two requests racing (the same e-mail
 * twice, a group deleted while a campaign joins it): a 409, try again. Anything else stays a
 * 500. The SQL and its parameters never reach the response.
 */
export function databaseRefusal(err: unknown): DatabaseRefusal | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  if (state.startsWith('22'))
    return { sqlState: state, status: 400, code: 'BAD_REQUEST', message: 'errors.invalidValue' };
  if (state === '23505' || state === '23503')
    return { sqlState: state, status: 409, code: 'CONFLICT', message: 'errors.conflict' };
  return undefined;
}
