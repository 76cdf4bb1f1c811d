import type { Page } from '@playwright/test';

/** Chromium's CPU slowdowns measured: this machine as it is, and a mid-range phone (Lighthouse's 4×). */
export const SLOWDOWNS = [1, 4];

/** An init script: collects the page's long tasks (over 50 ms) into `window.__long`. */
export function longTaskObserver() {
  const w = window as unknown as { __long: number[] };
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__long.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/** Long tasks (over 50 ms) the page has run since the last call, in ms. */
export async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    const found = w.__long;
    w.__long = [];
    return found;
  });
}

/** Prints rows of CPU, action, long tasks and the longest as a table under `title`. */
export function printTable(title: string, rows: string[][]) {
  const header = ['CPU', 'action', 'long tasks', 'longest'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log([title, line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}
