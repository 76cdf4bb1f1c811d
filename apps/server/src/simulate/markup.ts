/**
 * Reads an ad as a browser would use it: the impression pixel it loads and the link a click
 * follows, found in any markup the server answers (a banner's HTML, native JSON, VAST XML, a
 * pop or push JSON, a zone's script). Both are the server's own addresses with a signed token,
 * so a plain search for their path finds them in every one of those shapes, escaped or not.
 * The patterns have no nested repetition: linear on any input.
 */
const IMP = /\/serve\/imp\/[A-Za-z0-9_.-]+/;
const CLICK = /\/track\/click\/[A-Za-z0-9_.-]+/;

export interface AdLinks {
  /** Path of the impression pixel, if the ad has one. */
  imp: string | null;
  /** Path of the click link, if the ad has one. */
  click: string | null;
}

export function adLinks(markup: string): AdLinks {
  return { imp: IMP.exec(markup)?.[0] ?? null, click: CLICK.exec(markup)?.[0] ?? null };
}

/**
 * The campaign a bid's token names. The token is `<payload>.<signature>`, the payload base64url
 * JSON with short keys (`c`: campaign); read without the signature check, which is the server's
 * business: the simulator only needs to know whose goal a click can convert on.
 */
export function campaignOfToken(path: string): number | null {
  const token = path.slice(path.lastIndexOf('/') + 1);
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString('utf8')) as unknown;
    const id = (payload as { c?: unknown } | null)?.c;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** The value of one query parameter of an address (the landing page's click id). */
export function queryParam(address: string, name: string): string | null {
  try {
    return new URL(address, 'http://landing.invalid').searchParams.get(name);
  } catch {
    return null;
  }
}
