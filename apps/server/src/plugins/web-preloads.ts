import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build beside index.html (apps/web/vite-route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own files: a path under /assets/ in its own characters, never a header's syntax. */
const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);
const preloadsSchema = z.record(
  z.string(),
  z.object({ scripts: z.array(assetPath), styles: z.array(assetPath) }),
);

/**
 * A route's path of the contract's table: the path itself, or with `:id` matching any segment
 * and whatever follows (the campaign editor keeps its own sub-addresses, spec section 2).
 */
function matcher(routePath: string): (pathname: string) => boolean {
  if (!routePath.includes('/:')) return (pathname) => pathname === routePath;
  const segments = routePath.split('/').filter((segment, i, all) => segment !== '' || i < all.length - 1);
  return (pathname) => {
    const parts = pathname.split('/');
    return (
      parts.length >= segments.length &&
      segments.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment === parts[i]))
    );
  };
}

/**
 * The `Link` header each page of the web app is sent with: the scripts (`rel=modulepreload`) and
 * style sheets its page loads on demand, so the browser fetches and compiles them while the
 * entry's scripts run, rather than once the router asks (issue 14). `crossorigin`, as Vite's own
 * tags and its on-demand loads say it, or the browser would not use what it preloaded. Null for
 * an address that is no page of the table, or without the build's list (an older build, a test's
 * bare folder): the page loads as before.
 */
export function routePreloadHeaders(webDist: string): (pathname: string) => string | null {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8'));
  } catch {
    return () => null;
  }
  const parsed = preloadsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${ROUTE_PRELOADS_FILE} in ${webDist} is not the web build's list`);
  const routes = Object.entries(parsed.data)
    .filter(([, { scripts, styles }]) => scripts.length + styles.length > 0)
    .map(([routePath, { scripts, styles }]) => ({
      matches: matcher(routePath),
      header: [
        ...scripts.map((file) => `<${file}>; rel=modulepreload; crossorigin; fetchpriority=low`),
        ...styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`),
      ].join(', '),
    }));
  return (pathname) => routes.find((route) => route.matches(pathname))?.header ?? null;
}
