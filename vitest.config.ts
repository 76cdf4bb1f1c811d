import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { languageNames } from './apps/web/vite-language-names.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its own process (one worker on CI's two cores), which sits
    // idle while the suites run: two workers took the server suites from 2,049 to 1,343 s and the
    // web ones from 589 to 382 s on a 2-core machine. The server suites share one database per
    // driver and stay apart by their own accounts and addresses (test/helpers.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'contract', environment: 'node', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@': webSrc } },
        define: { __LANGUAGE_NAMES__: JSON.stringify(languageNames()) },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup-dom.ts'],
          // Suites wait for states; this is only the net under a long typing flow on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
