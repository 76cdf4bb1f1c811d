import { expect, test } from '@playwright/test';
import { actAsLink, DEMO_PASSWORD, signIn, WRONG_PASSWORD } from './support.ts';

test('a wrong password shows "Invalid email or password."', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', WRONG_PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo accounts sign in to their home pages', async ({ page }) => {
  await signIn(page, 'publisher@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/pub\/redirect\/$/);
});

test('an at link opens the panel as that user and the code leaves the address', async ({ page }) => {
  const link = await actAsLink('guest@demo.test');
  await page.goto(link);
  await expect(page).toHaveURL(/\/guest-ssp\/tokens\/$/);
  expect(page.url()).not.toContain('at=');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('guest@demo.test')).toBeVisible();
  await expect(page.getByText('Acting as').first()).toBeVisible();
});

test('an advertiser who types /guest-ssp/tokens/ does not get that page', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await page.goto('/guest-ssp/tokens/');
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tokens' })).toHaveCount(0);
});
