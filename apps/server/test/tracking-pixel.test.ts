import { describe, expect, it } from 'vitest';
import { DRIVERS, useApp } from './helpers.ts';
import { addPixel, audience, trackingWorld } from './tracking-click-fixtures.ts';

describe.each(DRIVERS)('retargeting pixel on %s', (driver) => {
  const ctx = useApp(driver);

  it('answers a 43-byte GIF, sets the uid once and keeps the visitor in the audience', async () => {
    const world = await trackingWorld(ctx);
    const pixel = await addPixel(ctx.database.db, world.advertiserId, 4, 30);
    const first = await ctx.app.inject({ method: 'GET', url: `/track/pixel/${pixel.token}.gif` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload).toHaveLength(43);
    const uid = String(first.headers['set-cookie']).slice(4, 26);
    const second = await ctx.app.inject({
      method: 'GET',
      url: `/track/pixel/${pixel.token}.gif?r=123`,
      headers: { cookie: `uid=${uid}`, referer: 'https://shop.example/cart?email=a@b.c' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    const members = await audience(ctx.database.db, pixel.id);
    expect(members.map((m) => m.uid)).toEqual([uid]);
    const days = (new Date(members[0]?.expires_at ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('serves a script that asks for the image with a cache-buster', async () => {
    const world = await trackingWorld(ctx);
    const pixel = await addPixel(ctx.database.db, world.advertiserId, 4);
    const res = await ctx.app.inject({ method: 'GET', url: `/track/pixel/${pixel.token}.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain(`${ctx.config.publicUrl}/track/pixel/${pixel.token}.gif`);
    expect(res.body).toContain('Math.random()');
    expect(await audience(ctx.database.db, pixel.id)).toHaveLength(1);
  });

  it('is a 404 for an unknown token or a pixel that is not a site-visit pixel', async () => {
    const world = await trackingWorld(ctx);
    const clickPixel = await addPixel(ctx.database.db, world.advertiserId, 2);
    for (const url of [
      `/track/pixel/${clickPixel.token}.gif`,
      '/track/pixel/unknown-token.gif',
      '/track/pixel/unknown-token.js',
      `/track/pixel/${'x'.repeat(300)}.gif`,
      '/track/pixel/a%20b.gif',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await audience(ctx.database.db, clickPixel.id)).toEqual([]);
  });
});
