/**
 * A signed-in page the server draws with its data (issue 14: the dashboard's largest paint at the
 * first paint). The browser tells the server who it is and which zone it reads dates in through
 * two cookies, which the web app writes beside its own storage; the server reads them for pages
 * only, never for a call of the API, which takes the bearer token alone.
 */
export const DRAWN_PAGE_COOKIES = {
  /** The own session's token (not an acting one, which stays in its tab). */
  session: 'panel_session',
  /** The zone the web app reads reports in (its browserTimeZone). */
  timeZone: 'panel_tz',
} as const;

/** The root's `data-drawn` of a page the server drew with its data (login.html's is "login"). */
export const DRAWN_PAGE = 'page';
/** The id of the script block (JSON, not run) that carries what the page was drawn from. */
export const DRAWN_STATE_ID = 'drawn-state';

/**
 * index.html's root as written, which the build fills (apps/web/vite-prerender.ts: the loader,
 * the login page) and the server fills in drawn.html (apps/server/src/plugins/web.ts).
 */
export const EMPTY_ROOT = '<div id="root"></div>';
