import { randomUUID } from 'node:crypto';
import type { Campaign } from '@panel/contract';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { stripedPng } from '../../server/src/demo/demo-png.ts';
import { operator, PASSWORD, type StorageState, signedInSession, uniqueEmail } from './support.ts';

/**
 * Campaign flows run as a fresh advertiser per worker, made with the operator's create-user
 * command (not a sign-up: sign-ups are limited per address, and the registration flows need
 * theirs) and signed in once (sign-ins are rate limited per address), so no flow sees the demo
 * campaigns or another worker's. Tests inside a worker keep apart by giving every campaign a
 * unique name and searching for it.
 */
interface Advertiser {
  email: string;
  token: string;
  storageState: StorageState;
}

export const test = base.extend<{ api: Api }, { advertiser: Advertiser }>({
  advertiser: [
    async ({ browser }, use, workerInfo) => {
      const email = uniqueEmail('campaigns');
      await operator('create-user', '--email', email, '--role', 'advertiser', '--password', PASSWORD);
      const session = await signedInSession(browser, workerInfo.project.use.baseURL, {
        email,
        password: PASSWORD,
        home: /\/adv\/dashboard\/$/,
      });
      await use({ email, ...session });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ advertiser }, use) => use(advertiser.storageState),
  api: async ({ playwright, advertiser, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${advertiser.token}` },
    });
    await use(new Api(request));
    await request.dispose();
  },
});
export { expect };

/** Sets up campaigns through the API, for flows that are about the list rather than the editor. */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  async createCampaign(name: string, extra: Record<string, unknown> = {}): Promise<number> {
    const response = await this.request.post('/api/v1/campaigns', {
      data: {
        name,
        ad_format: 'direct link',
        pricing_model: 'cpm',
        bid: 1.5,
        destination_url: 'https://offer.example.com/?click_id={click_id}',
        creatives: [{ type: 'url', name: 'Ad 1' }],
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()).ext.id;
  }

  /** The campaign as the server keeps it, to check what the editor saved. */
  async campaign(id: number): Promise<Campaign> {
    const response = await this.request.get(`/api/v1/campaigns/${id}`);
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).ext;
  }

  /** Approves the campaign's creatives with the operator's command, as moderation would before it can start. */
  async approveCreatives(id: number) {
    for (const creative of (await this.campaign(id)).creatives)
      await operator('creatives', 'approve', String(creative.id));
  }

  async setStatus(id: number, action: 'start' | 'stop' | 'archive' | 'dearchive') {
    const response = await this.request.put(`/api/v1/campaigns/${id}/status/${action}`);
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** A name no other test uses, so a search finds this test's campaigns only. */
export const uniqueName = (label: string) => `E2E ${label} ${randomUUID().slice(0, 6)}`;

/** Finds campaigns by name in the list's search box and waits for the list to show them. */
export async function searchList(page: Page, text: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  // Until the searched page has come, the table shows the page before it (dimmed): a switch
  // flipped then belongs to rows about to be replaced, and on a busy machine the searched answer,
  // read before the change, came after it (CI, 2026-11-28). So the search ends once every row
  // shown is one it found and none is dimmed.
  await main.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  await expect(main.locator('tbody tr').filter({ hasNotText: text })).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Flips a switch by its track, where a person clicks (the hidden input sits under it). */
export const flip = (toggle: Locator) => toggle.locator('xpath=..').click();

export const row = (page: Page, name: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: name });

/** A real PNG of the given size (the server's demo-image maker): what the size checks look at. */
export const png = (width: number, height: number): Buffer => stripedPng(width, height);

/** Uploads an image through the field's button, as a person picks a file. */
export async function uploadImage(page: Page, button: string, file: { width: number; height: number }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({
    name: `${file.width}x${file.height}.png`,
    mimeType: 'image/png',
    buffer: png(file.width, file.height),
  });
}
