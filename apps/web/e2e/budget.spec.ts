import { MEASURED_PAGES, measureLoad, SCRIPT_BUDGET_KB } from './page-load.ts';
import { expect, test } from './signed-in.ts';

const kB = (bytes: number) => Math.round(bytes / 1024);

// Issue 14: a page that grows past its script budget fails the suite, naming what it loads.
for (const { path, ready, signedIn } of MEASURED_PAGES) {
  test(`${path} sends a new visitor no more script than its budget`, async ({
    browser,
    baseURL,
    demoSessions,
  }) => {
    const storageState = signedIn ? await demoSessions.get('advertiser') : undefined;
    const load = await measureLoad(browser, baseURL ?? '', path, {
      ready,
      ...(storageState ? { storageState } : {}),
    });
    const budget = SCRIPT_BUDGET_KB[path] ?? 0;
    const biggest = load.scripts
      .slice(0, 5)
      .map((s) => `${s.file} ${kB(s.bytes)} kB`)
      .join(', ');
    console.log(`${path}: ${kB(load.scriptBytes)} kB of script (budget ${budget} kB); biggest: ${biggest}`);
    expect(
      kB(load.scriptBytes),
      `${path} sends ${kB(load.scriptBytes)} kB of script, over its ${budget} kB; biggest: ${biggest}`,
    ).toBeLessThanOrEqual(budget);
  });
}
