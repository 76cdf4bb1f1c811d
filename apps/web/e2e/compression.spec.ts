import { expect, test } from '@playwright/test';

// Issue 14: the build's brotli copies reach the browser (the login page pulled 1.3 MB of plain
// script before; 0.35 MB now).
test('a new visitor gets the login page’s scripts and styles brotli-compressed', async ({ page }) => {
  const assets: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      assets.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        bytes: Number(response.headers()['content-length'] ?? 0),
      });
  });
  await page.goto('/login/');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  // A file under 1 kB has no compressed copy (vite-precompress.ts): it goes as it is.
  expect(assets.filter((a) => a.encoding !== 'br' && a.bytes >= 1024)).toEqual([]);
  expect(assets.some((a) => a.encoding === 'br')).toBe(true);
});
