import { describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/seed.ts';
import { call, DRIVERS, useApp } from './helpers.ts';

type Item = {
  name: string;
  status: string;
  ad_format_family: string;
  group_id: number | null;
  creatives_count: number;
};

describe.each(DRIVERS)('demo campaigns on %s', (driver) => {
  const ctx = useApp(driver);

  it('gives the demo advertiser a dozen campaigns across formats, states and three groups', async () => {
    const { password, created } = await seedDemo(ctx.database.db, 'Demo-pass1!', ctx.config.uploadsDir);
    // The PostgreSQL test database outlives a run: a demo advertiser from an earlier run keeps its campaigns.
    if (!created.includes('advertiser@demo.test')) return;
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'advertiser@demo.test', password },
    });
    const token = (login.body.ext as { token: string }).token;
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/campaigns?status=draft,active,paused,archived&per_page=100',
      token,
    });
    const items = (res.body.ext as { items: Item[] }).items;
    expect(items).toHaveLength(12);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['draft', 'active', 'paused', 'archived']));
    expect(new Set(items.map((i) => i.ad_format_family)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(items.flatMap((i) => (i.group_id ? [i.group_id] : []))).size).toBe(3);
    expect(items.every((i) => i.creatives_count > 0)).toBe(true);
    const creatives = await call(ctx.app, { method: 'GET', url: '/api/v1/creatives?status=rejected', token });
    expect((creatives.body.ext as { total: number }).total).toBe(1);
    const banner = await call(ctx.app, {
      method: 'GET',
      url: '/api/v1/creatives?type=image&per_page=1',
      token,
    });
    const url = (banner.body.ext as { items: { image_url: string }[] }).items[0]?.image_url ?? '';
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
  });
});
