import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

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

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The side menu, the landmark every signed-in page has. */
/** Holds every request matching `url` until the returned function is called, then lets them go. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Signs in through the form in a context of its own and keeps what the browser stored, so the
 * flows that are not about signing in start signed in: sign-ins are rate limited, and the captcha
 * of the form is slow on a busy machine. Done when the account's home page shows its menu.
 */
export async function signedInSession(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string; home: RegExp },
): Promise<{ storageState: StorageState; token: string }> {
  // Empty on purpose: inside a test, a new context would otherwise start with the test's session.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(account.home);
    await expect(sideMenu(page)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('panel.token'));
    if (!token) throw new Error(`no token after ${account.email} signed in`);
    return { storageState: await context.storageState(), token };
  } finally {
    await context.close();
  }
}

const run = promisify(execFile);

/** `npm run admin -- <args>` against the running server, as an operator types it; its output. */
export async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATA_DIR: process.env.PANEL_E2E_DATA,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1:8181',
    },
  });
  return stdout;
}

/** The operator's one-time link that opens the panel as that user. */
export async function actAsLink(email: string): Promise<string> {
  const stdout = await operator('act-as', email);
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
