import { messagesEn } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { createCampaign, getCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

type Group = { id: number; name: string; campaigns_count: number; created_at: string | null };

describe.each(DRIVERS)('campaign groups on %s', (driver) => {
  const ctx = useApp(driver);
  const create = async (token: string, name: string) => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/v1/groups', token, payload: { name } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.ext as Group;
  };
  const list = async (token: string, q = '') =>
    (await call(ctx.app, { method: 'GET', url: `/api/v1/groups${q}`, token })).body.ext as {
      items: Group[];
      total: number;
    };

  it('creates, reads, renames and lists groups with their campaign counts', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const g = await create(token, '  Summer push ');
    expect(g).toMatchObject({ name: 'Summer push', campaigns_count: 0 });
    await createCampaign(ctx.app, token, popunder({ group_id: g.id }));
    await createCampaign(ctx.app, token, popunder());
    const renamed = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/groups/${g.id}`,
      token,
      payload: { name: 'Summer push EU' },
    });
    expect(renamed.body.ext).toMatchObject({ id: g.id, name: 'Summer push EU', campaigns_count: 1 });
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/groups/${g.id}`, token })).body.ext).toEqual(
      renamed.body.ext,
    );
    await create(token, 'autumn');
    expect((await list(token)).items.map((x) => x.name)).toEqual(['autumn', 'Summer push EU']);
    expect((await list(token, '?sort=-created_at')).items.map((x) => x.name)).toEqual([
      'autumn',
      'Summer push EU',
    ]);
    expect((await list(token, '?search=EU')).items.map((x) => x.name)).toEqual(['Summer push EU']);
    expect((await list(token, '?per_page=1&page=2')).items.map((x) => x.name)).toEqual(['Summer push EU']);
  });

  it('with_no_group=true puts "No group" first with the ungrouped campaigns counted', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const g = await create(token, 'A');
    await createCampaign(ctx.app, token, popunder({ group_id: g.id }));
    await createCampaign(ctx.app, token, popunder());
    await createCampaign(ctx.app, token, popunder());
    const res = await list(token, '?with_no_group=true');
    expect(res.total).toBe(1);
    expect(res.items).toEqual([
      { id: 0, name: 'No group', campaigns_count: 2, created_at: null, updated_at: null },
      expect.objectContaining({ id: g.id, campaigns_count: 1 }),
    ]);
    expect((await list(token, '?with_no_group=false')).items).toHaveLength(1);
  });

  it('refuses a name taken in any case, but another advertiser may use it', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const g = await create(token, 'Pops');
    const other = await create(token, 'Push');
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/groups',
      token,
      payload: { name: 'POPS' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      fields: { name: messagesEn['errors.groupNameTaken'] },
    });
    const rename = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/groups/${other.id}`,
      token,
      payload: { name: 'pops' },
    });
    expect(rename.status).toBe(409);
    const same = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/groups/${g.id}`,
      token,
      payload: { name: 'POPS' },
    });
    expect(same.body.ext).toMatchObject({ name: 'POPS' });
    await create((await signUpAndIn(ctx.app)).token, 'Pops');
  });

  it.each([
    [{}, 'name', messagesEn['validation.required']],
    [{ name: '' }, 'name', messagesEn['validation.required']],
    [{ name: 'x'.repeat(101) }, 'name', 'Must be at most 100 characters'],
    [{ name: 'x', color: 'red' }, 'color', messagesEn['validation.unknownField']],
  ])('refuses %j', async (payload, field, message) => {
    const { token } = await signUpAndIn(ctx.app);
    const g = await create(token, 'Keep');
    for (const [method, url] of [
      ['POST', '/api/v1/groups'],
      ['PUT', `/api/v1/groups/${g.id}`],
    ] as const) {
      const res = await call(ctx.app, { method, url, token, payload });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ [field]: message });
    }
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/v1/groups/${g.id}`, token })).body.ext,
    ).toMatchObject({ name: 'Keep' });
  });

  it.each(['?page=0', '?per_page=101', '?sort=bid', '?with_no_group=yes'])('list refuses %s', async (q) => {
    const { token } = await signUpAndIn(ctx.app);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/groups${q}`, token })).status).toBe(400);
  });

  it('deleting a group keeps its campaigns, outside every group', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const g = await create(token, 'Doomed');
    const a = await createCampaign(ctx.app, token, popunder({ group_id: g.id }));
    const b = await createCampaign(ctx.app, token, popunder({ group_id: g.id }));
    await call(ctx.app, { method: 'PUT', url: `/api/v1/campaigns/${b.id}/status/archive`, token });
    const res = await call(ctx.app, { method: 'DELETE', url: `/api/v1/groups/${g.id}`, token });
    expect(res.body.ext).toEqual({ id: g.id, deleted: true, ungrouped_campaigns: 2 });
    for (const c of [a, b])
      expect((await getCampaign(ctx.app, token, c.id)).body.ext).toMatchObject({ id: c.id, group_id: null });
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/groups/${g.id}`, token })).status).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/groups/${g.id}`, token })).status).toBe(
      404,
    );
  });

  it.each(['abc', '0', '-1', '1e3'])('answers a bad group id "%s" with a 400 naming group_id', async (id) => {
    const { token } = await signUpAndIn(ctx.app);
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/groups/${id}`, token });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields as object)).toEqual(['group_id']);
  });
});
