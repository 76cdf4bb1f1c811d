import { DRAWN_PAGE_COOKIES } from '@panel/contract';

/** As long as a session can last unused and more: the server checks the token anyway. */
const MAX_AGE_S = 30 * 86_400;
/**
 * The pages the server draws (the advertiser's dashboard): the cookies go with their requests
 * only, not with every script, style sheet and API call.
 */
export const DRAWN_PAGES_PATH = '/adv/';

/**
 * Writes (or, with null, removes) one of the cookies through which the server draws a signed-in
 * page with its data (contract drawn-page.ts). Same site only, so no other site's page or form
 * sends them; the server reads them for pages, never for the API. A browser that refuses cookies
 * simply gets pages drawn by the app.
 */
function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=${DRAWN_PAGES_PATH}; SameSite=Strict${secure}`;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the panel serves
    document.cookie =
      value === null
        ? `${name}=; Max-Age=0${attributes}`
        : `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_S}${attributes}`;
  } catch {
    // A sandboxed document refuses cookies: pages are then drawn by the app alone.
  }
}

export const writeSessionCookie = (token: string | null) => writeCookie(DRAWN_PAGE_COOKIES.session, token);
export const writeTimeZoneCookie = (zone: string) => writeCookie(DRAWN_PAGE_COOKIES.timeZone, zone);

/**
 * Whether the page's one session cookie holds `ownToken`: the server drew the page for the
 * session this tab is in. Not so in an acting tab (its own session is another), nor when a second
 * cookie of the name (another path's, or one a sibling host set) may have been the one it read.
 */
export function cookieHoldsOwnToken(ownToken: string | null): boolean {
  if (!ownToken || typeof document === 'undefined') return false;
  const prefix = `${DRAWN_PAGE_COOKIES.session}=`;
  const values = document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
  return values.length === 1 && values[0] === encodeURIComponent(ownToken);
}
