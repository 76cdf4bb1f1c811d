import { describe, expect, it } from 'vitest';
import { advertiserWithCode, guest, makeToken, tokensUrl } from './guest-tokens-fixtures.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

const BID_URLS = {
  openrtb_2_6: 'https://panel.example/rtb/guest/openrtb/2.6',
  openrtb_2_5: 'https://panel.example/rtb/guest/openrtb/2.5',
};

describe.each(DRIVERS)('the guest SSP’s bid URLs on %s', (driver) => {
  const ctx = useApp(driver, { publicUrl: 'https://panel.example' });

  it('come with the list, on the public address, before the guest has any token', async () => {
    const g = await guest(ctx);
    for (const url of [tokensUrl, '/api/v1/guest_ssp/token']) {
      const res = await call(ctx.app, { method: 'GET', url, token: g.token });
      expect(res.status).toBe(200);
      expect(res.body.ext).toEqual({ items: [], total: 0, bid_urls: BID_URLS });
    }
  });

  it('come with a new token’s secret, the same for every advertiser', async () => {
    const g = await guest(ctx);
    const a = await advertiserWithCode(ctx);
    const b = await advertiserWithCode(ctx);
    const first = await makeToken(ctx, g.token, a.code);
    const second = await makeToken(ctx, g.token, b.code);
    expect(first.bid_urls).toEqual(BID_URLS);
    expect(second.bid_urls).toEqual(BID_URLS);
    const list = await call(ctx.app, { method: 'GET', url: tokensUrl, token: g.token });
    expect(list.body.ext).toMatchObject({ total: 2, bid_urls: BID_URLS });
  });

  it('stay out of the answers about one token, which never hold its secret either', async () => {
    const g = await guest(ctx);
    const made = await makeToken(ctx, g.token, (await advertiserWithCode(ctx)).code);
    const one = await call(ctx.app, { method: 'GET', url: `${tokensUrl}/${made.id}`, token: g.token });
    expect(one.body.ext).not.toHaveProperty('bid_urls');
    expect(one.body.ext).not.toHaveProperty('token');
  });
});
