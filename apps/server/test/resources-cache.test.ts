import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

describe('ReplyCache, compressed', () => {
  const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` }));
  const schema = z.object({ ext: z.array(z.object({ id: z.number(), name: z.string() })) });
  const small = z.object({ ext: z.string() });

  it('sends a large answer in the encoding the client takes, made once and kept, without the compression plugin', async () => {
    const cache = new ReplyCache();
    const app = Fastify();
    let builds = 0;
    app.get('/rows', (request, reply) =>
      cache.send(request, reply, schema, () => {
        builds += 1;
        return { ext: rows };
      }),
    );
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/rows',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body)).toEqual({ ext: rows });
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const res = await get(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('Accept-Encoding');
      expect(res.headers.etag, accept).toBe(plain.headers.etag);
      const raw = res.rawPayload;
      const text = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString();
      expect(text, accept).toBe(plain.body);
      if (encoding) expect(raw.length, accept).toBeLessThan(plain.body.length / 4);
    }
    expect(builds).toBe(1);
    const asIs = await app.inject({
      method: 'GET',
      url: '/rows',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.body).toBe(plain.body);
    const unchanged = await app.inject({
      method: 'GET',
      url: '/rows',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.vary).toBe('Accept-Encoding');
    await app.close();
  });

  it('sends a small answer as it is, and says a language answer varies by both', async () => {
    const cache = new ReplyCache();
    const app = Fastify();
    app.get('/small', (request, reply) => cache.send(request, reply, small, () => ({ ext: 'tiny' })));
    app.get('/named', (request, reply) => cache.send(request, reply, schema, () => ({ ext: rows }), 'de'));
    const tiny = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body).toBe('{"ext":"tiny"}');
    const named = await app.inject({ method: 'GET', url: '/named', headers: { 'accept-encoding': 'br' } });
    expect(named.headers['content-encoding']).toBe('br');
    expect(named.headers.vary).toBe('Accept-Language, Accept-Encoding');
    await app.close();
  });
});
