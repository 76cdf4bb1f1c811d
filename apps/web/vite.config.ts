import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/** The API server of `npm run dev -w @panel/server`; the dev server forwards every server path to it. */
const API = 'http://localhost:8080';
const SERVER_PATHS = ['/auth', '/register', '/register_guest', '/resources', '/api', '/healthz'];

// Anchored patterns: a plain '/register' prefix would also swallow the '/registration' page.
const proxy = Object.fromEntries(SERVER_PATHS.map((path) => [`^${path}(?:[/?]|$)`, { target: API }]));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
});
