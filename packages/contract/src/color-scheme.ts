/** Where Mantine keeps the light/dark choice a user made (its localStorage manager's default key). */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/**
 * Light or dark before the first paint: Mantine's stored choice, else the system's, on the page's
 * root element (what Mantine's ColorSchemeScript does). The web build writes it inline into the
 * head of its pages (apps/web/vite.config.ts), and the server's CSP allows exactly this text by
 * its hash and no other inline script (apps/server/src/plugins/security.ts). Without it a visitor
 * whose system is dark saw the page light until the app ran, the login page the server drew too.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{const s=localStorage.getItem('${COLOR_SCHEME_STORAGE_KEY}');` +
  "document.documentElement.setAttribute('data-mantine-color-scheme'," +
  "s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}catch{}";
