import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COLOR_SCHEME_SCRIPT } from '@panel/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: the answer goes without the security headers (the bidder's machine-read answers). */
    helmet?: false;
  }
  interface FastifyContextConfig {
    noSecurityHeaders?: boolean;
  }
}

/**
 * Security headers and a strict CSP on every response, the web app's HTML included: scripts
 * only from our origin, and of inline ones only the web app's light/dark script, by its hash
 * (the contract's COLOR_SCHEME_SCRIPT, which the web build writes into its pages); workers for
 * the captcha from our origin; no framing. Styles allow inline attributes because Mantine sets
 * CSS variables through them.
 * No CORS plugin is registered, so browsers refuse cross-origin reads of the API. The web app's
 * scripts and style sheets, fetched as such, go without the headers only documents read
 * (plugins/web.ts).
 */
const scriptHash = (text: string) => createHash('sha256').update(text).digest('base64');

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", `'sha256-${scriptHash(COLOR_SCHEME_SCRIPT)}'`],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers helmet writes, read once by running its middleware on a stand-in response: they
 * do not depend on the request. @fastify/helmet built the middleware again for every request
 * (parsing the CSP each time), an eighth of the CPU of an answer as small as a 304.
 */
export function securityHeaders(options: HelmetOptions = OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) route.config = { ...route.config, noSecurityHeaders: true };
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.noSecurityHeaders !== true)
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
