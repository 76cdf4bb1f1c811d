import type { ErrorCode } from '@panel/contract';

/** Status of a call that never got an HTTP answer (offline, DNS, CORS, aborted). */
export const NETWORK_STATUS = 0;

/**
 * A failed server call. `message` follows spec section 8 so that `loginErrorMessage` can read it:
 * `401: <server message>` for 401, `error #<status>` (or `error #network`) when the server gave
 * nothing usable, and the server's own message otherwise.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fields: Record<string, string>;

  constructor(
    message: string,
    {
      status,
      code = null,
      fields = {},
    }: { status: number; code?: ErrorCode | null; fields?: Record<string, string> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
