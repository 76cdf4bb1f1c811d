import { COMPILE_HINT } from '../vite-compile-hint.ts';
import { expect, test } from './signed-in.ts';

// Issue 14: every script a signed-in page loads opens with V8's compile hint (vite-compile-hint.ts),
// so its functions are compiled while it streams in, not on the page's thread at their first call.
test('every script the dashboard loads opens with the compile hint', async ({ page }) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/'))
      scripts.push(response.text().then((text) => ({ url: response.url(), head: text.slice(0, 64) })));
  });
  await page.goto('/adv/dashboard/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  // The entry, React, Mantine, the signed-in frame and the page: some twenty files.
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter((s) => !s.head.startsWith(`${COMPILE_HINT}\n`)).map((s) => s.url)).toEqual([]);
});
