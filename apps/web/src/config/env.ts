/**
 * The build-time environment, read once (`VITE_TERMS_URL=https://example.com/terms npm run build`);
 * empty values count as unset. The publisher area's address is the server's PUBLISHER_URL, read at
 * run time from GET /auth/config, so one build serves staging and production.
 *
 * Read by hand, not with zod: Vite writes these values into the build as constants, typed in
 * vite-env.d.ts, so there is nothing to check at run time; and a parse would bring zod to the
 * login page's first load (issue 14) and keep `PROD` from being a constant the build folds away.
 */
export const env = {
  PROD: import.meta.env.PROD,
  VITE_TERMS_URL: import.meta.env.VITE_TERMS_URL || '/terms',
} as const;
