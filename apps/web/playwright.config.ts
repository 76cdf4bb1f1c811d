import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end flows against the real server (production build, so the real captcha runs)
 * on a throwaway embedded database, in Debian's Chromium. The data folder is made once by
 * the runner and handed to its workers through the environment.
 */
process.env.PANEL_E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'panel-e2e-'));
process.env.PANEL_E2E_PASSWORD ??= 'E2e-demo-pass1!';
process.env.PANEL_E2E_LOG ??= path.join(process.env.PANEL_E2E_DATA, 'server.log');
const port = 8181;

function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/log-secrets.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The second prints what a failed flow's page showed, and the slowest requests, into CI's output.
  reporter: [['list'], ['./e2e/failure-reporter.ts']],
  timeout: 60_000,
  // Two browsers, the server and its simulated traffic share two cores: a first paint after a
  // navigation has taken more than 10 s there (CI, 2026-11-26).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        // The landing page of the tracking flow: a redirect to it ends on this machine, not at
        // a network that is not there (routes do not see the requests of a redirect).
        '--host-resolver-rules=MAP landing.e2e.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    // As `npm start` runs it: compiled (the test:e2e script builds first).
    command: 'node --conditions=panel-compiled dist/main.js',
    cwd: path.resolve(import.meta.dirname, '../server'),
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PANEL_E2E_DATA,
      DEMO: '1',
      DEMO_PASSWORD: process.env.PANEL_E2E_PASSWORD,
      // Every request is logged, so the teardown can prove no secret reaches a log line.
      LOG_LEVEL: 'info',
      LOG_FILE: process.env.PANEL_E2E_LOG,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
