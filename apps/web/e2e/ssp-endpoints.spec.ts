import { randomUUID } from 'node:crypto';
import { expect, test } from './signed-in.ts';

test('creates an SSP endpoint in the drawer, copies its URL and changes its status', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `E2E endpoint ${randomUUID().slice(0, 6)}`;

  await page.goto('/adv/ssp/ssp-endpoints/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'SSP endpoints', level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'New endpoint' }).click();

  const drawer = page.getByRole('dialog', { name: 'New SSP endpoint' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(drawer.getByRole('combobox', { name: 'SSP' })).toHaveValue('Adverta Exchange');
  await drawer.getByRole('combobox', { name: 'Ad formats' }).click();
  await page.getByRole('option', { name: 'Popunder' }).click();
  await drawer.getByRole('combobox', { name: 'Ad formats' }).press('Escape');
  await drawer.getByRole('button', { name: 'Create endpoint' }).click();
  await expect(page.getByText(`Endpoint “${name}” created`)).toBeVisible();
  await expect(drawer).toBeHidden();

  await main.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/search=E2E/);
  const table = main.getByRole('table', { name: 'SSP endpoints' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('OpenRTB 2.5');
  const url = await row.locator('code').textContent();
  expect(url).toMatch(/^https?:\/\/[^/]+\/rtb\/openrtb\/2\.5\/\d+$/);

  await row.getByRole('button', { name: `Copy the URL of ${name}` }).click();
  await expect(row.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Activate' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(page.getByText(`Endpoint “${name}” is paused`)).toBeVisible();
  await expect(row).toContainText('Paused');

  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this endpoint?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`Endpoint “${name}” is archived`)).toBeVisible();
  await expect(main.getByText('No endpoint matches these filters')).toBeVisible();
});
