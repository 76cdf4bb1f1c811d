import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD, signIn, uniqueEmail } from './support.ts';

/**
 * Campaign flows run as a fresh advertiser per worker, signed in once (sign-ins are rate
 * limited per address), so no flow sees the demo campaigns or another worker's. Tests inside a
 * worker keep apart by giving every campaign a unique name and searching for it.
 */
interface Advertiser {
  email: string;
  token: string;
  storageState: Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
}

const register = (email: string) => ({
  account_type: 'advertiser',
  legal_type: 'company',
  email,
  password: PASSWORD,
  trading_name: 'E2E Campaigns',
  legal_company_name: 'E2E Campaigns Ltd',
  website_url: 'https://e2e-campaigns.example.com',
  country: 'GB',
  city: 'London',
  address: '1 Test Street',
  zip_code: 'N1 9GU',
  company_registration_number: '12345678',
  billing_email: 'billing@e2e.test',
  firstname: 'Cam',
  lastname: 'Paign',
  phone_number_code: '+44',
  phone_number: '20 7946 0958',
  telegram: '@cam_e2e',
  terms: true,
});

export const test = base.extend<{ api: Api }, { advertiser: Advertiser }>({
  advertiser: [
    async ({ browser }, use, workerInfo) => {
      const email = uniqueEmail('campaigns');
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      const response = await page.request.post('/register', { data: register(email) });
      expect(response.ok(), await response.text()).toBe(true);
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/adv\/dashboard\/$/);
      const token = await page.evaluate(() => localStorage.getItem('panel.token'));
      if (!token) throw new Error('no token after sign-in');
      const storageState = await page.context().storageState();
      await page.close();
      await use({ email, token, storageState });
    },
    { scope: 'worker' },
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

  async setStatus(id: number, action: 'start' | 'stop' | 'archive' | 'dearchive') {
    const response = await this.request.put(`/api/v1/campaigns/${id}/status/${action}`);
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** A name no other test uses, so a search finds this test's campaigns only. */
export const uniqueName = (label: string) => `E2E ${label} ${randomUUID().slice(0, 6)}`;

/** Finds campaigns by name in the list's search box and waits for the list to show them. */
export async function searchList(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

/** Flips a switch by its track, where a person clicks (the hidden input sits under it). */
export const flip = (toggle: Locator) => toggle.locator('xpath=..').click();

export const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour PNG of the given size: what an advertiser's banner looks like to the size checks. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
