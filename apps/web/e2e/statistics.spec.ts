import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parseCsv } from '../src/testing/parse-csv.ts';
import { DEMO_PASSWORD, signIn } from './support.ts';

/** The table as lines of cell texts: header, rows, totals. */
const linesOf = (table: Locator) =>
  table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );

/** Waits until no report is loading (the last view stays on screen, marked busy, while the next one loads). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading statistics…' })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function pick(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo advertiser regroups its statistics, gets the same view after a reload, and exports it', async ({
  page,
}) => {
  await signIn(page, 'advertiser@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/adv\/statistics\/$/);

  const table = page.getByRole('table', { name: 'Statistics report' });
  await expect(table.getByRole('columnheader').first()).toHaveText('Date');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The chart is a real uPlot canvas, named for assistive technology.
  await expect(
    page.getByRole('img', { name: 'Spend, Impressions by day' }).locator('canvas').first(),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue('Last 7 days');

  await pick(page, 'Period', 'Last 30 days');
  await pick(page, 'Group by', 'Campaign');
  await expect(page).toHaveURL(/[?&]range=last_30_days(&|$)/);
  await expect(page).toHaveURL(/[?&]group_by=campaign(&|$)/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Campaign');
  await expect(page.getByRole('img', { name: /by day$/ })).toHaveCount(0);
  await settled(page);
  const lines = await linesOf(table);
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.at(-1)?.[0]).toBe('Total');
  expect(lines[1]?.[lines[0]?.indexOf('Spend') ?? -1]).toMatch(/^\$[\d,]+\.\d{2}$/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue('Last 30 days');
  await expect(page.getByRole('combobox', { name: 'Group by', exact: true })).toHaveValue('Campaign');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await settled(page);
  expect(await linesOf(table)).toEqual(lines);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(csv).toEqual(lines);
});

test('a campaign row opens into its days, with the campaign as the filter', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await page.goto('/adv/statistics/?group_by=campaign');
  const table = page.getByRole('table', { name: 'Statistics report' });
  const campaign = table.getByRole('row').nth(1).getByRole('button');
  const name = (await campaign.textContent()) ?? '';
  await campaign.click();
  await page.getByRole('menuitem', { name: 'By date' }).click();

  await expect(page).toHaveURL(/[?&]campaign=\d+/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Date');
  await expect(page.getByRole('combobox', { name: 'Group by', exact: true })).toHaveValue('Date');
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Spend, Impressions by day' })).toBeVisible();
});

test('the demo guest SSP sees the traffic it sent, by day', async ({ page }) => {
  await signIn(page, 'guest@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/guest-ssp\/tokens\/$/);
  await page.goto('/guest/statistics/');
  const table = page.getByRole('table', { name: 'Statistics report' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Requests',
    'Bids',
    'Wins',
    'Win rate',
    'Impressions',
    'Clicks',
    'CTR',
    'Revenue',
    'eCPM',
  ]);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Revenue, Impressions by day' }).locator('canvas').first(),
  ).toBeVisible();
});
