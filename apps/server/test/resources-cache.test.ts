import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ReplyCache } from '../src/lib/reply-cache.ts';
import { DRIVERS, useApp } from './helpers.ts';

describe.each(DRIVERS)('reference lists are made once per query (%s)', (driver) => {
  const ctx = useApp(driver);

  it.each([
    '/resources/countries?hide_other=true',
    '/resources/all',
    '/resources/cities?country=DE&search=mün',
  ])('%s: the same body and ETag again, and a 304 with no body on If-None-Match', async (url) => {
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9+/=]+"$/);
    expect(
      JSON.parse(first.body).ext.length ?? Object.keys(JSON.parse(first.body).ext).length,
    ).toBeGreaterThan(0);
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    for (const asked of [etag, `W/${etag}`]) {
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': asked } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('a refused query is answered as before and not kept', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/resources/regions' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error).toBe(true);
  });
});

describe('ReplyCache', () => {
  it('checks the body against the schema once, strips what the schema leaves out, and drops the least recently used', async () => {
    const cache = new ReplyCache(2);
    const app = Fastify();
    let builds = 0;
    const schema = z.object({ ext: z.object({ n: z.number() }) });
    app.get('/n/:n', (request, reply) =>
      cache.send(request, reply, schema, () => {
        builds += 1;
        return { ext: { n: Number((request.params as { n: string }).n), secret: 'x' } };
      }),
    );
    const get = async (n: number) => (await app.inject({ method: 'GET', url: `/n/${n}` })).body;
    expect(await get(1)).toBe('{"ext":{"n":1}}');
    await get(1);
    expect(builds).toBe(1);
    await get(2);
    await get(1);
    await get(3); // 2 is the least recently used: it goes
    expect(cache.size).toBe(2);
    await get(1);
    expect(builds).toBe(3);
    await get(2);
    expect(builds).toBe(4);
    await app.close();
  });
});
