import type { Page } from '@playwright/test';
import { expect, test, uniqueName, uploadImage } from './campaigns-support.ts';
import { choose, field } from './support.ts';

/** One flow per ad format family: what the editor asks for each, filled as a person would. */
const FORMATS: { format: string; option: RegExp; fill: (page: Page) => Promise<void> }[] = [
  {
    format: '300x250',
    option: /^300x250$/,
    fill: async (page) => {
      await uploadImage(page, 'Upload Banner image', { width: 300, height: 250 });
      await expect(page.getByRole('img', { name: 'Banner image preview' })).toBeVisible();
    },
  },
  {
    format: 'HTML tag',
    option: /^HTML tag$/,
    fill: (page) =>
      page
        .getByRole('textbox', { name: 'Ad markup' })
        .fill('<div><a href="https://shop.example.com">Buy now</a></div>'),
  },
  { format: 'Direct link', option: /^Direct link$/, fill: async () => {} },
  {
    format: 'Video',
    option: /^Video$/,
    fill: async (page) => {
      await field(page, 'Video file URL').fill('https://cdn.example.com/spot.mp4');
      await field(page, 'Duration (seconds)').fill('15');
    },
  },
  {
    format: 'VAST',
    option: /^VAST$/,
    fill: (page) => field(page, 'VAST URL').fill('https://ads.example.com/vast.xml'),
  },
  {
    format: 'Native',
    option: /^Native$/,
    fill: async (page) => {
      await field(page, 'Title').fill('Save on your energy bill');
      await field(page, 'Description').fill('Compare tariffs in two minutes and switch for free.');
      await uploadImage(page, 'Upload Icon', { width: 192, height: 192 });
      await expect(page.getByRole('img', { name: 'Icon preview' })).toBeVisible();
      await uploadImage(page, 'Upload Main image', { width: 600, height: 400 });
      await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
    },
  },
  { format: 'Popunder', option: /^Popunder$/, fill: async () => {} },
  {
    format: 'Classic Push',
    option: /^Classic Push$/,
    fill: async (page) => {
      await field(page, 'Title').fill('Your parcel is waiting');
      await field(page, 'Text').fill('Track it now');
      await uploadImage(page, 'Upload Icon', { width: 192, height: 192 });
      await expect(page.getByRole('img', { name: 'Icon preview' })).toBeVisible();
    },
  },
  {
    format: 'Calendar',
    option: /^Calendar$/,
    fill: async (page) => {
      await field(page, 'Event title').fill('Black Friday starts');
      await field(page, 'Event description').fill('Doors open at 9: up to 70% off everything.');
    },
  },
];

for (const { format, option, fill } of FORMATS) {
  test(`creates a ${format} campaign through the editor`, async ({ page }) => {
    const name = uniqueName(format);
    await page.goto('/adv/campaigns/create/');
    await expect(page.getByRole('heading', { name: 'Create campaign' })).toBeVisible();
    await field(page, 'Campaign name').fill(name);
    await choose(page, 'Ad format', format, option);
    await expect(page.getByRole('group', { name: 'Ad 1' })).toBeVisible();
    await field(page, 'Bid').fill('0.75');
    await field(page, 'Destination URL').fill('https://offer.example.com/lp?cid=');
    await page.getByRole('button', { name: 'Insert a macro' }).click();
    await page.getByRole('menuitem', { name: /\{click_id\}/ }).click();
    await expect(field(page, 'Destination URL')).toHaveValue('https://offer.example.com/lp?cid={click_id}');
    await fill(page);

    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect(page).toHaveURL(/\/adv\/campaigns\/edit\/\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Edit campaign' })).toBeVisible();
    await expect(field(page, 'Campaign name')).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: 'Ad format', exact: true })).toHaveValue(format);
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  });
}

test('shows what is missing instead of saving an incomplete campaign', async ({ page }) => {
  await page.goto('/adv/campaigns/create/');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Some fields need your attention before saving.')).toBeVisible();
  await expect(field(page, 'Campaign name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create\/$/);
});

test('estimates the reach and a bid range of the targeting as it is edited', async ({ page }) => {
  await page.goto('/adv/campaigns/create/');
  await choose(page, 'Ad format', 'Popunder', /^Popunder$/);
  const reach = page.getByRole('region', { name: 'Estimated reach' });
  const figure = reach.getByTestId('reach-figure');
  await expect(figure).toHaveText(/^≈ [\d,]+ requests? a day$/);
  const requests = async () => Number((await figure.innerText()).replace(/\D/g, ''));
  const everywhere = await requests();
  expect(everywhere).toBeGreaterThan(0);
  await expect(reach.getByTestId('reach-bid')).toHaveText(/^\$[\d.]+ – \$[\d.]+ CPM$/);

  // One country of the demo's traffic: fewer requests, still some.
  await choose(page, 'Countries', 'us', /United States/);
  await expect.poll(requests, { timeout: 10_000 }).toBeLessThan(everywhere);
  expect(await requests()).toBeGreaterThan(0);
});
