import type { z } from 'zod';
import { ApiError, NETWORK_STATUS } from './api-error.ts';
import { getTokenStore } from './auth/token-store.ts';
import { requestLanguage } from './i18n/i18n.ts';
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
    'Accept-Language': requestLanguage(),
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

/** A GET sent ahead of the code that reads its answer (`sendAhead`), until that code takes it. */
interface CallAhead {
  /** Who asked and in which language: another token or language asks afresh. */
  asker: string;
  sentAt: number;
  response: Promise<Response>;
}

const callsAhead = new Map<string, CallAhead>();
/**
 * How long an answer sent ahead waits to be taken. The page that asked for it takes it as its
 * modules arrive, within a second or two; one left waiting longer (the page failed to load, the
 * visitor went elsewhere) is not handed to a later visit of the page.
 */
const AHEAD_MAX_AGE_MS = 10_000;

/** The same call whatever the order its query was written in. */
const aheadKey = (path: string, query: Record<string, string> = {}) =>
  urlFor(path, Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
const askerOf = (headers: Headers) => `${headers.get('Authorization')} ${headers.get('Accept-Language')}`;

/**
 * Sends a GET now, before the modules that read its answer (its schema, its query) have loaded;
 * the first `apiRequest` of the same call, with the same token and language, takes its answer
 * instead of asking again (issue 14: a page's first call leaves with the route, not with the
 * page's code). An answer nobody takes is dropped after AHEAD_MAX_AGE_MS.
 */
export function sendAhead(path: string, query?: Record<string, string>): void {
  const now = Date.now();
  for (const [key, call] of callsAhead) if (now - call.sentAt > AHEAD_MAX_AGE_MS) callsAhead.delete(key);
  const headers = headersFor(undefined);
  const response = fetch(urlFor(path, query), { headers });
  // A failure is the taker's to report, as if it had asked itself; untaken, it is nobody's.
  response.catch(() => undefined);
  callsAhead.set(aheadKey(path, query), { asker: askerOf(headers), sentAt: now, response });
}

/** Drops every call sent ahead and not taken (the web tests, between tests: they share modules). */
export function forgetCallsAhead(): void {
  callsAhead.clear();
}

/** The answer of the same call sent ahead, if there is one still fresh; it can be read once. */
function takeAhead(path: string, options: RequestOptions, headers: Headers): Promise<Response> | undefined {
  if ((options.method ?? 'GET') !== 'GET' || options.body !== undefined || options.headers) return undefined;
  const key = aheadKey(path, options.query);
  const call = callsAhead.get(key);
  if (!call) return undefined;
  callsAhead.delete(key);
  const fresh = Date.now() - call.sentAt <= AHEAD_MAX_AGE_MS;
  return fresh && call.asker === askerOf(headers) ? call.response : undefined;
}

async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
  const payload = payloadFor(options.body);
  const headers = headersFor(payload, options.headers);
  let response: Response;
  try {
    response = await (takeAhead(path, options, headers) ??
      fetch(urlFor(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: payload?.data,
        signal: options.signal,
      }));
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
