import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By its file: Node loads the config's packages as they are, and the contract's entry is TypeScript.
import { COLOR_SCHEME_SCRIPT } from '../../packages/contract/src/color-scheme.ts';
import { compileHint } from './vite-compile-hint.ts';
import { isFirstScreenMantine } from './vite-first-screen.ts';
import { languageNames } from './vite-language-names.ts';
import { precompress } from './vite-precompress.ts';
import { prerenderFirstScreens } from './vite-prerender.ts';
import { routePreloads } from './vite-route-preloads.ts';

/** The API server of `npm run dev -w @panel/server`; the dev server forwards every server path to it. */
const API = 'http://localhost:8080';
const SERVER_PATHS = ['/auth', '/register', '/register_guest', '/resources', '/api', '/healthz'];

// Anchored patterns: a plain '/register' prefix would also swallow the '/registration' page.
const proxy = Object.fromEntries(SERVER_PATHS.map((path) => [`^${path}(?:[/?]|$)`, { target: API }]));

/**
 * React Router 7's package points every condition at its development build, whose only difference
 * is its warnings switched on (remix-run/react-router#12532, #14753): a production build takes the
 * production one, beside it.
 */
const routerEntry = createRequire(import.meta.url).resolve('react-router');
const routerProduction = path.join(path.dirname(routerEntry), '../production/index.mjs');

// Scripts only: Mantine's style sheets stay with the entry that imports them, or the login page
// would import the second chunk for its CSS.
const MANTINE = /node_modules[\\/]@mantine[\\/].*\.m?js$/;
const FIRST_LOAD =
  /apps[\\/]web[\\/]src|packages[\\/]contract|node_modules[\\/](@tabler|@tanstack|i18next|react-i18next)/;

/**
 * Light or dark before the first paint: inline in every page's head, which the server's CSP allows
 * by its hash (apps/server/src/plugins/security.ts).
 */
const colorScheme = (): Plugin => ({
  name: 'panel-color-scheme',
  // Before the style sheet (a script after one waits for it), after the character set.
  transformIndexHtml(html) {
    if (!html.includes('</title>'))
      throw new Error('index.html has no <title> to put the light/dark script after');
    return html.replace('</title>', `</title>\n    <script>${COLOR_SCHEME_SCRIPT}</script>`);
  },
});

/**
 * `vite build --ssr src/entry-server.tsx` (the web package's build, after the browser's): the
 * module the server draws signed-in pages with (entry-server.tsx), in dist-ssr/, for Node. The
 * packages it imports stay imports (the server has node_modules); style sheets are left out.
 */
const SSR_BUILD = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: '[name].js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), colorScheme(), compileHint(), routePreloads(), prerenderFirstScreens(), precompress()],
  define: { __LANGUAGE_NAMES__: JSON.stringify(languageNames()) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
    ],
  },
  server: { proxy },
  worker: { format: 'es' },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Flag icons stay separate files the browser fetches on demand, rather than ~500 data URLs in the CSS.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: separate chunks stay cached across deploys. Issue
            // 14: each file costs a new visitor its headers too, so the groups below also keep the count down.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                // Mantine in two: what the login page needs, and the rest (see vite-first-screen.ts).
                {
                  name: 'mantine-base',
                  test: (id) => MANTINE.test(id) && isFirstScreenMantine(id),
                  priority: 1,
                },
                { name: 'mantine', test: MANTINE },
                // What the entry itself imports ($initial) in one file, not a dozen small shared ones.
                { name: 'initial', tags: ['$initial'], test: FIRST_LOAD },
                // The signed-in frame in one file: its own modules, not what they import (that stays shared).
                {
                  name: 'signed-in-frame',
                  test: /src[\\/]app[\\/](layout[\\/](app-frame|account-menu|side-menu|crumbs|menu-icons|skip-link|use-menu-mode|use-profile-language)|guards[\\/]require-user|route-handle|routes[\\/]forbidden-page)/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
