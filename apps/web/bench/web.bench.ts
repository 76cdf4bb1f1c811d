import { MEASURED_PAGES, measureLoad, type PageLoad } from '../e2e/page-load.ts';
import { test } from '../e2e/signed-in.ts';

/** Cold loads per page; the table shows their median. */
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
/**
 * `BENCH_PAGES=/login,/adv/dashboard/` measures only these pages, and `BENCH_EACH=1` prints every
 * load's LCP beside the median: for comparing two builds, whose medians move 100–200 ms between runs.
 */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/** `BENCH_SLOW4G=1` also slows the link to Lighthouse's mobile one (150 ms round trips, 1.6 Mbit/s). */
const SLOW_NETWORK = Boolean(process.env.BENCH_SLOW4G);
/** Chromium's CPU throttling: a mid-range phone, as Lighthouse's mobile profile. */
const CPU_SLOWDOWN = 4;

/** The median of the values there are (a load the browser reported no LCP for has none). */
const median = (values: (number | null)[]) => {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

// Issue 14's figures: script sent, largest contentful paint and total blocking time per page,
// each the median of LOADS cold loads of a new visitor (empty cache) with the CPU slowed 4×.
test('first loads of the panel’s pages', async ({ browser, baseURL, demoSessions }) => {
  const rows: string[][] = [];
  const pages = ONLY ? MEASURED_PAGES.filter((p) => ONLY.includes(p.path)) : MEASURED_PAGES;
  for (const { path, ready, signedIn } of pages) {
    const storageState = signedIn ? await demoSessions.get('advertiser') : undefined;
    const loads: PageLoad[] = [];
    for (let i = 0; i < LOADS; i++)
      loads.push(
        await measureLoad(browser, baseURL ?? '', path, {
          ready,
          cpuSlowdown: CPU_SLOWDOWN,
          slowNetwork: SLOW_NETWORK,
          ...(storageState ? { storageState } : {}),
        }),
      );
    if (process.env.BENCH_EACH) console.log(path, loads.map((l) => l.lcpMs ?? 'none').join(' '));
    rows.push([
      path,
      `${Math.round(median(loads.map((l) => l.scriptBytes)) / 1024)} kB`,
      `${median(loads.map((l) => l.lcpMs))} ms`,
      `${median(loads.map((l) => l.tbtMs))} ms`,
    ]);
  }
  const header = ['page', 'script sent', 'LCP', 'TBT'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    [
      `\nFirst loads, median of ${LOADS} cold loads, CPU slowed ${CPU_SLOWDOWN}×${SLOW_NETWORK ? ', slow 4G' : ''}:`,
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
    ].join('\n'),
  );
});
