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

test('custom bids: a country and a zone bid are saved, shown again, and one is removed', async ({
  page,
  api,
}) => {
  const name = uniqueName('Bids');
  const id = await api.createCampaign(name);
  await page.goto(`/adv/campaigns/edit/${id}/`);
  await expect(field(page, 'Campaign name')).toHaveValue(name);
  const bids = page.getByRole('region', { name: 'Custom bids' });
  await expect(bids).toContainText('the campaign bid: $1.50 CPM');

  await bids.getByRole('button', { name: 'Add a country bid' }).click();
  const country = bids.getByRole('group', { name: 'Country bid 1' });
  await country.getByRole('combobox', { name: 'Country' }).fill('germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await country.getByRole('textbox', { name: 'Custom bid' }).fill('2.25');
  // Adding a row puts the cursor in it: the zone id is typed straight away.
  await bids.getByRole('button', { name: 'Add a zone bid' }).click();
  const zone = bids.getByRole('group', { name: 'Zone bid 1' });
  await expect(zone.getByRole('textbox', { name: 'Zone ID' })).toBeFocused();
  await page.keyboard.type('48213');
  await zone.getByRole('textbox', { name: 'Custom bid' }).fill('0.75');
  await expect(page.getByRole('complementary')).toContainText('2 bids: 1 country, 1 zone');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The campaign has been saved.')).toBeVisible();
  expect(await api.campaign(id)).toMatchObject({
    bid_by_country: [{ country: 'DE', bid: 2.25 }],
    bid_by_site: [],
    bid_by_zone: [{ zone_id: '48213', bid: 0.75 }],
  });

  await page.reload();
  await expect(country.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  await expect(country.getByRole('textbox', { name: 'Custom bid' })).toHaveValue('2.25');
  await expect(zone.getByRole('textbox', { name: 'Zone ID' })).toHaveValue('48213');
  await expect(zone.getByRole('textbox', { name: 'Custom bid' })).toHaveValue('0.75');
  // Removed by keyboard; the leave guard now counts the change.
  await bids.getByRole('button', { name: 'Remove country bid 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(country).toHaveCount(0);
  await expect(page.getByRole('complementary')).toContainText('Unsaved changes');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The campaign has been saved.')).toBeVisible();

  await page.reload();
  await expect(zone.getByRole('textbox', { name: 'Zone ID' })).toHaveValue('48213');
  await expect(bids.getByRole('group', { name: 'Country bid 1' })).toHaveCount(0);
  await expect(page.getByRole('complementary')).toContainText('1 bid: 1 zone');
  const saved = await api.campaign(id);
  expect(saved.bid_by_country).toEqual([]);
  expect(saved.bid_by_zone).toEqual([{ zone_id: '48213', bid: 0.75 }]);
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

test('starts a campaign once moderation approved its ad, and stops it, from the editor', async ({
  page,
  api,
}) => {
  const id = await api.createCampaign(uniqueName('Header'));
  await page.goto(`/adv/campaigns/edit/${id}/`);
  await expect(page.getByRole('group', { name: 'Ad 1' })).toContainText('In moderation');
  await page.getByRole('button', { name: 'Start' }).click();
  // No budget: starting asks first, the keyboard on Cancel.
  const noBudget = page.getByRole('dialog', { name: 'Start without a budget?' });
  await expect(noBudget.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await noBudget.getByRole('button', { name: 'Start anyway' }).click();
  await expect(
    page.getByText('The campaign has no approved creative yet: creatives are reviewed before they run.'),
  ).toBeVisible();

  await api.approveCreatives(id);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Ad 1' })).toContainText('Approved');
  await page.getByRole('button', { name: 'Start' }).click();
  await page
    .getByRole('dialog', { name: 'Start without a budget?' })
    .getByRole('button', { name: 'Start anyway' })
    .click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});
