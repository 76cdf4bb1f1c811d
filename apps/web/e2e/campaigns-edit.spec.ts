import { expect, flip, test, uniqueName } from './campaigns-support.ts';
import { choose, field } from './support.ts';

test('edits a campaign: audience, budget and a painted schedule survive a reload', async ({ page, api }) => {
  const name = uniqueName('Edit');
  const id = await api.createCampaign(name);
  await page.goto(`/adv/campaigns/edit/${id}/`);
  await expect(field(page, 'Campaign name')).toHaveValue(name);

  await field(page, 'Campaign name').fill(`${name} UK`);
  await page.getByRole('button', { name: 'New group' }).click();
  const newGroup = page.getByRole('dialog', { name: 'New group' });
  await newGroup.getByRole('textbox', { name: 'Group name' }).fill(`${name} group`);
  await newGroup.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('combobox', { name: 'Group', exact: true })).toHaveValue(`${name} group`);
  await choose(page, 'Countries', 'gb', /United Kingdom/);
  await field(page, 'Daily budget').fill('50');
  await flip(page.getByRole('switch', { name: 'Run on a schedule' }));
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByRole('button', { name: 'Clear' }).click();
  await expect(schedule.getByText('0 hours a week')).toBeVisible();
  // Drag from Monday 09:00 to Friday 17:00: five days of nine hours.
  await schedule.getByRole('grid', { name: 'Weekly schedule' }).scrollIntoViewIfNeeded();
  const from = await page.getByRole('gridcell', { name: 'Monday 09:00' }).boundingBox();
  const to = await page.getByRole('gridcell', { name: 'Friday 17:00' }).boundingBox();
  if (!from || !to) throw new Error('schedule grid not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(schedule.getByText('45 hours a week')).toBeVisible();
  // The keyboard switches one more cell: Saturday 10:00.
  await page.getByRole('gridcell', { name: 'Friday 17:00' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(page.getByRole('gridcell', { name: 'Saturday 16:00' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The campaign has been saved.')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Campaign name')).toHaveValue(`${name} UK`);
  await expect(page.getByRole('region', { name: 'Schedule' }).getByText('46 hours a week')).toBeVisible();
  await expect(field(page, 'Daily budget')).toHaveValue('50');
  await expect(page.getByRole('combobox', { name: 'Group', exact: true })).toHaveValue(`${name} group`);
  await expect(page.getByRole('complementary')).toContainText('Only GB');
});

test('asks before leaving with unsaved changes', async ({ page, api }) => {
  const name = uniqueName('Guard');
  const id = await api.createCampaign(name);
  await page.goto(`/adv/campaigns/edit/${id}/`);
  await field(page, 'Campaign name').fill(`${name} changed`);

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByRole('link', { name: 'Campaign List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}/$`));
  await expect(field(page, 'Campaign name')).toHaveValue(`${name} changed`);

  await menu.getByRole('link', { name: 'Campaign List' }).click();
  await dialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/adv\/campaigns\/list\/$/);
});

test('starts and stops a campaign from the editor', async ({ page, api }) => {
  const id = await api.createCampaign(uniqueName('Header'));
  await page.goto(`/adv/campaigns/edit/${id}/`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});
