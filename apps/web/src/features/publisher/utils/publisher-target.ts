import { PATHS } from '@panel/contract';

export type PublisherTarget =
  /** The area is on this host: the session is already there, go straight to it. */
  | { kind: 'here'; href: string }
  /** Another host: it needs a handoff code to open signed in. */
  | { kind: 'elsewhere'; href: string };

/**
 * Where /pub/redirect/ sends the browser: the server's PUBLISHER_URL (null: this host's own
 * publisher area). An address on this host that is the redirect page itself would loop, so it
 * becomes the area's first page.
 */
export function publisherTarget(publisherUrl: string | null, origin: string): PublisherTarget {
  const url = new URL(publisherUrl ?? PATHS.pubSites, origin);
  if (url.origin !== origin) return { kind: 'elsewhere', href: url.href };
  if (url.pathname === PATHS.pubRedirect) url.pathname = PATHS.pubSites;
  return { kind: 'here', href: url.href };
}
