import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { type Campaign, createCampaign, getCampaign } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Targeting = Record<string, { mode: string; values: unknown[] }>;

describe.each(DRIVERS)('campaign targeting, bids, group and optimizer calls on %s', (driver) => {
  const ctx = useApp(driver);
  const put = (token: string, url: string, payload?: object) =>
    call(ctx.app, { method: 'PUT', url, token, payload });
  const del = (token: string, url: string) => call(ctx.app, { method: 'DELETE', url, token });

  it.each([
    ['countries', ['US', 'gb', 'US'], ['US', 'GB']],
    ['sites', ['1001', 'site-b'], ['1001', 'site-b']],
    ['zones', ['55001', 'ssp7:zone-19'], ['55001', 'ssp7:zone-19']],
  ])('%s: include, then exclude, then everything again', async (dimension, sent, stored) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const base = `/api/v1/campaigns/${c.id}/${dimension}`;
    const included = await put(token, `${base}/include`, { [dimension]: sent });
    expect(included.status).toBe(200);
    expect(((included.body.ext as Campaign).targeting as Targeting)[dimension]).toEqual({
      mode: 'include',
      values: stored,
    });
    await put(token, `${base}/exclude`, { [dimension]: sent.slice(0, 1) });
    const read = (await getCampaign(ctx.app, token, c.id)).body.ext as Campaign;
    expect((read.targeting as Targeting)[dimension]).toEqual({ mode: 'exclude', values: stored.slice(0, 1) });
    await put(token, `${base}/include`, { [dimension]: [] });
    expect(
      (((await getCampaign(ctx.app, token, c.id)).body.ext as Campaign).targeting as Targeting)[dimension],
    ).toEqual({ mode: 'include', values: [] });
  });

  it.each([
    ['countries/include', { countries: ['ZZ'] }, 'countries.0', messagesEn['validation.country']],
    ['countries/exclude', { countries: 'US' }, 'countries', messagesEn['validation.list']],
    ['sites/include', { sites: ['a/b'] }, 'sites.0', messagesEn['validation.sourceId']],
    ['zones/exclude', { zones: ['1'], extra: true }, 'extra', messagesEn['validation.unknownField']],
    ['zones/include', {}, 'zones', messagesEn['validation.list']],
  ])('%s refuses %j', async (path, payload, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await put(token, `/api/v1/campaigns/${c.id}/${path}`, payload);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it.each([
    ['country', 'country', ['GB', 'US'], 'countries'],
    ['site', 'site_id', ['1001', '1002'], 'sites'],
    ['zone', 'zone_id', ['55001', '55002'], 'zones'],
  ])('bid_by_%s: PUT sets and keeps, DELETE removes some or all', async (kind, key, [a, b], param) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const url = `/api/v1/campaigns/${c.id}/bid_by_${kind}`;
    const field = `bid_by_${kind}` as const;
    await put(token, url, { bids: [{ [key]: a, bid: 1.5 }] });
    const both = await put(token, url, {
      bids: [
        { [key]: b, bid: 0.25 },
        { [key]: a, bid: 2 },
      ],
    });
    expect(both.status).toBe(200);
    expect((both.body.ext as Campaign)[field]).toEqual([
      { [key]: a, bid: 2 },
      { [key]: b, bid: 0.25 },
    ]);
    const one = await del(token, `${url}?${param}=${a}`);
    expect((one.body.ext as Campaign)[field]).toEqual([{ [key]: b, bid: 0.25 }]);
    await del(token, url);
    expect(((await getCampaign(ctx.app, token, c.id)).body.ext as Campaign)[field]).toEqual([]);
  });

  it.each([
    ['bid_by_country', { bids: [] }, 'bids', messagesEn['validation.listEmpty']],
    ['bid_by_country', { bids: [{ country: 'XQ', bid: 1 }] }, 'bids.0', messagesEn['validation.country']],
    [
      'bid_by_country',
      {
        bids: [
          { country: 'US', bid: 1 },
          { country: 'US', bid: 2 },
        ],
      },
      'bids.1.country',
      messagesEn['validation.duplicate'],
    ],
    ['bid_by_site', { bids: [{ site_id: '1', bid: 0 }] }, 'bids.0.bid', messagesEn['validation.bid']],
    ['bid_by_zone', { bids: [{ zone: '1', bid: 1 }] }, 'bids.0.zone_id', messagesEn['validation.sourceId']],
  ])('%s refuses %j', async (path, payload, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await put(token, `/api/v1/campaigns/${c.id}/${path}`, payload);
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>)[field], JSON.stringify(res.body.fields)).toBe(message);
  });

  it('DELETE bid_by_zone refuses a bad list in the query', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await del(token, `/api/v1/campaigns/${c.id}/bid_by_zone?zones=a%20b`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'zones.0': messagesEn['validation.sourceId'] });
  });

  it('links a campaign to a group, moves it, and group 0 takes it out', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const group = async (name: string) =>
      (
        (await call(ctx.app, { method: 'POST', url: '/api/v1/groups', token, payload: { name } })).body
          .ext as { id: number }
      ).id;
    const [g1, g2] = [await group('One'), await group('Two')];
    const linked = await put(token, `/api/v1/campaigns/${c.id}/group/${g1}/link`);
    expect(linked.body.ext).toMatchObject({ group_id: g1, group_name: 'One' });
    expect((await put(token, `/api/v1/campaigns/${c.id}/group/${g2}/link`)).body.ext).toMatchObject({
      group_id: g2,
    });
    expect((await put(token, `/api/v1/campaigns/${c.id}/group/0/link`)).body.ext).toMatchObject({
      group_id: null,
      group_name: null,
    });
  });

  it('refuses to link to a group that is not the caller’s, naming group_id', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const other = await signUpAndIn(ctx.app);
    const theirs = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token: other.token,
      payload: { name: 'Theirs' },
    });
    const c = await createCampaign(ctx.app, token);
    const res = await put(
      token,
      `/api/v1/campaigns/${c.id}/group/${(theirs.body.ext as { id: number }).id}/link`,
    );
    expect(res.status).toBe(404);
    expect(res.body.fields).toEqual({ group_id: messagesEn['validation.groupNotFound'] });
    expect((await put(token, `/api/v1/campaigns/${c.id}/group/abc/link`)).status).toBe(400);
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ group_id: null });
  });

  it('protects and unprotects zones per SSP, twice is the same as once, and reset keeps protections', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const zone = (ssp: number, id: string, verb: string) =>
      put(token, `/api/v1/campaigns/${c.id}/ssp/${ssp}/zone/${id}/traffic_optimizer/${verb}`);
    await zone(3, '55001', 'protect');
    await zone(3, '55001', 'protect');
    const both = await zone(4, '55001', 'protect');
    expect((both.body.ext as Campaign).traffic_optimizer).toMatchObject({
      protected_zones: [
        { ssp_id: 3, zone_id: '55001' },
        { ssp_id: 4, zone_id: '55001' },
      ],
    });
    const reset = await put(token, `/api/v1/campaigns/${c.id}/traffic_optimizer/reset`);
    const optimizer = (reset.body.ext as Campaign).traffic_optimizer as {
      reset_at: string;
      protected_zones: unknown[];
    };
    expect(Date.parse(optimizer.reset_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(optimizer.protected_zones).toHaveLength(2);
    await zone(3, '55001', 'unprotect');
    const left = await zone(3, 'never-protected', 'unprotect');
    expect(left.status).toBe(200);
    expect((left.body.ext as Campaign).traffic_optimizer).toMatchObject({
      protected_zones: [{ ssp_id: 4, zone_id: '55001' }],
    });
  });

  it.each([
    ['ssp/0/zone/1', 'ssp_id'],
    ['ssp/x/zone/1', 'ssp_id'],
    ['ssp/1/zone/a%20b', 'zone_id'],
    [`ssp/1/zone/${'z'.repeat(65)}`, 'zone_id'],
  ])('optimizer refuses %s naming %s', async (path, field) => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    const res = await put(token, `/api/v1/campaigns/${c.id}/${path}/traffic_optimizer/protect`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual([field]);
  });

  it('refuses every settings call on an archived campaign with a 409 and changes nothing', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const c = await createCampaign(ctx.app, token);
    await put(token, `/api/v1/campaigns/${c.id}/status/archive`);
    const before = (await getCampaign(ctx.app, token, c.id)).body.ext;
    const base = `/api/v1/campaigns/${c.id}`;
    const calls = [
      put(token, `${base}/countries/include`, { countries: ['US'] }),
      put(token, `${base}/zones/exclude`, { zones: ['1'] }),
      put(token, `${base}/bid_by_country`, { bids: [{ country: 'US', bid: 1 }] }),
      del(token, `${base}/bid_by_site`),
      put(token, `${base}/group/0/link`),
      put(token, `${base}/ssp/1/zone/1/traffic_optimizer/protect`),
      put(token, `${base}/traffic_optimizer/reset`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('INVALID_TRANSITION');
    }
    expect((await getCampaign(ctx.app, token, c.id)).body.ext).toEqual(before);
  });
});
