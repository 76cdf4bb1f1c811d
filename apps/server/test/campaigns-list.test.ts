import { messagesEn } from '@panel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { approve, type Campaign, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Item = {
  id: number;
  name: string;
  status: string;
  bid: number;
  group_id: number | null;
  ad_format: string;
};
type List = { items: Item[]; total: number };

describe.each(DRIVERS)('campaign list on %s', (driver) => {
  const ctx = useApp(driver);
  let token = '';
  const made: Record<string, Campaign> = {};
  let groupId = 0;

  const list = async (query = '') => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns${query}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.ext as List;
  };
  const names = async (query = '') => (await list(query)).items.map((i) => i.name);

  beforeAll(async () => {
    token = (await signUpAndIn(ctx.app)).token;
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'G' },
    });
    groupId = (group.body.ext as { id: number }).id;
    const specs = [
      ['Alpha pops', popunder({ bid: 3, group_id: groupId })],
      ['beta pops', popunder({ bid: 1 })],
      [
        'Gamma link',
        popunder({
          bid: 2,
          ad_format: 'direct link',
          pricing_model: 'cpa',
          creatives: [{ type: 'url', name: 'u' }],
        }),
      ],
      ['Delta 100%_off', popunder({ bid: 0.5 })],
      ['Epsilon old', popunder({ bid: 4 })],
    ] as const;
    for (const [name, body] of specs) made[name] = await createCampaign(ctx.app, token, { ...body, name });
    const id = (name: string) => made[name]?.id;
    const beta = made['beta pops'];
    if (beta) await approve(ctx, beta);
    await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${id('beta pops')}/status/start`, token });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${id('Epsilon old')}/status/archive`,
      token,
    });
    // Someone else's campaign never shows up.
    await createCampaign(
      ctx.app,
      (await signUpAndIn(ctx.app)).token,
      popunder({ name: 'Alpha of a stranger' }),
    );
  });

  it('lists newest first, leaves archived out and counts what matches', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.name)).toEqual(['Delta 100%_off', 'Gamma link', 'beta pops', 'Alpha pops']);
    expect(all.items[3]).toMatchObject({
      group_id: groupId,
      group_name: 'G',
      creatives_count: 1,
      active_creatives_count: 0,
    });
  });

  it('writes each row as the campaign itself reads: times to the millisecond, money in USD', async () => {
    for (const item of (await list()).items) {
      const one = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns/${item.id}`, token });
      const campaign = one.body.ext as Campaign;
      for (const key of ['created_at', 'updated_at', 'bid', 'budget', 'ad_format', 'group_name'] as const)
        expect(item[key as keyof typeof item], key).toEqual(campaign[key]);
    }
  });

  it('counts each campaign’s creatives and its active ones', async () => {
    const own = (await signUpAndIn(ctx.app)).token;
    const two = await createCampaign(
      ctx.app,
      own,
      popunder({
        creatives: [
          { type: 'popunder', name: 'a' },
          { type: 'popunder', name: 'b' },
        ],
      }),
    );
    await approve(ctx, { ...two, creatives: two.creatives.slice(1) });
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/campaigns', token: own });
    expect((res.body.ext as List).items[0]).toMatchObject({ creatives_count: 2, active_creatives_count: 1 });
  });

  it('pages without losing or repeating a row', async () => {
    const first = await list('?per_page=3&page=1');
    const second = await list('?per_page=3&page=2');
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(4);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(4);
    // Past the last page: no rows, and still the total, so the client knows where the last page is.
    expect(await list('?page=9')).toEqual({ items: [], total: 4 });
  });

  it.each([
    ['name', ['Alpha pops', 'beta pops', 'Delta 100%_off', 'Gamma link']],
    ['-name', ['Gamma link', 'Delta 100%_off', 'beta pops', 'Alpha pops']],
    // Bids sort within their pricing model (Gamma's is per conversion, the others per thousand).
    ['bid', ['Gamma link', 'Delta 100%_off', 'beta pops', 'Alpha pops']],
    ['-bid', ['Alpha pops', 'beta pops', 'Delta 100%_off', 'Gamma link']],
    ['created_at', ['Alpha pops', 'beta pops', 'Gamma link', 'Delta 100%_off']],
    ['id', ['Alpha pops', 'beta pops', 'Gamma link', 'Delta 100%_off']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await names(`?sort=${sort}`)).toEqual(expected);
  });

  it('sorts by status and by update time', async () => {
    expect((await names('?sort=status'))[0]).toBe('beta pops');
    expect((await names('?sort=-updated_at'))[0]).toBe('beta pops');
  });

  it.each([
    ['?status=archived', ['Epsilon old']],
    ['?status=active', ['beta pops']],
    ['?status=active,archived', ['Epsilon old', 'beta pops']],
    ['?status=draft&ad_format=direct%20link', ['Gamma link']],
    ['?pricing_model=cpa', ['Gamma link']],
    [
      '?ad_format=popunder,direct%20link&sort=name',
      ['Alpha pops', 'beta pops', 'Delta 100%_off', 'Gamma link'],
    ],
    ['?search=POPS&sort=name', ['Alpha pops', 'beta pops']],
    ['?search=100%25_', ['Delta 100%_off']],
    ['?search=_', ['Delta 100%_off']],
    ['?search=nothing-like-this', []],
  ])('filters %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('filters by group, and group_id=0 lists campaigns outside every group', async () => {
    expect(await names(`?group_id=${groupId}`)).toEqual(['Alpha pops']);
    expect(await names('?group_id=0&sort=name')).toEqual(['beta pops', 'Delta 100%_off', 'Gamma link']);
  });

  it('finds a campaign by its id', async () => {
    const gamma = made['Gamma link'];
    expect(await names(`?search=${gamma?.id}`)).toContain('Gamma link');
    expect(await names('?search=99999999999')).toEqual([]);
  });

  it.each([
    ['?per_page=101', 'per_page'],
    ['?per_page=0', 'per_page'],
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?sort=password', 'sort'],
    ['?status=deleted', 'status.0'],
    ['?ad_format=999x1', 'ad_format.0'],
    ['?group_id=-1', 'group_id'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s naming the parameter', async (query, field) => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/campaigns${query}`, token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual([field]);
  });

  it('says which sort keys exist', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/campaigns?sort=secret', token });
    expect(res.body.fields).toEqual({ sort: messagesEn['validation.sort'] });
  });
});
