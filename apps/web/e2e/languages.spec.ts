import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messagesEn } from '../../../packages/contract/src/messages.ts';
import { referenceMessagesEn } from '../../../packages/contract/src/resources/reference-names.ts';
import { enAll as en } from '../src/lib/i18n/en-signed-in.ts';
import { expect, test } from './signed-in.ts';
import { operator, PASSWORD, signIn, uniqueEmail } from './support.ts';

type Catalog = Record<string, string>;
/** Names of reference lists (device types, categories...) are answers of the server's, in its catalogs. */
const english: Catalog = { ...messagesEn, ...referenceMessagesEn, ...en };

/** A language's two catalogs as the web loads them. */
function catalogOf(tag: string): Catalog {
  const read = (file: string): Catalog => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  return { ...read(`../../../packages/contract/locales/${tag}.json`), ...read(`../src/locales/${tag}.json`) };
}

/**
 * English the page still shows: every text node, label, placeholder and title that is, whole, an
 * English string of the catalogs the language has another text for. Data (campaign names, figures)
 * matches none of them.
 */
async function englishLeft(page: Page, catalog: Catalog): Promise<string[]> {
  const strings = Object.entries(english)
    .filter(([key, text]) => !text.includes('{{') && catalog[key] !== undefined && catalog[key] !== text)
    .map(([, text]) => text);
  return page.evaluate((list) => {
    const wanted = new Set(list);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (wanted.has(text)) found.add(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (wanted.has(value)) found.add(value);
      }
    return [...found];
  }, strings);
}

/**
 * How far the report's first column sits from the reading-start edge of its scrolling box once
 * that box is scrolled to its far end (0: it stuck where it should), or null without a box.
 */
function stickyColumnOffset(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const th = document.querySelector('table[aria-label] th');
    let box = th?.parentElement ?? null;
    while (box && !(box.scrollWidth > box.clientWidth + 5 && getComputedStyle(box).overflowX !== 'visible'))
      box = box.parentElement;
    if (!th || !box) return null;
    const rtl = getComputedStyle(box).direction === 'rtl';
    box.scrollLeft = rtl ? -box.scrollWidth : box.scrollWidth;
    const cell = th.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    return Math.round(rtl ? frame.right - cell.right : cell.left - frame.left);
  });
}

/** The footer ALTCHA's own strings give its widget in a language ("Protected by ALTCHA"), as text. */
function captchaFooter(code: string): string {
  // The package exports no package.json; its entry sits in dist/main/.
  const dir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('altcha')), '../i18n');
  const source = readFileSync(path.join(dir, `${code}.js`), 'utf8');
  const at = source.indexOf('footer: ') + 'footer: '.length;
  const quote = source.charAt(at);
  const html = source.slice(at + 1, source.indexOf(quote, at + 1));
  return html
    .replaceAll(/<[^>]*>/g, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

const LANGUAGES = [
  { tag: 'de', locale: 'de-DE', dir: 'ltr' },
  { tag: 'ar', locale: 'ar-EG', dir: 'rtl' },
  { tag: 'ja', locale: 'ja-JP', dir: 'ltr' },
] as const;

for (const { tag, locale, dir } of LANGUAGES) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });
    let t: Catalog = {};
    test.beforeAll(() => {
      t = catalogOf(tag);
    });

    test('gets the login page in its language, with no English left', async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('button', { name: t['login.submit'] })).toBeVisible();
      // Typing loads the captcha, which speaks the page's language too.
      await page.getByRole('textbox').first().fill('someone@example.com');
      await expect(page.locator('altcha-widget')).toContainText(captchaFooter(tag));
      expect(captchaFooter(tag)).not.toBe(captchaFooter('en'));
      expect(await englishLeft(page, t)).toEqual([]);
      await context.close();
    });

    test('gets the campaign editor and statistics in its language, with no English left', async ({
      page,
    }) => {
      await page.goto('/adv/campaigns/create/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: t['crumbs.campaignCreate'], level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: t['campaigns.create'] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(await englishLeft(page, t)).toEqual([]);
      // Nothing sticks out sideways: right to left, a skip link parked at left -10,000 px made the
      // page 11,280 px wide and showed blank until scrolled.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      // The server's lists come in the language too: device types, named by their codes.
      await main.getByRole('combobox', { name: t['campaigns.target.deviceTypes'] }).click();
      await expect(page.getByRole('option', { name: t['resources.deviceType.mobile_tablet'] })).toBeVisible();
      await expect(page.getByRole('option', { name: t['resources.deviceType.connected_tv'] })).toBeVisible();
      expect(await englishLeft(page, t)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/adv/statistics/');
      await expect(main.getByRole('heading', { name: t['statistics.title'], level: 1 })).toBeVisible();
      const table = main.getByRole('table', { name: t['statistics.table.label'] });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await englishLeft(page, t)).toEqual([]);
      // Scrolled to the last metric, the first column stays at the reading start: the right edge in Arabic.
      expect(await stickyColumnOffset(page)).toBe(0);
    });
  });
}

test('the picker turns the login page German, and the page stays German after a reload', async ({
  browser,
  baseURL,
}) => {
  const t = catalogOf('de');
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: english['login.title'] })).toBeVisible();
  await page.getByRole('combobox', { name: english['language.label'] }).selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('a language picked signed in is kept in the profile and follows the user to another browser', async ({
  browser,
  baseURL,
}) => {
  const t = catalogOf('ja');
  const email = uniqueEmail('language');
  await operator('create-user', '--email', email, '--role', 'advertiser', '--password', PASSWORD);
  const first = await browser.newContext({
    baseURL,
    locale: 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  const page = await first.newPage();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/profile/info') && r.request().method() === 'PUT',
  );
  await page.getByRole('combobox', { name: english['language.label'] }).selectOption({ label: '日本語' });
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await first.close();

  // Another browser, in English, with nothing kept: the profile's language wins once signed in.
  const second = await browser.newContext({
    baseURL,
    locale: 'en-US',
    storageState: { cookies: [], origins: [] },
  });
  const other = await second.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/adv\/dashboard\/$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(other.getByRole('navigation', { name: t['layout.navigation'] })).toBeVisible();
  await second.close();
});
