import { beforeAll, describe, expect, it } from 'vitest';
import { type Campaign, cast, createCampaign, getCampaign } from './campaign-fixtures.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every call of campaigns, creatives and groups that names a row, aimed at the owner's rows. */
function rowCalls(c: number, creative: number, group: number): Call[] {
  const base = `/api/v1/campaigns/${c}`;
  return [
    { method: 'GET', url: base },
    { method: 'PUT', url: base, payload: { bid: 9 } },
    ...['start', 'stop', 'archive', 'dearchive'].map(
      (a): Call => ({ method: 'PUT', url: `${base}/status/${a}` }),
    ),
    { method: 'POST', url: `${base}/clone` },
    { method: 'PUT', url: `${base}/countries/include`, payload: { countries: ['FR'] } },
    { method: 'PUT', url: `${base}/countries/exclude`, payload: { countries: ['FR'] } },
    { method: 'PUT', url: `${base}/sites/include`, payload: { sites: ['1'] } },
    { method: 'PUT', url: `${base}/sites/exclude`, payload: { sites: ['1'] } },
    { method: 'PUT', url: `${base}/zones/include`, payload: { zones: ['1'] } },
    { method: 'PUT', url: `${base}/zones/exclude`, payload: { zones: ['1'] } },
    { method: 'PUT', url: `${base}/bid_by_country`, payload: { bids: [{ country: 'FR', bid: 9 }] } },
    { method: 'PUT', url: `${base}/bid_by_site`, payload: { bids: [{ site_id: '1', bid: 9 }] } },
    { method: 'PUT', url: `${base}/bid_by_zone`, payload: { bids: [{ zone_id: '1', bid: 9 }] } },
    { method: 'DELETE', url: `${base}/bid_by_country` },
    { method: 'DELETE', url: `${base}/bid_by_site` },
    { method: 'DELETE', url: `${base}/bid_by_zone` },
    { method: 'PUT', url: `${base}/group/0/link` },
    { method: 'PUT', url: `${base}/ssp/1/zone/9/traffic_optimizer/protect` },
    { method: 'PUT', url: `${base}/ssp/1/zone/5/traffic_optimizer/unprotect` },
    { method: 'PUT', url: `${base}/traffic_optimizer/reset` },
    { method: 'GET', url: `/api/v1/creatives/${creative}` },
    { method: 'PUT', url: `/api/v1/creatives/${creative}/status/start` },
    { method: 'PUT', url: `/api/v1/creatives/${creative}/status/stop` },
    { method: 'PUT', url: `/api/v1/creatives/${creative}/status/reject`, payload: { reason: 'x' } },
    { method: 'GET', url: `/api/v1/groups/${group}` },
    { method: 'PUT', url: `/api/v1/groups/${group}`, payload: { name: 'Stolen' } },
    { method: 'DELETE', url: `/api/v1/groups/${group}` },
  ];
}

/** Calls that name no row. */
const LIST_CALLS: Call[] = [
  { method: 'GET', url: '/api/v1/campaigns' },
  { method: 'POST', url: '/api/v1/campaigns', payload: { name: 'x' } },
  { method: 'PUT', url: '/api/v1/campaigns/status', payload: { ids: [1], action: 'stop' } },
  { method: 'GET', url: '/api/v1/creatives' },
  { method: 'POST', url: '/api/v1/creatives/images', payload: { x: 1 } },
  { method: 'GET', url: '/api/v1/groups' },
  { method: 'POST', url: '/api/v1/groups', payload: { name: 'x' } },
];

describe.each(DRIVERS)('ownership and roles of campaigns, creatives and groups on %s', (driver) => {
  const ctx = useApp(driver);
  let people: Awaited<ReturnType<typeof cast>>;
  let campaign: Campaign;
  let calls: Call[];
  let groupId: number;
  const snapshot = async () => ({
    campaign: (await getCampaign(ctx.app, people.owner, campaign.id)).body,
    group: (await call(ctx.app, { method: 'GET', url: `/api/v1/groups/${groupId}`, token: people.owner }))
      .body,
  });

  beforeAll(async () => {
    people = await cast(ctx);
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token: people.owner,
      payload: { name: 'Mine' },
    });
    groupId = (group.body.ext as { id: number }).id;
    campaign = await createCampaign(ctx.app, people.owner, {
      name: 'Owned',
      ad_format: 'popunder',
      pricing_model: 'cpm',
      bid: 1,
      group_id: groupId,
      destination_url: 'https://offer.example.com/',
      creatives: [{ type: 'popunder', name: 'c' }],
      bid_by_site: [{ site_id: '1', bid: 2 }],
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${campaign.id}/ssp/1/zone/5/traffic_optimizer/protect`,
      token: people.owner,
    });
    calls = rowCalls(campaign.id, campaign.creatives[0]?.id ?? 0, groupId);
  });

  it('gives another advertiser 404 on every call naming the owner’s rows, and changes nothing', async () => {
    const before = await snapshot();
    for (const c of calls) {
      const res = await call(ctx.app, { ...c, token: people.stranger });
      expect(res.status, `${c.method} ${c.url}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
    const strangerList = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campaigns?status=draft,active,paused,archived',
      token: people.stranger,
    });
    expect(strangerList.body.ext).toEqual({ items: [], total: 0 });
    const strangerCreatives = await call(ctx.app, {
      method: 'GET',
      url: `/api/v1/creatives?campaign_id=${campaign.id}`,
      token: people.stranger,
    });
    expect(strangerCreatives.body.ext).toEqual({ items: [], total: 0 });
  });

  it('gives a guest and a publisher 403 on every call, and changes nothing', async () => {
    const before = await snapshot();
    for (const token of [people.guest, people.publisher]) {
      for (const c of [...calls, ...LIST_CALLS]) {
        const res = await call(ctx.app, { ...c, token });
        expect(res.status, `${c.method} ${c.url}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('asks for a session first: 401 without one', async () => {
    for (const c of [...calls, ...LIST_CALLS]) {
      expect((await call(ctx.app, c)).status, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('publishes every call in the OpenAPI document', async () => {
    const doc = (await call(ctx.app, { method: 'GET', url: '/api/docs/openapi.json' })).body as {
      paths: Record<string, object>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = [...rowCalls(0, 0, 0), ...LIST_CALLS].map(
      (c) =>
        `${c.method} ${c.url
          .replace('/campaigns/0', '/campaigns/{campaign_id}')
          .replace('/creatives/0', '/creatives/{creative_id}')
          .replace('/groups/0', '/groups/{group_id}')
          .replace('/group/0/', '/group/{group_id}/')
          .replace(/\/ssp\/1\/zone\/\d+\//, '/ssp/{ssp_id}/zone/{zone_id}/')}`,
    );
    expect(ops).toEqual(expect.arrayContaining([...expected, 'GET /uploads/{file}']));
  });
});
