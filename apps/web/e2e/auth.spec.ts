import { expect, test } from '@playwright/test';
import { test as signedIn } from './signed-in.ts';
import { actAsLink, DEMO_PASSWORD, sideMenu, signIn, WRONG_PASSWORD } from './support.ts';

test('a wrong password shows "Invalid email or password."', async ({ page }) => {
  await signIn(page, 'advertiser@demo.test', WRONG_PASSWORD);
  await expect(page.getByRole('main').getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo accounts sign in to their home pages', async ({ page }) => {
  // The publisher's home page is /pub/redirect/, which hands over to the publisher area at once,
  // so the address seen after signing in is the redirect's target; the visit to the home page is
  // recorded as it happens instead of being caught in passing (that raced the redirect).
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await signIn(page, 'publisher@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/pub\/sites\/$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
  expect(visited).toContain('/pub/redirect/');
});

test('an at link opens the panel as that user and the code leaves the address', async ({ page }) => {
  const link = await actAsLink('guest@demo.test');
  await page.goto(link);
  await expect(page).toHaveURL(/\/guest-ssp\/tokens\/$/);
  expect(page.url()).not.toContain('at=');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Tokens', level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('guest@demo.test')).toBeVisible();
  await expect(menu.getByText('Acting as').first()).toBeVisible();
});

// About the role guard, not signing in: starts with the worker's session of the demo advertiser.
signedIn('an advertiser who types /guest-ssp/tokens/ does not get that page', async ({ page }) => {
  await page.goto('/guest-ssp/tokens/');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Not available for your account' }),
  ).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Tokens' })).toHaveCount(0);
});
