import { randomUUID } from 'node:crypto';
import { expect, test } from './signed-in.ts';

test.use({ account: 'publisher' });

test('a publisher adds a site, then a zone on it, and copies the zone’s tag', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = randomUUID().slice(0, 6);
  const siteName = `E2E site ${tag}`;
  const zoneName = `E2E zone ${tag}`;

  await page.goto('/pub/sites/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'Add site' }).first().click();
  const siteForm = page.getByRole('dialog', { name: 'Add site' });
  await siteForm.getByRole('textbox', { name: 'Site name' }).fill(siteName);
  await siteForm.getByRole('textbox', { name: 'Address' }).fill(`https://e2e-${tag}.example.com`);
  await siteForm.getByRole('button', { name: 'Add site' }).click();
  await expect(siteForm).toBeHidden();
  const siteRow = main.getByRole('table', { name: 'Sites' }).getByRole('row', { name: new RegExp(siteName) });
  await expect(siteRow.getByText('Active')).toBeVisible();

  await page.goto('/pub/zones/');
  await expect(main.getByRole('heading', { name: 'Zones', level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'Add zone' }).first().click();
  const zoneForm = page.getByRole('dialog', { name: 'Add zone' });
  await zoneForm.getByRole('combobox', { name: 'Site' }).fill(siteName);
  await page.getByRole('option', { name: siteName }).click();
  await zoneForm.getByRole('textbox', { name: 'Zone name' }).fill(zoneName);
  await zoneForm.getByRole('combobox', { name: 'Ad format' }).fill('300x250');
  await page.getByRole('option', { name: /^300x250$/ }).click();
  await expect(zoneForm.getByText('Size: 300×250 pixels')).toBeVisible();
  await zoneForm.getByRole('button', { name: 'Add zone' }).click();

  // A new zone opens its tag at once.
  const dialog = page.getByRole('dialog', { name: `Tag of ${zoneName}` });
  await expect(dialog.getByText(/where the ad should appear/)).toBeVisible();
  const code = dialog.getByLabel('Code', { exact: true });
  await expect(code).toContainText(/<iframe src="[^"]+\/serve\/zone\/\d+\.html" width="300" height="250"/);
  await dialog.getByRole('button', { name: 'Copy the Code' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const zoneRow = main.getByRole('table', { name: 'Zones' }).getByRole('row', { name: new RegExp(zoneName) });
  await expect(zoneRow.getByText(siteName)).toBeVisible();
  await expect(zoneRow.getByText('300×250')).toBeVisible();
  // The tag is there again from the list.
  await zoneRow.getByRole('button', { name: `Get tag: ${zoneName}` }).click();
  await expect(page.getByRole('dialog', { name: `Tag of ${zoneName}` })).toBeVisible();
});
