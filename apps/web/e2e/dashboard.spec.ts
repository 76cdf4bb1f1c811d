import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support.ts';

/** The figure of a KPI tile, as a number: "Spend$1,234.56Up 3%…" reads 1234.56. */
async function figure(tile: Locator, label: string): Promise<number> {
  const text = (await tile.textContent()) ?? '';
  const match = new RegExp(`^${label}\\$?([\\d,]+(?:\\.\\d+)?)`).exec(text);
  return match ? Number(match[1]?.replaceAll(',', '')) : Number.NaN;
}

const tile = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('the demo advertiser sees the figures of its traffic, for the period it chooses', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const spend = tile(page, 'Spend');
  const impressions = tile(page, 'Impressions');
  await expect.poll(() => figure(spend, 'Spend')).toBeGreaterThan(0);
  await expect.poll(() => figure(impressions, 'Impressions')).toBeGreaterThan(0);
  const weekSpend = await figure(spend, 'Spend');
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(
    page
      .getByRole('img', { name: /^Spend and impressions over the period/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top campaigns by spend' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expect(page.getByRole('group', { name: 'Requests per second' })).toBeVisible();

  const reloaded = page.waitForResponse(
    (r) => r.url().includes('/api/v1/dashboard') && new URL(r.url()).searchParams.get('from') !== null,
  );
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last 30 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]range=last_30_days/);
  const response = await reloaded;
  expect(response.ok()).toBe(true);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  // A month of the same traffic spends more than its last week.
  await expect.poll(() => figure(spend, 'Spend')).toBeGreaterThan(weekSpend);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect.poll(() => figure(spend, 'Spend')).toBeGreaterThan(weekSpend);
});

test('bid floors list the SSPs and formats of the demo traffic and sort by a column', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await page.getByRole('link', { name: 'Bid Floors' }).click();
  await expect(page).toHaveURL(/\/adv\/statistics\/bid-floors\/$/);

  const table = page.getByRole('table', { name: 'Bid floors by SSP and ad format' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(1)).toContainText(/SSP \d+/);
  await expect(rows.nth(1)).toContainText(/\$\d/);

  await table.getByRole('button', { name: 'Median' }).click();
  await expect(page).toHaveURL(/[?&]sort=-median/);
  await expect(table.getByRole('columnheader', { name: 'Median' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});
