import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const DEMO_PASSWORD = process.env.PANEL_E2E_PASSWORD ?? '';
export const PASSWORD = 'Str0ng!pass';
export const WRONG_PASSWORD = 'Wrong-pass1!';
export const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@e2e.test`;

/** Signs in through the form; the production build shows the captcha, which solves itself on load. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'SIGN IN' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const button = page.getByRole('button', { name: 'Log in' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await button.click();
}

/** Solves a captcha challenge as the widget does, for sign-ups made through the API. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/auth/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const run = promisify(execFile);

/** The operator command, run as an operator would while the server is up. */
export async function actAsLink(email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'act-as', email], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATA_DIR: process.env.PANEL_E2E_DATA,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:8181',
    },
  });
  const link = /link: (\S+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

/** Picks an option of a searchable select by typing, as a person does. */
export async function choose(page: Page, label: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A text field by its accessible name, exactly (so 'Email' is not 'Billing email'). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills step 2 of the registration wizard for a company; guests see only part of the fields. */
export async function fillCompanyDetails(
  page: Page,
  email: string,
  options: { guest?: boolean; password?: string } = {},
) {
  await field(page, 'Trading name').fill('E2E Traffic');
  await field(page, 'Legal company name').fill('E2E Traffic Ltd');
  await field(page, 'Website').fill('https://e2e-traffic.example.com');
  await choose(page, 'Country', 'GB', /United Kingdom/);
  if (!options.guest) {
    await field(page, 'City').fill('London');
    await field(page, 'Address').fill('1 Test Street');
    await field(page, 'Zip code').fill('N1 9GU');
    await field(page, 'Registration number').fill('12345678');
    await field(page, 'Billing email').fill('billing@e2e.test');
  }
  await field(page, 'First name').fill('Eve');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(options.password ?? PASSWORD);
  await choose(page, 'Phone code', 'GB', /United Kingdom/);
  await field(page, 'Phone number').fill('20 7946 0958');
  await field(page, 'Telegram').fill('@eve_e2e');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}
