import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { isFirstScreenMantine } from './vite-first-screen.ts';
import { precompress } from './vite-precompress.ts';

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

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : []),
    ],
  },
  server: { proxy },
  worker: { format: 'es' },
  build: {
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
