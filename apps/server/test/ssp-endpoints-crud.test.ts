import type { SspEndpoint } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { call, DRIVERS, signInAs, useApp } from './helpers.ts';
import { createEndpoint, endpointBody, getEndpoint, guestSendingTo } from './ssp-fixtures.ts';

describe.each(DRIVERS)('SSP endpoints on %s', (driver) => {
  const ctx = useApp(driver, { publicUrl: 'https://panel.example' });
  const put = (token: string, id: number, payload: object) =>
    call(ctx.app, { method: 'PUT', url: `/api/v1/ssp_endpoints/${id}`, token, payload });

  it('creates, reads and changes an endpoint, answering its URL on the public address', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const created = await createEndpoint(ctx, token, {
      name: '  Adverta EU ',
      ad_formats: ['popunder', 'native', 'popunder'],
      countries: ['de', 'FR'],
    });
    expect(created).toMatchObject({
      name: 'Adverta EU',
      ssp_id: 1,
      ssp_name: 'Adverta Exchange',
      parser_id: 1,
      parser_name: 'OpenRTB 2.5',
      ad_formats: ['popunder', 'native'],
      countries: ['DE', 'FR'],
      qps_limit: 1000,
      bid_floor: 0.25,
      require_token: false,
      status: 'active',
      status_id: 1,
      url: `https://panel.example/rtb/openrtb/2.5/${created.id}`,
    });
    expect((await getEndpoint(ctx, token, created.id)).body.ext).toEqual(created);

    const changed = await put(
      token,
      created.id,
      endpointBody({ name: 'Feed', parser_id: 3, qps_limit: null, bid_floor: 1.123456 }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const ext = changed.body.ext as unknown as SspEndpoint;
    expect(ext).toMatchObject({
      name: 'Feed',
      parser_name: 'XML feed',
      qps_limit: null,
      bid_floor: 1.123456,
    });
    // The SSP's own macros stay for it to fill; only the host and the id are ours.
    expect(ext.url).toBe(
      `https://panel.example/feed/xml/${created.id}?ip={ip}&ua={user_agent}&lang={language}&ref={referrer}&subid={sub_id}`,
    );
    expect((await getEndpoint(ctx, token, created.id)).body.ext).toEqual(ext);
  });

  it('takes the defaults for what a new endpoint leaves out, and may start paused', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/ssp_endpoints',
      token,
      payload: { name: 'Bare', ssp_id: 2, parser_id: 2, ad_formats: ['classic push'], status: 'paused' },
    });
    expect(res.status).toBe(201);
    expect(res.body.ext).toMatchObject({
      countries: [],
      qps_limit: null,
      bid_floor: 0,
      require_token: false,
      status: 'paused',
      status_id: 2,
    });
  });

  it('accepts a guest SSP sending the advertiser traffic, and no one else’s', async () => {
    const { token, user } = await signInAs(ctx, 'advertiser');
    const other = await signInAs(ctx, 'advertiser');
    const mine = await guestSendingTo(ctx, Number(user.id));
    const theirs = await guestSendingTo(ctx, Number(other.user.id));
    const revoked = await guestSendingTo(ctx, Number(user.id), 'revoked');
    const ok = await createEndpoint(ctx, token, { ssp_id: mine.sspId });
    expect(ok).toMatchObject({ ssp_id: mine.sspId, ssp_name: 'Traffic Guest' });
    for (const sspId of [theirs.sspId, revoked.sspId, 6, 999_999]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/v1/ssp_endpoints',
        token,
        payload: endpointBody({ ssp_id: sspId }),
      });
      expect(res.status, `ssp ${sspId}`).toBe(400);
      expect(Object.keys(res.body.fields as object)).toEqual(['ssp_id']);
      expect((await put(token, ok.id, endpointBody({ ssp_id: sspId }))).status).toBe(400);
    }
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: 'tab\u0000' }],
    ['ssp_id', { ssp_id: 0 }],
    ['ssp_id', { ssp_id: '1' }],
    ['parser_id', { parser_id: 99 }],
    ['ad_formats', { ad_formats: [] }],
    ['ad_formats.0', { ad_formats: ['billboard'] }],
    ['ad_formats', { ad_formats: 'popunder' }],
    ['countries.1', { countries: ['DE', 'Germany'] }],
    ['countries.0', { countries: ['ZZ'] }],
    ['qps_limit', { qps_limit: 0 }],
    ['qps_limit', { qps_limit: 1_000_001 }],
    ['bid_floor', { bid_floor: -0.01 }],
    ['bid_floor', { bid_floor: 1000.5 }],
    ['bid_floor', { bid_floor: 0.0000001 }],
    ['status', { status: 'archived' }],
    ['owner', { owner: 3 }],
  ])('refuses a bad %s (#%#) with a 400 naming it', async (field, overrides) => {
    const { token } = await signInAs(ctx, 'advertiser');
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/ssp_endpoints',
      token,
      payload: endpointBody(overrides),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body.fields as object)).toContain(field);
  });

  it('gives another advertiser a 404 for every call, and the endpoint stays the same', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const other = await signInAs(ctx, 'advertiser');
    const mine = await createEndpoint(ctx, token);
    const calls = [
      { method: 'GET', url: `/api/v1/ssp_endpoints/${mine.id}` },
      { method: 'PUT', url: `/api/v1/ssp_endpoints/${mine.id}`, payload: endpointBody({ name: 'Stolen' }) },
      { method: 'POST', url: `/api/v1/ssp_endpoints/${mine.id}/clone` },
      { method: 'PUT', url: `/api/v1/ssp_endpoints/${mine.id}/status/2` },
      { method: 'PUT', url: `/api/v1/ssp_endpoints/${mine.id}/status/3` },
    ] as const;
    for (const c of calls)
      expect((await call(ctx.app, { ...c, token: other.token })).status, c.url).toBe(404);
    expect((await getEndpoint(ctx, token, mine.id)).body.ext).toEqual(mine);
    const theirs = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp_endpoints', token: other.token });
    expect(theirs.body.ext).toEqual({ items: [], total: 0 });
  });

  it.each(['publisher', 'guest-ssp'] as const)('is forbidden to a %s', async (role) => {
    const { token } = await signInAs(ctx, role);
    const calls = [
      { method: 'GET', url: '/api/v1/ssp_endpoints' },
      { method: 'POST', url: '/api/v1/ssp_endpoints', payload: endpointBody() },
      { method: 'GET', url: '/api/v1/ssp_endpoints/1' },
      { method: 'PUT', url: '/api/v1/ssp_endpoints/1', payload: endpointBody() },
      { method: 'POST', url: '/api/v1/ssp_endpoints/1/clone' },
      { method: 'PUT', url: '/api/v1/ssp_endpoints/1/status/2' },
    ] as const;
    for (const c of calls)
      expect((await call(ctx.app, { ...c, token })).status, `${c.method} ${c.url}`).toBe(403);
  });

  it('refuses bad ids in the path with a 400 naming them', async () => {
    const { token } = await signInAs(ctx, 'advertiser');
    const bad = await call(ctx.app, { method: 'GET', url: '/api/v1/ssp_endpoints/abc', token });
    expect(bad.body.fields).toHaveProperty('ssp_endpoint_id');
    const big = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/ssp_endpoints/1/status/99999999999',
      token,
    });
    expect(big.status).toBe(400);
    expect(big.body.fields).toHaveProperty('status_id');
  });
});
