import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type DemoAccount, expect, test } from './signed-in.ts';

/**
 * Issue 14: axe-core on every page of the panel, in the light and the dark theme, finds no
 * serious or critical violation of WCAG 2.x A/AA. Each page is checked once its data has come
 * (the network is idle and no skeleton is left), so tables, charts and forms are part of it.
 */
interface Checked {
  path: string | ((page: Page) => Promise<string>);
  account?: DemoAccount;
}

/** The first campaign of the demo advertiser, opened from the list as a user would. */
async function firstCampaignEdit(page: Page): Promise<string> {
  await page.goto('/adv/campaigns/list/');
  const href = await page
    .getByRole('main')
    .locator('a[href*="/adv/campaigns/edit/"]')
    .first()
    .getAttribute('href');
  expect(href, 'the demo advertiser has a campaign to edit').toBeTruthy();
  return href ?? '';
}

const PAGES: Checked[] = [
  { path: '/login' },
  { path: '/registration' },
  { path: '/profile/', account: 'advertiser' },
  { path: '/adv/dashboard/', account: 'advertiser' },
  { path: '/adv/campaigns/list/', account: 'advertiser' },
  { path: '/adv/campaigns/create/', account: 'advertiser' },
  { path: firstCampaignEdit, account: 'advertiser' },
  { path: '/adv/campaigns/tracking/', account: 'advertiser' },
  { path: '/adv/campaigns/traffic-optimization/', account: 'advertiser' },
  { path: '/adv/campaigns/bid-optimization/', account: 'advertiser' },
  { path: '/adv/ssp/ssp-endpoints/', account: 'advertiser' },
  { path: '/adv/statistics/', account: 'advertiser' },
  { path: '/adv/statistics/bid-floors/', account: 'advertiser' },
  { path: '/pub/sites/', account: 'publisher' },
  { path: '/pub/zones/', account: 'publisher' },
  { path: '/pub/dsp-endpoints/', account: 'publisher' },
  { path: '/pub/statistics/', account: 'publisher' },
  { path: '/guest-ssp/tokens/', account: 'guest' },
  { path: '/guest/statistics/', account: 'guest' },
];

const BLOCKING = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core on the page as it is, in `scheme`: the serious and critical violations, described. */
async function violationsIn(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  // The theme follows the system's (Mantine's "auto"), live: prove the page is in the one checked.
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  // Colours ease into the new theme (a segmented control's labels take 200 ms): check the theme
  // once every transition has ended, not a frame caught halfway between the two.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${scheme}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.html.slice(0, 160)}\n      ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`,
          )
          .join('\n')}`,
    );
}

for (const checked of PAGES) {
  const name = typeof checked.path === 'string' ? checked.path : '/adv/campaigns/edit/:id/';
  test(`${name} has no serious accessibility violation in the light or the dark theme`, async ({
    browser,
    baseURL,
    demoSessions,
  }) => {
    const storageState = checked.account
      ? await demoSessions.get(checked.account)
      : { cookies: [], origins: [] };
    const context = await browser.newContext({ baseURL, storageState, colorScheme: 'light' });
    try {
      const page = await context.newPage();
      const path = typeof checked.path === 'string' ? checked.path : await checked.path(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hidden tab panels may keep a skeleton of a list not asked for yet: only what shows counts.
      await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
      const found = [...(await violationsIn(page, 'light')), ...(await violationsIn(page, 'dark'))];
      expect(found.length, found.join('\n')).toBe(0);
    } finally {
      await context.close();
    }
  });
}
