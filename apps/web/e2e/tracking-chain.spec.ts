import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './campaigns-support.ts';
import { operator } from './support.ts';

/**
 * The whole tracking chain as it runs for real: an ad's click link (made by the operator command,
 * as the bidder will make it), the browser sent through /track/click to the landing page with its
 * macros filled, the advertiser's tracker calling the postback URL with that click id, and the
 * conversion in the statistics.
 */
/** Resolved to this machine by the browser (playwright.config.ts): the panel's own server answers. */
const LANDING = 'http://landing.e2e.test:8181/offer';

interface Totals {
  clicks: number;
  conversions: number;
}

async function campaignTotals(
  request: APIRequestContext,
  token: string,
  campaignId: number,
): Promise<Totals> {
  const response = await request.get(`/api/v1/statistics/advertiser?campaign=${campaignId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { ext: { totals: Totals } }).ext.totals;
}

test('a click lands with its macros filled, its conversion counts once and shows in statistics', async ({
  page,
  api,
  advertiser,
  request,
}) => {
  const name = `Chain ${Date.now()}`;
  const campaignId = await api.createCampaign(name, {
    destination_url: `${LANDING}?cid={click_id}&camp={campaign_id}&geo={country}`,
  });
  const printed = await operator('click-link', '--campaign', String(campaignId), '--country', 'de');
  const link = /link: (\S+)/.exec(printed)?.[1];
  if (!link) throw new Error(`no link in: ${printed}`);

  await page.goto(link);
  await expect(page).toHaveURL((url) => url.hostname === 'landing.e2e.test');
  const landed = new URL(page.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(LANDING);
  expect(landed.searchParams.get('camp')).toBe(String(campaignId));
  expect(landed.searchParams.get('geo')).toBe('DE');
  const clickId = landed.searchParams.get('cid') ?? '';
  expect(clickId).toMatch(/^[\w-]{22}\.[\w-]{16}$/);

  // The advertiser's goal, and the URL its tracker calls (no session: a server-to-server call).
  const created = await request.post('/api/v1/postbacks', {
    headers: { Authorization: `Bearer ${advertiser.token}` },
    data: { name: `Sale ${Date.now()}`, payout: 5 },
  });
  expect(created.status()).toBe(201);
  const goalUrl = ((await created.json()) as { ext: { url: string } }).ext.url;
  const postback = (id: string) => {
    const url = new URL(goalUrl.replace('{click_id}', encodeURIComponent(id)).replace('{payout}', '12.5'));
    return request.get(`${url.pathname}${url.search}`);
  };

  expect((await postback(clickId)).status()).toBe(204);
  const again = await postback(clickId);
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('DUPLICATE');
  const forgedId = `${clickId.slice(0, 5)}${clickId[5] === 'A' ? 'B' : 'A'}${clickId.slice(6)}`;
  const forged = await postback(forgedId);
  expect(forged.status()).toBe(400);
  expect(((await forged.json()) as { code: string }).code).toBe('FORGED_CLICK');

  // Within 5 seconds: one click and one conversion, whatever was sent twice or forged.
  await expect
    .poll(() => campaignTotals(request, advertiser.token, campaignId), { timeout: 5_000 })
    .toEqual(expect.objectContaining({ clicks: 1, conversions: 1 }));

  await page.goto(`/adv/statistics/?group_by=campaign&campaign=${campaignId}&columns=clicks,conversions`);
  const table = page.getByRole('main').getByRole('table', { name: 'Statistics report' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The grouping's cell, then clicks and conversions.
  await expect(row.getByRole('cell')).toHaveText([name, '1', '1']);
});
