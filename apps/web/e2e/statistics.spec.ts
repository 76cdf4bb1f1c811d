import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseCsv } from '../src/testing/parse-csv.ts';
import { expect, test } from './signed-in.ts';
import { sideMenu } from './support.ts';

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

/** A select of the report's controls, in the page's main region. */
const select = (page: Page, field: string) =>
  page.getByRole('main').getByRole('combobox', { name: field, exact: true });

/** Opens a select and picks an option from its list (which opens in a layer of its own). */
async function pick(page: Page, field: string, option: string) {
  await select(page, field).click();
  const list = page.getByRole('listbox', { name: field, exact: true });
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(select(page, field)).toHaveValue(option);
}

/** The statistics page once its report has rows: its heading, then the table's first row. */
async function reportShown(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  const table = main.getByRole('table', { name: 'Statistics report' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table;
}

test('the demo advertiser regroups its statistics, gets the same view after a reload, and exports it', async ({
  page,
}) => {
  await page.goto('/adv/dashboard/');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page).toHaveURL(/\/adv\/statistics\/$/);

  const table = await reportShown(page);
  await expect(table.getByRole('columnheader').first()).toHaveText('Date');
  // The chart is a real uPlot canvas, named for assistive technology.
  await expect(
    page.getByRole('main').getByRole('img', { name: 'Spend, Impressions by day' }).locator('canvas').first(),
  ).toBeVisible();
  await expect(select(page, 'Period')).toHaveValue('Last 7 days');

  await pick(page, 'Period', 'Last 30 days');
  await pick(page, 'Group by', 'Campaign');
  await expect(page).toHaveURL(/[?&]range=last_30_days(&|$)/);
  await expect(page).toHaveURL(/[?&]group_by=campaign(&|$)/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Campaign');
  await expect(page.getByRole('main').getByRole('img', { name: /by day$/ })).toHaveCount(0);
  await settled(page);
  const lines = await linesOf(table);
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.at(-1)?.[0]).toBe('Total');
  const cell = (header: string) => lines[1]?.[lines[0]?.indexOf(header) ?? -1];
  expect(cell('Spend')).toMatch(/^\$[\d,]+\.\d{2}$/);
  // What the campaign's conversions earned against what they cost: a loss keeps its minus sign.
  expect(cell('Payout')).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(cell('Profit')).toMatch(/^-?\$[\d,]+\.\d{2}$/);
  expect(cell('ROI')).toMatch(/^-?[\d,]+\.\d{2}%$/);

  await page.reload();
  await reportShown(page);
  await expect(select(page, 'Period')).toHaveValue('Last 30 days');
  await expect(select(page, 'Group by')).toHaveValue('Campaign');
  await settled(page);
  expect(await linesOf(table)).toEqual(lines);

  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: 'As shown on screen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(csv).toEqual(lines);
});

test('a campaign row opens into its days, with the campaign as the filter', async ({ page }) => {
  await page.goto('/adv/statistics/?group_by=campaign');
  const table = await reportShown(page);
  await expect(table.getByRole('columnheader').first()).toHaveText('Campaign');
  await settled(page);
  const campaign = table.getByRole('row').nth(1).getByRole('button');
  const name = (await campaign.textContent()) ?? '';
  expect(name).not.toBe('');
  await campaign.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'By date' }).click();

  await expect(page).toHaveURL(/[?&]campaign=\d+/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Date');
  await expect(select(page, 'Group by')).toHaveValue('Date');
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: 'Spend, Impressions by day' })).toBeVisible();
});

test('a "then by" report nests each campaign’s countries under its subtotal, and folds them away', async ({
  page,
}) => {
  // 25 rows a page: a page that short draws every row (a longer one draws those near the window).
  await page.goto('/adv/statistics/?range=last_30_days&group_by=campaign,country&per_page=25');
  const table = await reportShown(page);
  await settled(page);
  await expect(select(page, 'Then by')).toHaveValue('Country');
  // Both levels share the first column: a subtotal row has the fold switch, its rows follow it.
  const rows = await table.locator('tr').evaluateAll((trs) =>
    trs.map((tr) => ({
      subtotal: tr.querySelector('button[aria-expanded]') !== null,
      cells: [...tr.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
    })),
  );
  const header = rows[0]?.cells ?? [];
  expect(header[0]).toBe('Campaign › Country');
  const spend = header.indexOf('Spend');
  const money = (text: string | undefined) => Number((text ?? '').replace(/[$,]/g, ''));
  expect(rows[1]?.subtotal).toBe(true);
  const end = rows.findIndex((row, i) => i > 1 && row.subtotal);
  const children = rows.slice(2, end > 0 ? end : -1);
  expect(children.length).toBeGreaterThan(0);
  const sum = children.reduce((total, row) => total + money(row.cells[spend]), 0);
  expect(Math.abs(sum - money(rows[1]?.cells[spend]))).toBeLessThanOrEqual(0.01 * children.length);
  const campaign = rows[1]?.cells[0] ?? '';
  await table.getByRole('button', { name: `Hide the rows of ${campaign}` }).click();
  await expect(table.getByRole('button', { name: `Show the rows of ${campaign}` })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(table.getByRole('row')).toHaveCount(rows.length - children.length);
  // The table counts its rows for assistive technology: header, rows shown, totals.
  await expect(table).toHaveAttribute('aria-rowcount', String(rows.length - children.length));
});

test.describe('as the demo guest SSP', () => {
  test.use({ account: 'guest' });

  test('the demo guest SSP sees the traffic it sent, by day', async ({ page }) => {
    await page.goto('/guest-ssp/tokens/');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Tokens', level: 1 })).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Statistics', exact: true }).click();
    await expect(page).toHaveURL(/\/guest\/statistics\/$/);
    const table = await reportShown(page);
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
    await expect(
      page
        .getByRole('main')
        .getByRole('img', { name: 'Revenue, Impressions by day' })
        .locator('canvas')
        .first(),
    ).toBeVisible();
  });
});

test('a 500-row page draws the rows in view, and the others as the page scrolls to them', async ({
  page,
}) => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/adv/statistics/?from=${day(-365)}&to=${day(0)}&group_by=hour&per_page=500`);
  const table = await reportShown(page);
  await settled(page);
  // Every row counts for assistive technology (header, 500 rows, totals); a few dozen are drawn.
  await expect(table).toHaveAttribute('aria-rowcount', '502');
  const drawn = table.locator('tbody tr[aria-rowindex]');
  expect(await drawn.count()).toBeLessThan(60);
  const first = table.locator('tbody tr[aria-rowindex="2"]');
  await expect(first).toHaveCount(1);
  // The page's own scroll reaches the last row, drawn in its place above the totals.
  await page.keyboard.press('End');
  const last = table.locator('tbody tr[aria-rowindex="501"]');
  await expect(last).toBeInViewport();
  await expect(table.locator('tfoot tr')).toBeInViewport();
  await expect(first).toHaveCount(0);
  expect(await drawn.count()).toBeLessThan(60);
  // Back at the top of the page (the chart above the table), the first rows are drawn again.
  await page.keyboard.press('Home');
  await expect(first).toHaveCount(1);
});
