import { expect, flip, row, searchList, test, uniqueName } from './campaigns-support.ts';

test('starts and stops a campaign with its switch', async ({ page, api }) => {
  const name = uniqueName('Switch');
  // With a daily budget: starting it asks nothing (without one, the editor flow below confirms).
  await api.approveCreatives(await api.createCampaign(name, { budget: { daily: 50 } }));
  await page.goto('/adv/campaigns/list/');
  await searchList(page, name);
  const toggle = page.getByRole('switch', { name: `Run ${name}` });
  await expect(row(page, name)).toContainText('Draft');

  await flip(toggle);
  await expect(page.getByText(`Campaign “${name}” started.`)).toBeVisible();
  await expect(row(page, name)).toContainText('Active');
  await expect(toggle).toBeChecked();

  await flip(toggle);
  await expect(page.getByText(`Campaign “${name}” paused.`)).toBeVisible();
  await expect(row(page, name)).toContainText('Paused');
});

test('archives after confirming, and dearchives from the Archived tab', async ({ page, api }) => {
  const name = uniqueName('Archive');
  await api.createCampaign(name);
  await page.goto('/adv/campaigns/list/');
  await searchList(page, name);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this campaign?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`Campaign “${name}” archived.`)).toBeVisible();
  await expect(page.getByText('No campaign matches')).toBeVisible();

  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(row(page, name)).toContainText('Archived');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Dearchive' }).click();
  await expect(page.getByText(`Campaign “${name}” is back, paused.`)).toBeVisible();

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(row(page, name)).toContainText('Paused');
});

test('clones a campaign and opens the copy in the editor', async ({ page, api }) => {
  const name = uniqueName('Clone');
  await api.createCampaign(name);
  await page.goto('/adv/campaigns/list/');
  await searchList(page, name);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page).toHaveURL(/\/adv\/campaigns\/edit\/\d+\/$/);
  await expect(page.getByRole('textbox', { name: 'Campaign name', exact: true })).toHaveValue(
    `${name} (copy)`,
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Campaign List' })
    .click();
  await searchList(page, name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
});

test('stops two selected campaigns at once', async ({ page, api }) => {
  const prefix = uniqueName('Bulk');
  for (const n of [1, 2, 3]) {
    const id = await api.createCampaign(`${prefix} #${n}`);
    await api.approveCreatives(id);
    await api.setStatus(id, 'start');
  }
  await page.goto('/adv/campaigns/list/');
  await searchList(page, prefix);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);

  await page.getByRole('checkbox', { name: `Select ${prefix} #1` }).check();
  await page.getByRole('checkbox', { name: `Select ${prefix} #2` }).check();
  const bar = page.getByRole('region', { name: 'Selected campaigns' });
  await expect(bar).toContainText('2 campaigns selected');
  await bar.getByRole('button', { name: 'Stop' }).click();

  await expect(page.getByText('2 campaigns paused')).toBeVisible();
  await expect(row(page, `${prefix} #1`)).toContainText('Paused');
  await expect(row(page, `${prefix} #2`)).toContainText('Paused');
  await expect(row(page, `${prefix} #3`)).toContainText('Active');
  await expect(bar).toHaveCount(0);
});

test('keeps the filters in the address, so a reload shows the same list', async ({ page, api }) => {
  const prefix = uniqueName('Filter');
  await api.createCampaign(`${prefix} link`);
  await api.createCampaign(`${prefix} pop`, {
    ad_format: 'popunder',
    creatives: [{ type: 'popunder', name: 'Pop' }],
  });
  const started = await api.createCampaign(`${prefix} live pop`, {
    ad_format: 'popunder',
    creatives: [{ type: 'popunder', name: 'Pop' }],
  });
  await api.approveCreatives(started);
  await api.setStatus(started, 'start');

  await page.goto('/adv/campaigns/list/');
  await searchList(page, prefix);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Ad format', exact: true }).click();
  await page.getByRole('option', { name: 'Popunder' }).click();
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
  await expect(row(page, `${prefix} pop`)).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).toHaveURL(/ad_format=popunder/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(prefix);
  await expect(page.getByRole('combobox', { name: 'Ad format', exact: true })).toHaveValue('Popunder');
  await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
  await expect(row(page, `${prefix} pop`)).toBeVisible();
});

test('at 1440 px no status badge of the list is cut short', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/adv/campaigns/list/');
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  const badges = table.locator('.mantine-Badge-label');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
});
