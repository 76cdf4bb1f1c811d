import type { Locator, Page } from '@playwright/test';
import { expect, test } from './signed-in.ts';
import { sideMenu } from './support.ts';

/**
 * Issue 14: the panel works by keyboard alone, and the keyboard's focus can be seen. The side
 * menu is reached with Tab and followed with Enter; a dialog opens with Enter, keeps the focus
 * inside while open, closes with Escape and gives the focus back to what opened it.
 */

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user walks a page. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/** The focused element draws a focus ring: an outline of some width that is not "none". */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThan(0);
}

test('the side menu is walked with Tab and followed with Enter, its focus in sight', async ({ page }) => {
  await page.goto('/adv/dashboard/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The first stop is the skip link, which shows itself once it has the focus.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const statistics = sideMenu(page).getByRole('link', { name: 'Statistics', exact: true });
  await tabTo(page, statistics);
  await expectFocusRing(statistics);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/adv\/statistics\/$/);
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
});

test('a dialog opens with Enter, keeps the focus inside and closes with Escape', async ({ page }) => {
  await page.goto('/adv/campaigns/create/');
  await expect(page.getByRole('heading', { name: 'Create campaign', level: 1 })).toBeVisible();

  const opener = page.getByRole('button', { name: 'New group' });
  await tabTo(page, opener, 120);
  await expectFocusRing(opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'New group' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Group name' })).toBeFocused();
  // Tab cycles within the dialog: the page behind it cannot take the focus.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
