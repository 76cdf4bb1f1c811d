import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as repository from '../src/modules/campaigns/campaign-repository.ts';
import { ingestEvents } from '../src/modules/statistics/ingest.ts';
import { createCampaign, popunder } from './campaign-fixtures.ts';
import { call, DRIVERS, signUpAndIn, type TestContext, useApp } from './helpers.ts';
import { expectKept } from './list-kept.ts';

// Counts the lists read from the database, calling the real reader.
vi.mock('../src/modules/campaigns/campaign-repository.ts', async (original) => {
  const real = await original<typeof import('../src/modules/campaigns/campaign-repository.ts')>();
  return { ...real, listCampaigns: vi.fn(real.listCampaigns) };
});
const reads = vi.mocked(repository.listCampaigns);

/**
 * Issue 16: a campaign list is kept as written while nothing it shows changes (PGlite: while the
 * database takes no write; PostgreSQL: while this process writes nothing and no notice names its
 * owner, list-changes.ts); whatever was written since shows on the next list, however it was
 * written, and a list is its owner's alone.
 */
const LIST = '/api/v1/campaigns?per_page=20&with_stats=true';

interface Item {
  id: number;
  name: string;
  active_creatives_count: number;
  stats?: { impressions: number };
}

async function advertiser(ctx: TestContext) {
  const { token } = await signUpAndIn(ctx.app);
  const me = await call(ctx.app, { method: 'POST', url: '/auth/user', token });
  return { token, id: (me.body.ext as { id: number }).id };
}

async function listed(ctx: TestContext, token: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: LIST,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  return { res, items: res.statusCode === 200 ? (JSON.parse(res.body).ext.items as Item[]) : [] };
}

describe.each(DRIVERS)('campaign lists kept between writes (%s)', (driver) => {
  const ctx = useApp(driver);

  it('sends a list again as written while nothing is written, and shows every write after', async () => {
    const a = await advertiser(ctx);
    const { id } = await createCampaign(ctx.app, a.token, popunder({ name: 'Kept list' }));

    const first = await listed(ctx, a.token);
    expect(first.items.map((i) => i.name)).toEqual(['Kept list']);
    await expectKept(
      () => listed(ctx, a.token),
      () => reads.mock.calls.length,
    );
    const again = await listed(ctx, a.token);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers.etag).toBe(first.res.headers.etag);
    const unchanged = await listed(ctx, a.token, { 'if-none-match': String(first.res.headers.etag) });
    expect(unchanged.res.statusCode).toBe(304);

    // Written by SQL, past every route: each shows on the next list.
    const db = ctx.database.db;
    await db.execute(sql`update campaigns set name = 'Renamed in SQL' where id = ${id}`);
    expect((await listed(ctx, a.token)).items[0]?.name).toBe('Renamed in SQL');
    await db.execute(sql`update creatives set status = 'paused' where campaign_id = ${id}`);
    expect((await listed(ctx, a.token)).items[0]?.active_creatives_count).toBe(0);
    await ingestEvents(db, [
      { kind: 'impression', at: Date.now(), advertiserId: a.id, campaignId: id, count: 4 },
    ]);
    expect((await listed(ctx, a.token)).items[0]?.stats).toMatchObject({ impressions: 4 });

    // Through the API, answered at once.
    const put = await call(ctx.app, {
      method: 'PUT',
      url: `/api/v1/campaigns/${id}`,
      token: a.token,
      payload: { name: 'Renamed by PUT' },
    });
    expect(put.status).toBe(200);
    expect((await listed(ctx, a.token)).items[0]?.name).toBe('Renamed by PUT');
  });

  it('keeps each owner’s list apart, and a signed-out session gets no kept list', async () => {
    const a = await advertiser(ctx);
    const b = await advertiser(ctx);
    await createCampaign(ctx.app, a.token, popunder({ name: 'Only A’s' }));
    expect((await listed(ctx, a.token)).items.map((i) => i.name)).toEqual(['Only A’s']);
    const other = await listed(ctx, b.token);
    expect(other.res.statusCode).toBe(200);
    expect(other.items).toEqual([]);

    expect((await call(ctx.app, { method: 'POST', url: '/auth/logout', token: a.token })).status).toBe(200);
    const out = await listed(ctx, a.token);
    expect(out.res.statusCode).toBe(401);
    expect(out.res.body).not.toContain('Only A’s');
  });
});
