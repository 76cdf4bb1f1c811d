import type { Browser } from '@playwright/test';
import type { StorageState } from './support.ts';

/** One cold load of a page as a new visitor sees it: what came over the wire, and when it drew. */
export interface PageLoad {
  /** Script bytes as sent (compressed), every script the page loaded until the network was idle. */
  scriptBytes: number;
  /** Every script, biggest first: where a budget goes. */
  scripts: { file: string; bytes: number }[];
  /** Largest contentful paint, ms after navigation start; null when the browser reported none. */
  lcpMs: number | null;
  /** Total blocking time: the sum over long tasks of their time past 50 ms, until idle. */
  tbtMs: number;
}

/**
 * Loads `path` in a fresh context (empty cache; signed in with `storageState` when given), with
 * the CPU slowed `cpuSlowdown` times through the DevTools protocol, and waits for `ready`: the
 * page's heading, so the figures are of a page that can be used.
 */
export async function measureLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  options: { storageState?: StorageState; cpuSlowdown?: number; slowNetwork?: boolean; ready: RegExp },
): Promise<PageLoad> {
  // Said either way: in a test, a new context would otherwise take the fixture's session.
  const context = await browser.newContext({
    baseURL,
    storageState: options.storageState ?? { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    if (options.slowNetwork) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const kinds = new Map<string, { type: string; url: string }>();
    const scripts: { file: string; bytes: number }[] = [];
    cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, { type: e.type, url: e.response.url }));
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kinds.get(e.requestId);
      if (kind?.type === 'Script')
        scripts.push({ file: new URL(kind.url).pathname, bytes: e.encodedDataLength });
    });
    // Observers from the first byte: LCP and long tasks are buffered by the browser.
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number | null; __tbt: number };
      w.__lcp = null;
      w.__tbt = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tbt += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(path);
    // The heading is looked for once the network is quiet, not while the page loads: Playwright
    // finds it by role by walking the page on its main thread, again and again until it shows,
    // and at 4× slowdown that walking took 70–100 ms from the page's own first load.
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: options.ready }).first().waitFor();
    // The browser reports a paint once it is on screen, a frame or so after it was drawn: a page
    // read at once sometimes had no LCP yet (one load in seven at 4× on 2026-11-29).
    await page
      .waitForFunction(() => (window as unknown as { __lcp: number | null }).__lcp !== null, undefined, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    const { lcp, tbt } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number | null; __tbt: number };
      return { lcp: w.__lcp, tbt: w.__tbt };
    });
    scripts.sort((a, b) => b.bytes - a.bytes);
    return {
      scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      scripts,
      lcpMs: lcp === null ? null : Math.round(lcp),
      tbtMs: Math.round(tbt),
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse's mobile link ("slow 4G"): 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The pages measured, each with the heading it shows once it can be used. */
export const MEASURED_PAGES: { path: string; ready: RegExp; signedIn: boolean }[] = [
  { path: '/login', ready: /^sign in$/i, signedIn: false },
  { path: '/registration', ready: /^sign up/i, signedIn: false },
  { path: '/adv/dashboard/', ready: /^Dashboard$/, signedIn: true },
  { path: '/adv/campaigns/list/', ready: /^Campaigns$/, signedIn: true },
  { path: '/adv/campaigns/create/', ready: /^Create campaign$/, signedIn: true },
  { path: '/adv/statistics/', ready: /^Statistics$/, signedIn: true },
];

/**
 * Script a new visitor is sent per page, in kB (compressed, with each answer's headers), at most.
 * Issue 14 asks for 170 kB on the login page and 350 kB on the others; each budget is the issue's
 * figure or, below it, today's with a little room, so the suite fails when a change makes a page
 * heavier.
 */
export const SCRIPT_BUDGET_KB: Record<string, number> = {
  // Measured 2026-11-27, after the login page's diet: 169, 316, 319, 315, 335, 341 kB; then, the
  // signed-in pages' English strings sent with their frame: 156, 303, 324, 323, 341, 346 kB.
  '/login': 160,
  '/registration': 310,
  '/adv/dashboard/': 330,
  '/adv/campaigns/list/': 330,
  '/adv/campaigns/create/': 350,
  '/adv/statistics/': 350,
};
