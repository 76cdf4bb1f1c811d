import { DRAWN_PAGE, DRAWN_PAGE_COOKIES, DRAWN_STATE_ID, isTimeZone } from '@panel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageDrawer } from './page-drawer.ts';

/** A cookie header's pairs; a value that is not valid percent-encoding is left out. */
export function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = pair.slice(0, equals).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(equals + 1).trim()));
    } catch {
      // Not percent-encoding as the web app writes it: no such cookie.
    }
  }
  return cookies;
}

/**
 * JSON inside a script block of the page: `<` written as its escape, so no value (a campaign's
 * name) can close the block; the browser reads the same JSON back.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A successful answer's `ext`, read through the server's own route as the visitor; else null. */
async function extOf(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  call: { method: 'GET' | 'POST'; url: string },
): Promise<unknown> {
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: request.ip,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': 'en' },
  });
  if (answer.statusCode !== 200) return null;
  const body = answer.json() as { ext?: unknown };
  return body.ext ?? null;
}

/**
 * The page at the request's address drawn with its data for the session of its cookie
 * (contract drawn-page.ts), as the root element and the state script that go into the template;
 * null when it is not drawn so (no cookie, a session the server refuses, a user whose panel is
 * not in English, a page that is not drawn by the server, a call that fails). The data is read
 * through the API's own routes with the session's token, so it is exactly what the page would
 * have asked for, within the same rules and scopes.
 */
export async function drawnRoot(
  app: FastifyInstance,
  drawer: PageDrawer,
  request: FastifyRequest,
): Promise<string | null> {
  const cookies = cookiesOf(request.headers.cookie);
  const token = cookies.get(DRAWN_PAGE_COOKIES.session);
  const tz = cookies.get(DRAWN_PAGE_COOKIES.timeZone);
  // A path, never `//host…`, which the page's module would read as another address.
  if (!request.url.startsWith('/') || request.url.startsWith('//')) return null;
  if (!token || !tz || !isTimeZone(tz) || !drawer.ready) return null;
  const calls = await drawer.calls(request.url, tz);
  if (!calls) return null;
  // The user and the page's calls at once: each route checks the token itself.
  const [user, ...answers] = await Promise.all([
    extOf(app, request, token, { method: 'POST', url: '/auth/user' }) as Promise<{
      language?: unknown;
    } | null>,
    ...calls.map((call) => {
      const query = new URLSearchParams(call.query).toString();
      return extOf(app, request, token, { method: 'GET', url: query ? `${call.path}?${query}` : call.path });
    }),
  ]);
  // A user whose profile names another language sees the panel in it: the app draws that.
  if (!user || (user.language !== null && user.language !== undefined && user.language !== 'en')) return null;
  if (answers.some((answer) => answer === null)) return null;
  const drawn = await drawer.draw({ address: request.url, tz, user, answers, at: Date.now() });
  if (!drawn) return null;
  return (
    `<div id="root" data-drawn="${DRAWN_PAGE}">${drawn.markup}</div>` +
    `<script type="application/json" id="${DRAWN_STATE_ID}">${scriptJson(drawn.state)}</script>`
  );
}

/**
 * How long a visitor's page may wait for the server to draw it before it goes as the app draws it
 * (the calls and the draw together; what is still under way finishes unseen). A drawn dashboard
 * takes 80–150 ms here; the app's own first load at 4× takes about a second and a half.
 */
export const DRAWN_PAGE_DEADLINE_MS = 1_500;

/** drawnRoot, or null when it is not done within DRAWN_PAGE_DEADLINE_MS. */
export async function drawnRootInTime(
  app: FastifyInstance,
  drawer: PageDrawer,
  request: FastifyRequest,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAWN_PAGE_DEADLINE_MS);
  });
  try {
    return await Promise.race([drawnRoot(app, drawer, request), late]);
  } finally {
    clearTimeout(timer);
  }
}
