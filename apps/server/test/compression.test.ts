import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCopies, SYNC_LIMIT } from '../src/plugins/compression.ts';
import { call, DRIVERS, signUpAndIn, useApp } from './helpers.ts';

// A build as vite-precompress.ts leaves it: each text file with its .br and .gz beside it.
const webDist = mkdtempSync(path.join(tmpdir(), 'panel-web-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Panel</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-C0ffee12.js'), script);
writeFileSync(path.join(webDist, 'assets', 'index-C0ffee12.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'index-C0ffee12.js.gz'), gzipSync(script));

const decode = (encoding: unknown, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();

describe.each(DRIVERS)('compression on %s (issue 14)', (driver) => {
  const ctx = useApp(driver, { webDist });
  const get = (url: string, acceptEncoding?: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('sends the build’s own brotli or gzip copy of a script as the browser accepts, and the file itself otherwise', async () => {
    const url = '/assets/index-C0ffee12.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get(url, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload)).toBe(script);
    }
    const br = await get(url, 'br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('compresses API answers over a kilobyte on the fly, and leaves small ones and clients that ask for none alone', async () => {
    const plain = await get('/resources/countries');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/resources/countries', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(JSON.parse(plain.body));
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
    }
    const small = await get('/healthz', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends every large answer whole, compressed as it is plain (a handler that forgot to return its reply sent none)', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const sizes: number[] = [];
    for (const url of [
      '/resources/all',
      '/resources/regions?country=US',
      '/resources/languages',
      '/api/docs/openapi.json',
      '/resources/statistics_entities/advertiser',
    ]) {
      const plain = await get(url, undefined, token);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body.length, url).toBeGreaterThan(1024);
      sizes.push(plain.body.length);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(url, encoding, token);
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(decode(encoding, res.rawPayload), `${url} ${encoding}`).toBe(plain.body);
      }
    }
    // Both ways of compressing were taken: in one call, and streamed past SYNC_LIMIT.
    expect(Math.min(...sizes)).toBeLessThan(SYNC_LIMIT);
    expect(Math.max(...sizes)).toBeGreaterThan(SYNC_LIMIT);
  });

  it('keeps the ETag of the body, so If-None-Match and If-Match work whatever the encoding', async () => {
    const { token } = await signUpAndIn(ctx.app);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/campaigns',
      token,
      payload: {
        name: 'Compressed',
        ad_format: 'popunder',
        pricing_model: 'cpm',
        bid: 1,
        destination_url: 'https://offer.example.com/?cid={click_id}',
        targeting: {
          countries: { mode: 'include', values: ['US', 'CA', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL'] },
        },
        creatives: [{ type: 'popunder', name: 'Landing' }],
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.ext as { id: number }).id;
    const [plain, br] = [
      await get(`/api/v1/campaigns/${id}`, undefined, token),
      await get(`/api/v1/campaigns/${id}`, 'br', token),
    ];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${id}`,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      },
    });
    expect(unchanged.statusCode).toBe(304);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/campaigns/${id}`,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-encoding': 'gzip',
        'if-match': String(br.headers.etag),
      },
      payload: { name: 'Compressed, renamed' },
    });
    expect(put.statusCode).toBe(200);
    expect(JSON.parse(decode(put.headers['content-encoding'], put.rawPayload)).ext.name).toBe(
      'Compressed, renamed',
    );
  });
});

describe('compressed copies of answers sent again', () => {
  it('compress the same bytes once, tell different bytes apart, and keep at most their budget', () => {
    const answer = (n: number) =>
      Buffer.from(JSON.stringify({ rows: Array.from({ length: 50 }, (_, i) => ({ i, n })) }));
    const [report, other, third] = [answer(1), answer(2), answer(3)];
    // Room for two copies: the third pushes out the least recently sent.
    const budget = brotliCompressSync(report).length + brotliCompressSync(other).length;
    let calls = 0;
    const copies = new CompressedCopies((buffer) => {
      calls += 1;
      return brotliCompressSync(buffer);
    }, budget);
    const first = copies.compress(report);
    expect(copies.compress(Buffer.from(report))).toBe(first);
    expect(calls).toBe(1);
    expect(brotliDecompressSync(first).equals(report)).toBe(true);
    // A copy of its own size: what the budget counts is what is held.
    expect(first.buffer.byteLength).toBe(first.length);

    // Other bytes are another answer.
    expect(brotliDecompressSync(copies.compress(other)).equals(other)).toBe(true);
    expect(calls).toBe(2);
    expect(copies.compress(report)).toBe(first);
    expect(calls).toBe(2);

    // `other` was sent less recently than `report`: it goes.
    copies.compress(third);
    expect(calls).toBe(3);
    expect(copies.size).toBe(2);
    expect(copies.compress(report)).toBe(first);
    expect(calls).toBe(3);
    expect(brotliDecompressSync(copies.compress(other)).equals(other)).toBe(true);
    expect(calls).toBe(4);
  });
});
