import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.ts';

/**
 * `npm run bench:web`: the same server and browser as the end-to-end suite (production build,
 * demo data), one worker so the loads do not compete, and the figures printed as a table.
 */
export default defineConfig({
  ...e2e,
  testDir: './bench',
  testMatch: '*.bench.ts',
  globalTeardown: undefined,
  workers: 1,
  fullyParallel: false,
  timeout: 15 * 60_000,
  // No trace: its DOM snapshot before and after each action runs in the page, on the main thread
  // the bench measures (40-105 ms a snapshot at 4x on the statistics page).
  use: { ...e2e.use, trace: 'off' },
});
