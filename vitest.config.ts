import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { languageNames } from './apps/web/vite-language-names.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

/** The test files under `dirs` that replace a module (`vi.mock`, `vi.doMock`). */
function mockingTests(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/*
 * The web and server test files share their worker's modules (`isolate: false`) instead of
 * loading them anew for each file: each server file loaded the server's module graph, 2.1 s
 * apiece (351 s of a CI run), and each web file React, Mantine and its page. On two cores, the
 * server suites took 911 s instead of 1,312 and the web ones 156 s instead of 389. They stay apart
 * as they did: server suites by their own database, accounts and addresses, web tests by the
 * cleanup after each (testing/setup-dom.ts); a test that needs a module's state fresh loads it
 * anew (`vi.resetModules`, as named-statement.test.ts does). Files that replace a module must
 * load the modules after it anew, so they run isolated, in a project of their own.
 */
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const serverMocking = mockingTests(['apps/server/src', 'apps/server/test']);
const serverOptions = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
const webTests = ['apps/web/src/**/*.test.{ts,tsx}'];
const webMocking = mockingTests(['apps/web/src']);
const languageNamesJson = JSON.stringify(languageNames());
/** A new object for each project: Vitest moves `define` out of the object it is given. */
const webProject = () => ({
  resolve: { alias: { '@': webSrc } },
  define: { __LANGUAGE_NAMES__: languageNamesJson },
});
const webOptions = {
  environment: 'jsdom',
  setupFiles: ['apps/web/src/testing/setup-dom.ts'],
  // Suites wait for states; this is only the net under a long typing flow on a busy machine.
  testTimeout: 15_000,
} as const;

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
        ...webProject(),
        test: { name: 'web', include: webTests, exclude: webMocking, isolate: false, ...webOptions },
      },
      { ...webProject(), test: { name: 'web-isolated', include: webMocking, ...webOptions } },
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: serverMocking,
          isolate: false,
          ...serverOptions,
        },
      },
      { test: { name: 'server-isolated', include: serverMocking, ...serverOptions } },
    ],
  },
});
