import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
          ],
        },
      },
    },
  },
}));
