import type { z } from 'zod';
import { ApiError, NETWORK_STATUS } from './api-error.ts';
import { getTokenStore } from './auth/token-store.ts';
import { i18n } from './i18n/i18n.ts';
import { signInSchemas } from './sign-in-schemas-on-demand.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, except a Blob (a File too), which is sent as it is, typed by its own type. */
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra request headers, such as If-Match for an edit that must not overwrite an unseen change. */
  headers?: Record<string, string>;
  /** Login answers 401 for wrong credentials: that is a form error, not an ended session. */
  skipUnauthorizedHandler?: boolean;
}

let unauthorizedHandler: () => void = () => {};

/** The app decides where a user whose session ended goes (the login page); the client only clears the token. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

function urlFor(path: string, query?: Record<string, string>): string {
  if (!query) return path;
  return `${path}?${new URLSearchParams(query).toString()}`;
}

interface Payload {
  contentType: string;
  data: BodyInit;
}

/**
 * A file goes up as the body itself (the image upload takes no multipart). A blob without a
 * type (some browsers leave it empty for unknown extensions) goes as octet-stream, which the
 * server accepts and then types by the content.
 */
function payloadFor(body: unknown): Payload | undefined {
  if (body === undefined) return undefined;
  if (body instanceof Blob) return { contentType: body.type || 'application/octet-stream', data: body };
  return { contentType: 'application/json', data: JSON.stringify(body) };
}

function headersFor(payload: Payload | undefined, extra: Record<string, string> = {}): Headers {
  // The server writes its messages and names in the panel's language, not the browser's.
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en',
  });
  if (payload) headers.set('Content-Type', payload.contentType);
  const token = getTokenStore().get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Reads the failure body; its schema comes on demand, so the first screen loads without zod. */
async function errorFrom(status: number, body: unknown): Promise<ApiError> {
  if (status >= 500) return new ApiError(`error #${status}`, { status });
  const schemas = await signInSchemas().catch(() => null);
  const parsed = schemas?.apiErrorSchema.safeParse(body);
  if (!parsed?.success) return new ApiError(`error #${status}`, { status });
  const { message, code, fields } = parsed.data;
  const text = status === 401 ? `${status}: ${message}` : message;
  return new ApiError(text, { status, code, fields: fields ?? {} });
}

async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
  const payload = payloadFor(options.body);
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersFor(payload, options.headers),
      body: payload?.data,
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request (the page moved on) is not a failure worth a message.
    if (options.signal?.aborted) throw error;
    throw new ApiError('error #network', { status: NETWORK_STATUS });
  }
  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !options.skipUnauthorizedHandler) {
      getTokenStore().clear();
      unauthorizedHandler();
    }
    throw await errorFrom(response.status, body);
  }
  return { status: response.status, body };
}

/**
 * Calls the panel's server (same origin) and returns the `ext` of the success envelope, parsed
 * with the contract's schema. Every failure is logged and rethrown as an ApiError (spec section 8).
 * The schema may still be on its way (`signInSchemas()`): it then loads while the call is out.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T | Promise<T>,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  try {
    const [{ status, body }, parser] = await Promise.all([send(path, options), schema]);
    // Success bodies are the `{ ext: data }` envelope of design.md.
    const ext = typeof body === 'object' && body !== null && 'ext' in body ? body.ext : undefined;
    const parsed = parser.safeParse(ext);
    if (!parsed.success) throw new ApiError(`error #${status}`, { status });
    return parsed.data;
  } catch (error) {
    if (!options.signal?.aborted) console.error(`${options.method ?? 'GET'} ${path} failed`, error);
    throw error;
  }
}
