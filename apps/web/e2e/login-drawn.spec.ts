import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, holdRequests } from './support.ts';

interface Drawn {
  heading: Element | null;
  scheme: string | null;
}

/**
 * Keeps what the page holds once its document is parsed and before any of its module scripts
 * has run (readyState "interactive"): the markup the server sent, and the light or dark the
 * page's first paint uses.
 */
function recordDrawn() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const drawn: Drawn = {
      heading: document.querySelector('h1'),
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    };
    (window as unknown as { __drawn: Drawn }).__drawn = drawn;
  });
}

/**
 * Fills the form in and waits for its button: only the running app enables it (it loads the
 * form's checks once something is typed), so the app has taken the page over by then.
 */
async function fillAndWaitForApp(page: Page) {
  await page.getByLabel('Email').fill('advertiser@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled({ timeout: 20_000 });
}

test('the login page arrives drawn, and the app takes that markup over as it is', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript(recordDrawn);
  await page.goto('/login');
  await fillAndWaitForApp(page);
  const { drawnHeading, same } = await page.evaluate(() => {
    const { heading } = (window as unknown as { __drawn: Drawn }).__drawn;
    return {
      drawnHeading: heading?.textContent ?? null,
      // Hydration keeps the server's nodes; starting afresh would have put new ones in their place.
      same: heading?.isConnected === true && heading === document.querySelector('h1'),
    };
  });
  expect(drawnHeading).toBe('SIGN IN');
  expect(same).toBe(true);
  // A markup the app did not match shows as React's hydration error.
  expect(errors).toEqual([]);
});

test('what is typed into the drawn page before the app runs is kept, and signs in', async ({ page }) => {
  // The app's scripts wait until both fields are filled in; the page is the server's markup alone.
  const release = await holdRequests(page, '**/assets/*.js');
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'SIGN IN' })).toBeVisible();
  await page.getByLabel('Email').fill('advertiser@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  release();
  const button = page.getByRole('button', { name: 'Log in' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByLabel('Email')).toHaveValue('advertiser@demo.test');
  await button.click();
  await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
});

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the drawn login page is dark from its first paint', async ({ page }) => {
    await page.addInitScript(recordDrawn);
    await page.goto('/login');
    const scheme = await page.evaluate(() => (window as unknown as { __drawn: Drawn }).__drawn.scheme);
    expect(scheme).toBe('dark');
  });
});

test.describe('for a browser that asks for German', () => {
  test.use({ locale: 'de-DE' });

  test('the login page is not drawn in English first: the app draws it in German', async ({ page }) => {
    await page.addInitScript(recordDrawn);
    const response = await page.goto('/login');
    // index.html: its root holds the loader only, not the login page drawn in English.
    expect(await response?.text()).not.toContain('data-drawn="login"');
    await expect(page.getByRole('heading', { name: 'ANMELDEN' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __drawn: Drawn }).__drawn.heading)).toBeNull();
  });
});
