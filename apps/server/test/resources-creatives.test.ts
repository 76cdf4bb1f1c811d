import { creativeItemSchema } from '@panel/contract';
import { describe, expect, it } from 'vitest';
import { cast, createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Item = { id: number; name: string; campaign_id: number; status: string };
type Doc = {
  paths: Record<string, Record<string, { summary?: string; description?: string; responses: unknown }>>;
};

describe.each(DRIVERS)('GET /resources/creatives on %s', (driver) => {
  const ctx = useApp(driver);
  const list = (token?: string, query = '') =>
    call(ctx.app, { method: 'GET', url: `/resources/creatives${query}`, token });

  it('needs a session, and an advertiser’s', async () => {
    const { guest, publisher } = await cast(ctx);
    const anonymous = await list();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
    for (const token of [guest, publisher]) {
      const res = await list(token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('lists only the caller’s creatives, by campaign then name, never cached', async () => {
    const { owner, stranger } = await cast(ctx);
    expect((await list(owner)).body.ext).toEqual([]);
    const first = await createCampaign(
      ctx.app,
      owner,
      popunder({ creatives: [{ type: 'popunder', name: 'zeta' }] }),
    );
    const second = await createCampaign(ctx.app, owner);
    const theirs = await createCampaign(ctx.app, stranger);

    const res = await list(owner);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const items = res.body.ext as Item[];
    for (const item of items) expect(creativeItemSchema.safeParse(item).success).toBe(true);
    expect(items).toEqual([
      { id: first.creatives[0]?.id, name: 'zeta', campaign_id: first.id, status: 'pending' },
      { id: second.creatives[0]?.id, name: 'Landing', campaign_id: second.id, status: 'pending' },
    ]);

    const their = (await list(stranger)).body.ext as Item[];
    expect(their.map((i) => i.campaign_id)).toEqual([theirs.id]);
  });

  it('filters by campaign_id; another advertiser’s campaign gives an empty list', async () => {
    const { owner, stranger } = await cast(ctx);
    const mine = await createCampaign(ctx.app, owner);
    await createCampaign(ctx.app, owner);
    const theirs = await createCampaign(ctx.app, stranger);

    const filtered = (await list(owner, `?campaign_id=${mine.id}`)).body.ext as Item[];
    expect(filtered.map((i) => i.id)).toEqual(mine.creatives.map((c) => c.id));

    const other = await list(owner, `?campaign_id=${theirs.id}`);
    expect(other.status).toBe(200);
    expect(other.body.ext).toEqual([]);
    expect((await list(owner, '?campaign_id=2147483647')).body.ext).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1e3', '2147483648', ''])('refuses campaign_id=%s naming it', async (value) => {
    const { owner } = await cast(ctx);
    const res = await list(owner, `?campaign_id=${value}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('campaign_id');
  });

  it('is documented with a description and an example answer', async () => {
    const doc = (await call(ctx.app, { method: 'GET', url: '/api/docs/openapi.json' }))
      .body as unknown as Doc;
    const op = doc.paths['/resources/creatives']?.get;
    expect(op?.summary).toBeTruthy();
    expect(op?.description).toContain('campaign_id');
    expect(JSON.stringify(op?.responses)).toContain('Summer sale 300x250');
  });
});
