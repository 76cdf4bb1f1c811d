import { DRAWN_PAGE_COOKIES } from '@panel/contract';

/** As long as a session can last unused and more: the server checks the token anyway. */
const MAX_AGE_S = 30 * 86_400;

/**
 * Writes (or, with null, removes) one of the cookies through which the server draws a signed-in
 * page with its data (contract drawn-page.ts). Same site only, so no other site's page or form
 * sends them; the server reads them for pages, never for the API. A browser that refuses cookies
 * simply gets pages drawn by the app.
 */
function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/; SameSite=Strict${secure}`;
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
