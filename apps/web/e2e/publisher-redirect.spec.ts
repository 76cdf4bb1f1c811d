import { expect, test } from './signed-in.ts';

test.use({ account: 'publisher' });

test("a publisher's home page lands in the publisher area by a full redirect", async ({ page }) => {
  await page.goto('/pub/redirect/');
  await expect(page).toHaveURL(/\/pub\/sites\/$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  // A full redirect: the page now showing was loaded as a document of its own, not by a client-side hop.
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
  expect(new URL(loaded).pathname).toBe('/pub/sites/');
  // The redirect replaced the history entry: Back does not bounce through it again.
  await page.goBack().catch(() => undefined);
  await expect(page).not.toHaveURL(/\/pub\/redirect\/$/);
});
