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

test.describe('the editor at 390 px', () => {
  test.use({ hasTouch: true });

  test('keeps Save in view, lets targeting lists use the width, and takes a schedule by touch', async ({
    page,
  }) => {
    await page.goto('/adv/campaigns/list/');
    await page
      .getByRole('list', { name: 'Campaigns' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .click();
    await expect(page.getByRole('region', { name: 'General' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Save the campaign' });
    const save = bar.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeInViewport();
    // The summary under the form has no Save of its own: one Save, the bar's.
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(1);

    // A targeting list takes the card's width; its Include/Exclude switch goes under it.
    const devices = page.getByRole('combobox', { name: 'Device types' });
    const list = await devices.boundingBox();
    // Beside the switch it was about 140 px: a chosen type read "Con…".
    expect(list?.width).toBeGreaterThan(240);

    const schedule = page.getByRole('switch', { name: /^Run on a schedule/ });
    await schedule.scrollIntoViewIfNeeded();
    await schedule.check();
    await expect(bar).toContainText('Unsaved changes');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    const cell = page.getByRole('gridcell', { name: 'Wednesday 14:00' });
    const box = await cell.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(28);
    expect(box?.height).toBeGreaterThanOrEqual(28);
    await cell.tap();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('region', { name: 'Schedule' }).getByText('1 hour a week', { exact: true }),
    ).toBeVisible();
    await expect(save).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
