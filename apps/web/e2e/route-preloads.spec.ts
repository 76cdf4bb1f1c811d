import { expect, test } from './signed-in.ts';

// Issue 14: a page's HTML names the scripts its route loads on demand (vite-route-preloads.ts,
// the server's Link header), so the browser fetches them while the entry's scripts run.
test('the dashboard’s page arrives with its modules named for preloading, each fetched once', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  const answer = await page.goto('/adv/dashboard/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const link = (await answer?.headerValue('link')) ?? '';
  const named = [...link.matchAll(/<([^>]*)>; rel=modulepreload/g)].map((m) => m[1] ?? '');
  // The page itself and the signed-in frame, which the router asks for only once the entry has run.
  expect(named).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-page-[\w-]+\.js$/));
  expect(named).toContainEqual(expect.stringMatching(/^\/assets\/require-user-[\w-]+\.js$/));
  // Nothing named that the page does not load, and nothing loaded twice (the router takes the preload).
  expect(named.filter((file) => !fetched.includes(file))).toEqual([]);
  expect(fetched.filter((file, i) => fetched.indexOf(file) !== i)).toEqual([]);
});
