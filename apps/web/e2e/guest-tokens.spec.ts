import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './signed-in.ts';
import { actAsLink } from './support.ts';

test.use({ account: 'guest' });

/**
 * The demo advertiser's partner code, as its SSP page reads it (made on that first read). The
 * advertiser's session comes from the operator's act-as code, exchanged through the API: a
 * second sign-in through the form would mean a second captcha in this flow.
 */
async function partnerCode(request: APIRequestContext): Promise<string> {
  const link = new URL(await actAsLink('advertiser@demo.test'));
  const act = await request.post('/auth/act', { data: { code: link.searchParams.get('at') } });
  expect(act.status()).toBe(200);
  const session = ((await act.json()) as { ext: { token: string } }).ext.token;
  const res = await request.get('/api/v1/ssp', { headers: { authorization: `Bearer ${session}` } });
  expect(res.status()).toBe(200);
  const code = ((await res.json()) as { ext: { partner_code: string } }).ext.partner_code;
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return code;
}

test('a guest makes a token with an advertiser’s partner code, sees its secret once and then in the list', async ({
  page,
  context,
  request,
}) => {
  const code = await partnerCode(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `E2E feed ${randomUUID().slice(0, 6)}`;

  await page.goto('/guest-ssp/tokens/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Tokens', level: 1 })).toBeVisible();
  await main.getByRole('button', { name: 'New token' }).first().click();

  const form = page.getByRole('dialog', { name: 'New token' });
  await form.getByRole('textbox', { name: 'Partner code' }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Token name' }).fill(name);
  await form.getByRole('button', { name: 'Make token' }).click();

  const reveal = page.getByRole('dialog', { name: 'Your new token' });
  const secret = reveal.getByRole('textbox', { name: 'Token' });
  await expect(secret).toHaveValue(/^gst_[\w-]{43}$/);
  await expect(reveal.getByText(/will not be shown again/)).toBeVisible();
  await reveal.getByRole('button', { name: 'Copy token' }).click();
  await expect(reveal.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const value = await secret.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  const howTo = reveal.getByRole('region', { name: 'How to send traffic' });
  await expect(howTo).toContainText(`Authorization: Bearer ${value}`);
  // PUBLIC_URL is the address the browser is on.
  const bidUrl = new URL('/rtb/guest/openrtb/2.6', page.url()).href;
  await expect(howTo).toContainText(bidUrl);
  await reveal.getByRole('button', { name: 'I have copied it' }).click();
  await expect(reveal).toBeHidden();

  const row = main.getByRole('table', { name: 'Your tokens' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(value.slice(0, 10))).toBeVisible();
  // The secret is nowhere on the page any more, and the list never had it.
  await expect(page.getByText(value)).toHaveCount(0);
  await expect(page.locator(`input[value="${value}"]`)).toHaveCount(0);

  // The page says where every token's traffic goes, on the server's public address.
  const box = main.getByRole('region', { name: 'How to send traffic' });
  await expect(box).toContainText('Authorization: Bearer <token>');
  await box.getByRole('button', { name: 'Copy the OpenRTB 2.6 address' }).click();
  await expect(box.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bidUrl);
});
