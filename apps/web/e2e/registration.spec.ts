import { expect, test } from '@playwright/test';
import { field, fillCompanyDetails, PASSWORD, sideMenu, signIn, uniqueEmail } from './support.ts';

test('a client signs up, signs in and lands on the advertiser dashboard', async ({ page }) => {
  const email = uniqueEmail('client');
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'SIGN UP' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /I want to promote products/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'SIGN UP as advertiser' })).toBeVisible();
  await fillCompanyDetails(page, email);
  const signUp = page.getByRole('button', { name: 'Sign up' });
  // The captcha of production builds solves itself on load; Sign up waits for it.
  await expect(signUp).toBeEnabled({ timeout: 20_000 });
  await signUp.click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  await expect(sideMenu(page).getByRole('link', { name: 'Campaign List' })).toBeVisible();
});

test('a guest signs up with the short form, signs in and lands on the tokens page', async ({ page }) => {
  const email = uniqueEmail('guest');
  await page.goto('/registration?as=guest');
  await expect(page.getByRole('radio', { name: /I want to monetize traffic/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /I want to promote products/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'City')).toHaveCount(0);
  await expect(field(page, 'Billing email')).toHaveCount(0);
  await fillCompanyDetails(page, email, { guest: true });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/guest-ssp\/tokens\/$/);
});

test('a weak password shows the password rule and keeps Sign up disabled', async ({ page }) => {
  await page.goto('/registration?as=client');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillCompanyDetails(page, uniqueEmail('weak'), { password: 'weakpass' });
  await field(page, 'Password').blur();
  await expect(
    page.getByText(
      'Must contain from 8 to 16 characters, 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
});

test('switching to guest updates the address', async ({ page }) => {
  await page.goto('/registration');
  await page.getByText('Guest', { exact: true }).click();
  await expect(page).toHaveURL(/\?as=guest$/);
});
