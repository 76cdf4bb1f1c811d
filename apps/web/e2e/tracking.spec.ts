import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from './signed-in.ts';

/** The cell texts of a table's rows: header first. */
const linesOf = (table: Locator) =>
  table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('an advertiser adds a postback, copies its URL, sends a test conversion and finds it in statistics', async ({
  page,
}) => {
  const name = `E2E goal ${randomUUID().slice(0, 6)}`;
  await page.goto('/adv/campaigns/tracking/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tracking', level: 1 })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Postbacks' })).toHaveAttribute('aria-selected', 'true');

  await main.getByRole('button', { name: 'New postback' }).first().click();
  const form = page.getByRole('dialog', { name: 'New postback' });
  await form.getByRole('textbox', { name: 'Postback name' }).fill(name);
  await form.getByRole('textbox', { name: 'Default payout, USD' }).fill('3');
  await form.getByRole('button', { name: 'New postback' }).click();

  const added = page.getByRole('dialog', { name: 'Postback added' });
  const url = added.getByLabel('Postback URL', { exact: true });
  await expect(url).toContainText(/\/track\/conversion\?goal=[\w-]+&click_id=\{click_id\}/);
  await added.getByRole('button', { name: 'Copy the Postback URL' }).click();
  await expect(added.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.textContent());
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();

  const row = main.getByRole('table', { name: 'Postbacks' }).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('$3.00')).toBeVisible();
  await row.getByRole('button', { name, exact: true }).click();

  const debug = page.getByRole('dialog', { name: `Debug ${name}` });
  await expect(debug.getByLabel('Postback URL for a recent click', { exact: true })).toContainText(
    /click_id=[\w-]+\.[\w-]+/,
  );
  await debug.getByRole('textbox', { name: 'Payout, USD' }).fill('7.5');
  await debug.getByRole('button', { name: 'Send a test conversion' }).click();
  const result = debug.getByRole('status').filter({ hasText: 'HTTP status' });
  await expect(result.getByText('Counted', { exact: true })).toBeVisible();
  await expect(result.getByText('HTTP status 204')).toBeVisible();
  await expect(result.getByText('$7.50')).toBeVisible();
  // The log refreshes with the call: counted, marked as a test.
  const log = debug.getByRole('table', { name: 'Last 100 received' });
  await expect(log.getByRole('row').nth(1)).toContainText(/Test.*Counted/);

  await result.getByRole('link', { name: 'See it in statistics' }).click();
  await expect(page).toHaveURL(
    /\/adv\/statistics\/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&tz=UTC&campaign=\d+$/,
  );
  const report = main.getByRole('table', { name: 'Statistics report' });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const [header = [], first = []] = await linesOf(report);
  const conversions = Number((first[header.indexOf('Conversions')] ?? '').replace(/,/g, ''));
  expect(conversions).toBeGreaterThanOrEqual(1);
});

test('an advertiser adds a site-visit pixel and copies its code', async ({ page }) => {
  const name = `E2E visitors ${randomUUID().slice(0, 6)}`;
  await page.goto('/adv/campaigns/tracking/');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Retargeting pixels' }).click();
  await expect(page).toHaveURL(/\?tab=pixels$/);
  await main.getByRole('button', { name: 'New pixel' }).first().click();

  const form = page.getByRole('dialog', { name: 'New pixel' });
  await form.getByRole('textbox', { name: 'Pixel name' }).fill(name);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Site visit' }).click();
  await form.getByRole('button', { name: 'New pixel' }).click();

  // A new site-visit pixel opens its code at once.
  const modal = page.getByRole('dialog', { name: `Code of ${name}` });
  const snippet = modal.getByLabel('Pixel code', { exact: true });
  await expect(snippet).toContainText('<script');
  await modal.getByRole('button', { name: 'Copy the Pixel code' }).click();
  await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The pixels tab survives a reload, and the list has the new pixel.
  await page.reload();
  const row = main
    .getByRole('table', { name: 'Retargeting pixels' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Site visit')).toBeVisible();
});
