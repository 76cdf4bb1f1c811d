import { expect, test } from './signed-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the campaign list is cards and the dashboard periods scroll with a scrollbar', async ({
  page,
}) => {
  await page.goto('/adv/campaigns/list/');
  const main = page.getByRole('main');
  const cards = main.getByRole('list', { name: 'Campaigns' });
  await expect(cards).toBeVisible();
  await expect(main.getByRole('table', { name: 'Campaigns' })).toHaveCount(0);
  const first = cards.getByRole('listitem').first();
  await expect(first.getByRole('link')).toBeVisible();
  await expect(first).toContainText('spent in the period');
  await expect(first.getByRole('button', { name: /^Actions for / })).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/adv/dashboard/');
  const presets = page.getByRole('radiogroup', { name: 'Period' });
  await expect(presets).toBeVisible();
  await expect(
    page.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]').first(),
  ).toBeVisible();
  await presets.getByText('Last month', { exact: true }).click();
  await expect(page).toHaveURL(/range=last_month/);
});
