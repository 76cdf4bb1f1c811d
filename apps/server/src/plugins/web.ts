import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { acceptLanguageTags, EMPTY_ROOT, matchLanguage, PATHS, UI_LANGUAGES } from '@panel/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageDrawer } from './page-drawer.ts';
import { drawnRootInTime } from './web-drawn-pages.ts';
import { routePreloadHeaders } from './web-preloads.ts';

/** API paths never fall back to the web app (`/registration` is a page, `/register` a call). */
const API_PATH = /^\/(?:(?:api|auth|resources)(?:\/|$)|(?:register|register_guest|healthz)(?:\?|$))/;

/**
 * Headers that only a document (or a worker) reads, which plugins/security.ts puts on every answer:
 * the browser ignores them on a script or a style sheet, yet a signed-in page loads some forty of
 * those, and these headers were 570 of the ~1,100 bytes each answer spent before its content.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Only where the browser says the answer feeds a `<script>` or a style sheet (Fetch Metadata):
 * a worker's script keeps its policy (a worker obeys the CSP it is served with), and a client that
 * does not say (an old browser, curl, a scanner) gets every header as before.
 */
const SUBRESOURCE = new Set(['script', 'style']);

/** The panel's languages: the web app shows the first one a browser asks for, else English. */
const WEB_LANGUAGES: ReadonlySet<string> = new Set(UI_LANGUAGES);

const pathnameOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * Whether a request for the login page gets login.html, the page drawn at build time in English
 * (apps/web/vite-prerender.ts): when English is what the web app will show the browser, and the
 * address carries no `at` code (spec section 4: that sign-in leaves the page at once). Any other
 * visitor gets index.html, as before; the app would only draw over a page in the wrong language.
 */
function wantsDrawnLogin(request: FastifyRequest): boolean {
  return pathnameOf(request.url) === PATHS.login && inEnglishWithoutAt(request);
}

/** The web app will show the page in English, and the address carries no `at` code to exchange. */
function inEnglishWithoutAt(request: FastifyRequest): boolean {
  const query = request.url.indexOf('?');
  if (query >= 0 && new URLSearchParams(request.url.slice(query + 1)).has('at')) return false;
  const language = matchLanguage(acceptLanguageTags(request.headers['accept-language']), WEB_LANGUAGES);
  return language === null || language === 'en';
}

/**
 * The drawer of signed-in pages (page-drawer.ts) when the build made the web app's server module
 * (apps/web/dist-ssr) and the page template (drawn.html), else null: pages then go as the app
 * draws them. Its thread starts now and loads in the background.
 */
function startDrawer(app: FastifyInstance, webDist: string) {
  const entry = path.resolve(webDist, '../dist-ssr/entry-server.js');
  const templateFile = path.join(webDist, 'drawn.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`${templateFile} has no ${EMPTY_ROOT} to fill`);
  const drawer = new PageDrawer(entry, (error) =>
    app.log.warn({ err: error }, 'signed-in pages are no longer drawn by the server'),
  );
  app.addHook('onClose', () => drawer.close());
  return { drawer, template };
}

/** Serves the built web app; unknown non-API GETs that want HTML get index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;
  const drawnLogin = existsSync(path.join(webDist, 'login.html'));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/vite-precompress.ts): sent as
    // the client accepts, with `Vary: Accept-Encoding`, never compressed again per request.
    preCompressed: true,
    // Off, or the plugin's own `public, max-age=0` replaces ours (issue 18: scripts revalidated on every view).
    cacheControl: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers br, gzip or plain by the request's Accept-Encoding, and /login a
      // page drawn in English or not by its Accept-Language: caches must know.
      res.setHeader('vary', file.endsWith('.html') ? 'accept-encoding, accept-language' : 'accept-encoding');
    },
  });
  // Every answer passes here (the API's and the bidder's too): the path is checked first, a prefix test.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) return;
    const dest = request.headers['sec-fetch-dest'];
    if (typeof dest === 'string' && SUBRESOURCE.has(dest))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  const preloadsFor = routePreloadHeaders(webDist);
  const sendIndex = (reply: FastifyReply, file = 'index.html', pathname = '/') => {
    reply.header('cache-control', 'no-cache');
    const preloads = preloadsFor(pathname);
    if (preloads) reply.header('link', preloads);
    return reply.sendFile(file, { cacheControl: false });
  };
  const drawing = startDrawer(app, webDist);
  /**
   * A signed-in page drawn with its data (issue 14: the dashboard's figures at the first paint),
   * else index.html as for anyone. The page is the visitor's own: never kept by a cache.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!drawing) return sendIndex(reply, 'index.html', pathname);
    const root = await drawnRootInTime(app, drawing.drawer, request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page not drawn by the server');
      return null;
    });
    if (!root) return sendIndex(reply, 'index.html', pathname);
    const preloads = preloadsFor(pathname);
    if (preloads) reply.header('link', preloads);
    return reply
      .header('cache-control', 'no-store, private')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send(drawing.template.replace(EMPTY_ROOT, () => root));
  };
  // The root is a folder to the static plugin (which refuses folders), so it gets its own route.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    const isApi = API_PATH.test(request.url);
    if (request.method !== 'GET' || !wantsHtml || isApi) return false;
    const pathname = pathnameOf(request.url);
    if (drawnLogin && wantsDrawnLogin(request)) void sendIndex(reply, 'login.html', pathname);
    else if (drawing && inEnglishWithoutAt(request))
      sendPage(request, reply, pathname).catch((error: unknown) => {
        request.log.error({ err: error }, 'page not sent');
        if (!reply.sent) void sendIndex(reply, 'index.html', pathname);
      });
    else void sendIndex(reply, 'index.html', pathname);
    return true;
  };
}
